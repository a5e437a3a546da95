import { useIsMutating } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { useSignOut } from '../auth/sign-out';
import { NavLink } from './nav-link';

/**
 * The header's account area for a signed-in visitor (wide screens): loaded once the session says
 * someone is signed in, so a signed-out first load carries neither it nor the sign-out.
 */
export function AccountLinks({ email, staff }: { email: string; staff: boolean }) {
  const { t } = useI18n();
  const signOut = useSignOut();
  // A sign-out started from the phone menu (its own useSignOut) disables this button too.
  const signingOut = useIsMutating({ mutationKey: trpc.account.signOut.mutationKey() }) > 0;
  return (
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
        {email}
      </span>
      <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signingOut}>
        <LogOut aria-hidden className="size-4" /> {t('nav.logout')}
      </Button>
    </>
  );
}
