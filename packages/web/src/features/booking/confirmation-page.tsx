import { useSuspenseQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { count } from '@tablestay/core/i18n/format';
import { useI18n } from '../../i18n';
import { trpc, trpcClient } from '../../trpc';
import { useSession } from '../auth/use-session';
import { reportError } from '../../components/report-error';
import { WhenLine } from './book-page';
import { downloadIcs } from './ics';
import { ConfirmedHeader, Confirming, CopyDetailsButton, OpenMapsButton, VenueHeading, VenueMap } from '../shared/booking-parts';
import { CreateAccountPrompt } from './create-account-prompt';
import { LinkProblem } from './link-problem';
import { confirmationPoll, confirmationView } from './link-state';
import { StayConfirmation } from './stay-pages';
import { TokenPage } from './token-route';
import { useNow } from './use-now';

export function ConfirmationPage(props: { id: string; token?: string; type?: 'stay' }) {
  return <TokenPage {...props} missing="Invalid confirmation link - missing access token" dining={Confirmation} stay={StayConfirmation} />;
}

function Confirmation({ id, token }: { id: string; token: string }) {
  const { t, tm, locale, formatDate } = useI18n();
  const session = useSession();
  const [since] = useState(() => Date.now());
  const now = useNow(2000);
  // After paying, the verified payment event may land a moment after the guest does: wait for it.
  // The route's loader awaited the first answer; a wrong link fails into the route's TokenError.
  const reservation = useSuspenseQuery({
    ...trpc.reservation.byToken.queryOptions({ id, token }),
    refetchInterval: (q) => confirmationPoll(q.state.data, Date.now() - since),
  });

  const r = reservation.data;
  const view = confirmationView(r, now - since);
  if (view === 'confirming') return <Confirming />;
  if (view === 'not_found') return <LinkProblem message="Confirmed reservation not found" />;

  const details = [r.restaurant.name, r.restaurant.address, `${formatDate(r.date)} ${r.time}`, count(locale, 'people', r.party_size), r.guest_name].join('\n');
  const addToCalendar = async () => {
    try {
      await downloadIcs(await trpcClient.reservation.ics.query({ id, token }));
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <ConfirmedHeader title={t('booking.confirmedTitle')} email={r.guest_email} />
      <Card className="mt-6 flex flex-col gap-4">
        <VenueHeading name={r.restaurant.name} address={r.restaurant.address} />
        <WhenLine date={r.date} time={r.time} party={r.party_size} />
        {r.notes && <p className="rounded-lg bg-muted p-3 text-sm">{r.notes}</p>}
        <div className="flex flex-wrap gap-2">
          <CopyDetailsButton details={details} />
          <OpenMapsButton name={r.restaurant.name} address={r.restaurant.address} />
          <Button variant="outline" onClick={addToCalendar}>
            <CalendarPlus aria-hidden className="size-4" /> {t('booking.addToCalendar')}
          </Button>
        </div>
        <VenueMap name={r.restaurant.name} address={r.restaurant.address} />
      </Card>
      {!session.user && <CreateAccountPrompt email={r.guest_email} />}
    </section>
  );
}
