import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { useSession } from '../auth/use-session';
import { HeaderMenu } from './header-menu';
import { LanguageSwitch } from './language-switch';
import type { MobileMenuProps } from './mobile-menu';
import { MENUS } from './nav';
import { useHydrating } from './picture';

// What no first paint shows loads when it is wanted: a signed-in visitor's account area once the
// session says so, the phone menu on its button's first hover, focus or tap (as the chat panel, ADR 089).
// Code that cannot load (offline, or a tab older than the deploy) leaves the area empty and the menu
// closed: the header is outside the router's error boundaries, and a throw there would blank the page.
const AccountPending = () => <span className="w-44" data-testid="account-pending" />;
const AccountLinks = lazy(() =>
  import('./account-links').then(
    (m) => ({ default: m.AccountLinks }),
    () => ({ default: AccountPending }),
  ),
);
const loadMobileMenu = () => import('./mobile-menu').then((m) => ({ default: m.MobileMenu }));
// A preload that fails is only a preload: the click's own load then shows the menu or closes it.
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);
const MobileMenu = lazy<ComponentType<MobileMenuProps>>(() => loadMobileMenu().catch(() => ({ default: MenuUnavailable })));

function MenuUnavailable({ onClose }: { onClose(): void }) {
  useEffect(onClose, [onClose]);
  return null;
}

export function Header() {
  const { t } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const returnFocus = useCallback(() => menuButton.current, []);
  const staff = session.isOwner || session.isAdmin || session.isStaff;
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
            <AccountPending />
          ) : session.user ? (
            <Suspense fallback={<AccountPending />}>
              <AccountLinks email={session.user.email} staff={staff} />
            </Suspense>
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
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          onClick={() => setOpen(true)}
          // Shown once it works: a prerendered button does nothing until React has hydrated it.
          className={buttonClass('ghost', 'icon', cn('ml-auto md:hidden', hydrating && 'invisible'))}
          aria-label={t('nav.openMenu')}
        >
          <Menu aria-hidden className="size-5" />
        </button>
        {open && (
          <Suspense fallback={null}>
            <MobileMenu onClose={close} returnFocus={returnFocus} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
