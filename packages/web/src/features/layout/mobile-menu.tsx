import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { useSignOut } from '../auth/sign-out';
import { useSession } from '../auth/use-session';
import { LanguageSwitch } from './language-switch';
import { MENUS } from './nav';
import { NavLink } from './nav-link';
import { useHydrating } from './picture';

export interface MobileMenuProps {
  onClose(): void;
  returnFocus: () => HTMLElement | null;
}

/**
 * The phone menu as a native modal `<dialog>` (ADR 054): the browser traps focus, makes the page
 * behind it inert and closes it on Escape, with no dialog library in the first load. Rendered only
 * while open, and loaded on the menu button's first hover, focus or tap (header.tsx); a click on the
 * backdrop closes it too (`closedby`), and focus goes back to the menu button.
 */
export function MobileMenu({ onClose, returnFocus }: MobileMenuProps) {
  const { t } = useI18n();
  const session = useSession();
  const signOut = useSignOut();
  const staff = session.isOwner || session.isAdmin || session.isStaff;
  const known = !useHydrating() && !session.loading;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      returnFocus()?.focus();
    };
  }, [returnFocus]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      closedby="any"
      onClose={onClose}
      className="m-0 ml-auto h-dvh max-h-dvh w-[85vw] max-w-sm border-0 bg-background p-0 text-foreground shadow-xl backdrop:bg-black/40"
    >
      <div className="flex min-h-full flex-col gap-4 p-5">
        <div className="flex items-center justify-between">
          <h2 id={`${id}-title`} className="font-display text-lg font-bold text-primary">
            {t('brand.name')}
          </h2>
          <button type="button" onClick={onClose} className={buttonClass('ghost', 'icon')} aria-label={t('nav.closeMenu')}>
            <X aria-hidden className="size-5" />
          </button>
        </div>
        {MENUS.map((menu) => (
          <nav key={menu.label} aria-label={t(menu.label)}>
            <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t(menu.label)}</h2>
            <ul>
              {menu.items.map((item) => (
                <li key={item.label}>
                  <NavLink to={item.to} search={item.search} onClick={onClose} className="block rounded-lg px-2 py-2.5 hover:bg-muted">
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
              <NavLink to="/my-reservations" onClick={onClose} className={buttonClass('outline')}>
                {t('nav.myReservations')}
              </NavLink>
              {staff && (
                <NavLink to="/dashboard" onClick={onClose} className={buttonClass('outline')}>
                  {t('nav.dashboard')}
                </NavLink>
              )}
              <Button
                variant="ghost"
                onClick={() => {
                  onClose();
                  signOut.mutate();
                }}
              >
                {t('nav.logout')}
              </Button>
            </>
          ) : (
            <>
              <Link to="/auth" onClick={onClose} className={buttonClass('outline')}>
                {t('nav.login')}
              </Link>
              <Link to="/auth" search={{ mode: 'signup' }} onClick={onClose} className={buttonClass('primary')}>
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
