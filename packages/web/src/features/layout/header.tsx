import { Link } from '@tanstack/react-router';
import { LogOut, Menu } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { useSession, useSignOut } from '../auth/use-session';
import { HeaderMenu } from './header-menu';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { MENUS } from './nav';
import { NavLink } from './nav-link';
import { useHydrating } from './picture';

export function Header() {
  const { t } = useI18n();
  const session = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const returnFocus = useCallback(() => menuButton.current, []);
  const staff = session.isOwner || session.isAdmin;
  // The prerendered header knows no session (ADR 105): its account area stays empty until the
  // session is known, so a signed-in visitor never sees "Sign in", nor a guest someone's menu.
  const hydrating = useHydrating();
  const known = !hydrating && !session.loading;

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
            <HeaderMenu key={menu.label} menu={menu} />
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageSwitch />
          {!known ? (
            <span className="w-44" data-testid="account-pending" />
          ) : session.user ? (
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

        <button
          ref={menuButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          // Shown once it works: a prerendered button does nothing until React has hydrated it.
          className={buttonClass('ghost', 'md', cn('ml-auto size-11 px-0 md:hidden', hydrating && 'invisible'))}
          aria-label={t('nav.openMenu')}
        >
          <Menu aria-hidden className="size-5" />
        </button>
        {open && (
          <MobileMenu onClose={close} returnFocus={returnFocus}>
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
              {!known ? null : session.user ? (
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
          </MobileMenu>
        )}
      </div>
    </header>
  );
}
