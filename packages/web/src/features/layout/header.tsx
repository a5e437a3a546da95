import { Link } from '@tanstack/react-router';
import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { useSession, useSignOut } from '../auth/use-session';
import { LanguageSwitch } from './language-switch';
import { MENUS } from './nav';
import { NavLink } from './nav-link';

export function Header() {
  const { t } = useI18n();
  const session = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const staff = session.isOwner || session.isAdmin;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-card focus:p-2">
        {t('nav.skip')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="font-display text-xl font-bold text-primary" aria-label={t('brand.name')}>
          {t('brand.name')}
        </Link>

        <nav aria-label={t('nav.menu')} className="hidden items-center gap-1 md:flex">
          {MENUS.map((menu) => (
            <DropdownMenu.Root key={menu.label} modal={false}>
              <DropdownMenu.Trigger className={buttonClass('ghost', 'sm')}>
                {t(menu.label)} <ChevronDown aria-hidden className="size-4" />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="start" sideOffset={6} className="z-50 min-w-52 rounded-xl border border-border bg-card p-1 shadow-lg">
                  {menu.items.map((item) => (
                    <DropdownMenu.Item key={item.label} asChild>
                      <NavLink to={item.to} search={item.search} className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted">
                        {t(item.label)}
                      </NavLink>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageSwitch />
          {session.user ? (
            <>
              <NavLink to="/my-reservations" className={buttonClass('ghost', 'sm')}>
                {t('nav.myReservations')}
              </NavLink>
              {staff && (
                <NavLink to="/dashboard" className={buttonClass('ghost', 'sm')}>
                  {t('nav.dashboard')}
                </NavLink>
              )}
              <span className="max-w-48 truncate text-sm text-muted-foreground" data-testid="header-email">
                {session.user.email}
              </span>
              <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                <LogOut aria-hidden className="size-4" /> {t('nav.logout')}
              </Button>
            </>
          ) : (
            <>
              <Link to="/auth" className={buttonClass('ghost', 'sm')}>
                {t('nav.login')}
              </Link>
              <Link to="/auth" search={{ mode: 'signup' }} className={buttonClass('primary', 'sm')}>
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </div>

        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className={buttonClass('ghost', 'sm', 'ml-auto md:hidden')} aria-label={t('nav.openMenu')}>
            <Menu aria-hidden className="size-5" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
            <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-4 overflow-y-auto bg-background p-5 shadow-xl">
              <div className="flex items-center justify-between">
                <Dialog.Title className="font-display text-lg font-bold text-primary">{t('brand.name')}</Dialog.Title>
                <Dialog.Close className={buttonClass('ghost', 'sm')} aria-label={t('nav.closeMenu')}>
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">{t('nav.menu')}</Dialog.Description>
              {MENUS.map((menu) => (
                <nav key={menu.label} aria-label={t(menu.label)}>
                  <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t(menu.label)}</h2>
                  <ul>
                    {menu.items.map((item) => (
                      <li key={item.label}>
                        <NavLink to={item.to} search={item.search} onClick={() => setOpen(false)} className="block rounded-lg px-2 py-2.5 hover:bg-muted">
                          {t(item.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
              <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
                <LanguageSwitch />
                {session.user ? (
                  <>
                    <p className="truncate text-sm text-muted-foreground">{session.user.email}</p>
                    <NavLink to="/my-reservations" onClick={() => setOpen(false)} className={buttonClass('outline')}>
                      {t('nav.myReservations')}
                    </NavLink>
                    {staff && (
                      <NavLink to="/dashboard" onClick={() => setOpen(false)} className={buttonClass('outline')}>
                        {t('nav.dashboard')}
                      </NavLink>
                    )}
                    <Button
                      variant="ghost"
                      onClick={() => {
                        setOpen(false);
                        signOut.mutate();
                      }}
                    >
                      {t('nav.logout')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Link to="/auth" onClick={() => setOpen(false)} className={buttonClass('outline')}>
                      {t('nav.login')}
                    </Link>
                    <Link to="/auth" search={{ mode: 'signup' }} onClick={() => setOpen(false)} className={buttonClass('primary')}>
                      {t('nav.signUp')}
                    </Link>
                  </>
                )}
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
