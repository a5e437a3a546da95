import { timeIn } from '@tablestay/core/i18n/format';
import { WAITLIST } from '@tablestay/core/hold/lifecycle';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Hourglass, MapPin, PartyPopper } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { WhenLine } from './book-page';
import { rememberToken } from './format';
import { LinkProblem } from './link-problem';
import { waitlistView } from './link-state';
import { useNow } from './use-now';
import { refreshBookings } from '../shared/booking-queries';

export function WaitlistPage({ id, token, offer }: { id: string; token?: string; offer?: string }) {
  if (!token) return <LinkProblem message="Invalid access link" />;
  return <Waitlist id={id} token={token} offer={offer} />;
}

function Waitlist({ id, token, offer }: { id: string; token: string; offer?: string }) {
  const { t, tm, locale } = useI18n();
  const navigate = useNavigate();
  // The route's loader awaited it; a wrong link fails into the route's TokenError (ADR 106).
  const entry = useSuspenseQuery({ ...trpc.waitlist.byToken.queryOptions({ id, token }), refetchInterval: 30_000 });
  const queryClient = useQueryClient();
  const claim = useMutation(trpc.waitlist.claim.mutationOptions());
  const leave = useMutation(trpc.waitlist.leave.mutationOptions());
  const now = useNow();

  const w = entry.data;
  const { offerLive, canLeave } = waitlistView(w, now);

  const onLeave = async () => {
    try {
      await leave.mutateAsync({ id, token });
      await entry.refetch();
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };

  const onClaim = async () => {
    try {
      const r = await claim.mutateAsync({ id, token, offer });
      await refreshBookings(queryClient, 'reservation', { whenShown: true });
      rememberToken(r.reservationId, r.viewToken);
      await navigate({ to: '/deposit/$id', params: { id: r.reservationId }, search: { token: r.viewToken } });
    } catch (err) {
      reportError(err, tm, t('common.error'));
      void entry.refetch();
    }
  };

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8">
      <Card className="flex flex-col gap-4">
        {offerLive ? (
          <>
            <div className="flex items-center gap-3">
              <PartyPopper aria-hidden className="size-8 text-primary" />
              <h1 className="font-display text-2xl font-bold">{t('booking.offerTitle')}</h1>
            </div>
            <p>{t('mine.offerDeadline', { time: timeIn(locale, w.offer!.expiresAt, w.restaurant.timezone), zone: w.restaurant.timezone })}</p>
          </>
        ) : (
          <div className="flex items-center gap-3">
            <Hourglass aria-hidden className="size-8 text-primary" />
            <h1 className="font-display text-2xl font-bold">{t('booking.waitlistTitle')}</h1>
          </div>
        )}
        <div>
          <h2 className="text-lg font-semibold">{w.restaurant.name}</h2>
          <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-4" />
            {w.restaurant.address}
          </p>
        </div>
        <WhenLine date={w.date} time={w.time} party={w.party_size} />
        {offerLive ? (
          <Button size="lg" onClick={onClaim} disabled={claim.isPending}>
            {claim.isPending ? t('booking.claiming') : t('booking.claim')}
          </Button>
        ) : w.status === WAITLIST.converted ? (
          <p role="status" className="rounded-lg bg-accent p-3">
            {t('booking.converted')}
          </p>
        ) : w.status === WAITLIST.queued ? (
          <>
            <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted p-4">
              <div>
                <dt className="text-sm text-muted-foreground">{t('booking.position')}</dt>
                <dd className="text-3xl font-bold" data-testid="waitlist-position">
                  #{w.position}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">{t('booking.estimatedWait')}</dt>
                <dd className="text-lg font-semibold">
                  {w.estimatedWaitMinutes === null ? t('booking.noEstimate') : t('booking.minutes', { n: w.estimatedWaitMinutes })}
                </dd>
              </div>
            </dl>
            <p className="text-sm text-muted-foreground">{t('booking.waitlistText')}</p>
          </>
        ) : w.status === WAITLIST.left ? (
          <p role="status" className="rounded-lg bg-accent p-3">
            {t('mine.leftWaitlist')}
          </p>
        ) : (
          <p role="status" className="rounded-lg bg-accent p-3">
            {t('booking.waitlistExpired')}
          </p>
        )}
        {canLeave && (
          <AlertDialog.Root>
            <AlertDialog.Trigger className={buttonClass('ghost', 'sm', 'self-start text-destructive')} disabled={leave.isPending}>
              {leave.isPending ? t('mine.leaving') : t('mine.leaveWaitlist')}
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
              <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-background p-6 shadow-xl">
                <AlertDialog.Title className="text-lg font-semibold">{t('mine.leaveWaitlist')}</AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-muted-foreground">
                  {t('mine.leaveConfirm', { restaurant: w.restaurant.name })}
                </AlertDialog.Description>
                <div className="mt-6 flex justify-end gap-2">
                  <AlertDialog.Cancel className={buttonClass('outline')}>{t('mine.stayOnWaitlist')}</AlertDialog.Cancel>
                  <AlertDialog.Action className={buttonClass('destructive')} onClick={onLeave}>
                    {t('mine.leaveWaitlist')}
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        )}
      </Card>
    </section>
  );
}
