import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowRight, BedDouble, CalendarDays, Moon, Users } from 'lucide-react';
import { useState } from 'react';
import type { StayBookingView } from '@tablestay/core/stay/schema';
import { Card } from '../../components/ui/card';
import { count } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { useSession } from '../auth/use-session';
import { BookingSummary, ConfirmedHeader, Confirming, CopyDetailsButton, OpenMapsButton, VenueHeading, VenueMap } from '../shared/booking-parts';
import { CreateAccountPrompt } from './create-account-prompt';
import { LinkProblem } from './link-problem';
import type { DepositKind } from './deposit-panel';
import { confirmationPoll, confirmationView } from './link-state';
import { useNow } from './use-now';
import { AddDinners } from '../trips/add-dinners';

// The deposit and confirmation pages for a stay booking (/deposit/{id}?type=stay, /confirmation/{id}?type=stay).
// Same flow and components as dining; the stay's own summary.

function useStayBooking(id: string, token: string, opts: { pollWhileUnpaidSince?: number } = {}) {
  const since = opts.pollWhileUnpaidSince;
  // The route's loader awaited it; a wrong link fails into the route's TokenError (ADR 106).
  return useSuspenseQuery({
    ...trpc.stay.byToken.queryOptions({ id, token }),
    refetchInterval: (q) => (since === undefined ? false : confirmationPoll(q.state.data, Date.now() - since)),
  });
}

/** Check-in → check-out, nights and guests, as one line. */
export function StayLine({ b }: { b: Pick<StayBookingView, 'check_in' | 'check_out' | 'nights' | 'guests'> }) {
  const { t, locale, formatDate } = useI18n();
  const day = (d: string) => formatDate(d, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="stay-dates">
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden className="size-4" />
        <span className="sr-only">{t('booking.stayDates')}: </span>
        {day(b.check_in)} <ArrowRight aria-label="→" className="size-4" /> {day(b.check_out)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Moon aria-hidden className="size-4" />
        {count(locale, 'nights', b.nights)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Users aria-hidden className="size-4" />
        {count(locale, 'people', b.guests)}
      </span>
    </p>
  );
}

/** The room booked, under the property's address. */
function RoomLine({ b }: { b: Pick<StayBookingView, 'room_type'> }) {
  const { tr } = useI18n();
  return (
    <p className="mt-1 flex items-center gap-1 text-sm font-medium">
      <BedDouble aria-hidden className="size-4" />
      {tr(b.room_type)}
    </p>
  );
}

/** A stay's deposit (`KindDeposit`): the property and room, the dates and the price; Book again opens the property. */
export const STAY_DEPOSIT: DepositKind<StayBookingView> = {
  type: 'stay',
  query: (id, token) => trpc.stay.byToken.queryOptions({ id, token }),
  venue: (b) => b.property,
  words: (b, t) => ({
    text: t('booking.stayDepositText', { property: b.property.name }),
    alreadyConfirmed: t('booking.stayAlreadyConfirmed'),
    holdExpired: t('booking.roomHoldExpired'),
  }),
  Booked: RoomLine,
  Facts: StayLine,
  lines: (b, { t, tr, locale }) => [
    { label: t('booking.roomType'), value: tr(b.room_type) },
    { label: t('booking.pricePerNight'), value: formatEur(locale, toCents(b.price_per_night_eur)), testId: 'price-per-night' },
    { label: t('booking.nightsLabel'), value: b.nights },
    { label: t('booking.total'), value: formatEur(locale, toCents(b.total_eur)), testId: 'stay-total' },
    { label: t('booking.bookedBy'), value: b.guest_name },
  ],
  BookAgain: ({ b, className, children }) => (
    <a href={`/stays/${b.property.id}`} className={className}>
      {children}
    </a>
  ),
};

export function StayConfirmation({ id, token }: { id: string; token: string }) {
  const { t, tr, locale, formatDate } = useI18n();
  const session = useSession();
  const [since] = useState(() => Date.now());
  const now = useNow(2000);
  // After paying, the verified payment event may land a moment after the guest does: wait for it.
  const booking = useStayBooking(id, token, { pollWhileUnpaidSince: since });

  const b = booking.data;
  const view = confirmationView(b, now - since);
  if (view === 'confirming') return <Confirming />;
  if (view === 'not_found') return <LinkProblem stays message="Confirmed reservation not found" />;

  const details = [
    b.property.name,
    b.property.address,
    tr(b.room_type),
    `${t('booking.checkIn')}: ${formatDate(b.check_in)}`,
    `${t('booking.checkOut')}: ${formatDate(b.check_out)}`,
    count(locale, 'nights', b.nights),
    count(locale, 'people', b.guests),
    b.guest_name,
  ].join('\n');

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <ConfirmedHeader title={t('booking.stayConfirmedTitle')} email={b.guest_email} />
      <Card className="mt-6 flex flex-col gap-4">
        <VenueHeading name={b.property.name} address={b.property.address}>
          <RoomLine b={b} />
        </VenueHeading>
        <StayLine b={b} />
        <BookingSummary
          lines={[
            { label: t('booking.checkIn'), value: formatDate(b.check_in) },
            { label: t('booking.checkOut'), value: formatDate(b.check_out) },
            { label: t('booking.guestsLabel'), value: b.guests },
            { label: t('booking.bookedBy'), value: b.guest_name },
          ]}
        />
        {b.notes && <p className="rounded-lg bg-muted p-3 text-sm">{b.notes}</p>}
        <div className="flex flex-wrap gap-2">
          <CopyDetailsButton details={details} />
          <OpenMapsButton name={b.property.name} address={b.property.address} />
        </div>
        <VenueMap name={b.property.name} address={b.property.address} />
      </Card>
      {b.canCancel && <AddDinners source={{ bookingId: id, token }} checkIn={b.check_in} checkOut={b.check_out} />}
      {!session.user && <CreateAccountPrompt email={b.guest_email} />}
    </section>
  );
}
