import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { useSignOut } from '../auth/sign-out';
import { useSession } from '../auth/use-session';
import { forgetOfflineDay } from '../owner/offline-day-store';
import { ROLE_LABEL } from './invite-form';

/**
 * /invite?token=…: the page an invitation's email links to (ADR 127). It says who invites whom to
 * which venues as what; accepting signs this browser in to the invited address (proving it, as a
 * magic link does) and opens the console. Signed in as someone else, it asks to sign out first.
 */
export function InvitePage({ token }: { token?: string }) {
  const { t, te } = useI18n();
  const session = useSession();
  const signOut = useSignOut({ to: token ? `/invite?token=${encodeURIComponent(token)}` : '/' });
  const invitation = useQuery({ ...trpc.staff.invitation.queryOptions({ token: token ?? '' }), enabled: Boolean(token), retry: false });
  const accept = useMutation({
    ...trpc.staff.accept.mutationOptions(),
    onSuccess: ({ redirectTo }) => {
      // Another person on a shared device: nothing of the previous one's stays behind.
      forgetOfflineDay();
      window.location.assign(redirectTo);
    },
  });
  const failure = !token ? t('staff.accept.missing') : invitation.error ? te(invitation.error) : accept.error ? te(accept.error) : null;
  const data = invitation.data;
  const other = data && session.user && session.user.email !== data.email ? session.user.email : null;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h1 className="font-display text-2xl font-bold">{t('staff.accept.title')}</h1>
        {failure && (
          <div role="alert" className="flex flex-col gap-3">
            <p>{failure}</p>
            <Link to="/" className={buttonClass('outline', 'md', 'self-start')}>
              {t('staff.accept.home')}
            </Link>
          </div>
        )}
        {!failure && !data && (
          <p role="status" className="flex items-center gap-3">
            <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
          </p>
        )}
        {!failure && data && (
          <>
            <p>{t('staff.accept.body', { inviter: data.inviter, venues: data.venues.join(', '), role: t(ROLE_LABEL[data.role]) })}</p>
            <p className="text-sm text-muted-foreground">{t('staff.accept.for', { email: data.email })}</p>
            {other ? (
              <>
                <p role="alert">{t('staff.accept.otherAccount', { me: other })}</p>
                <Button variant="outline" className="self-start" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
                  {t('staff.accept.signOut')}
                </Button>
              </>
            ) : (
              <Button className="self-start" disabled={accept.isPending || session.loading} onClick={() => accept.mutate({ token: token! })}>
                {t('staff.accept.button')}
              </Button>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
