import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowRight, BedDouble, CalendarDays, MapPin, Moon, Users } from 'lucide-react';
import { useState } from 'react';
import type { StayBookingView } from '@tablestay/core/stay/schema';
import { StatusBadge } from '../../components/status-badge';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { count, formatEur, toCents } from '@tablestay/core/i18n/format';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { useSession } from '../auth/use-session';
import { ConfirmedHeader, Confirming, CopyDetailsButton, OpenMapsButton, VenueMap } from '../shared/booking-parts';
import { CreateAccountPrompt } from './create-account-prompt';
import { LinkProblem } from './link-problem';
import { DepositAmount, DepositPanel, type DepositKind } from './deposit-panel';
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

function PropertyHeading({ b, badge = false }: { b: StayBookingView; badge?: boolean }) {
  const { tl } = useI18n();
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <h2 className="text-xl font-semibold">{b.property.name}</h2>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4" />
          {b.property.address}
        </p>
        <p className="mt-1 flex items-center gap-1 text-sm font-medium">
          <BedDouble aria-hidden className="size-4" />
          {tl(b.room_type.name)}
        </p>
      </div>
      {badge && <StatusBadge status={b.status} />}
    </div>
  );
}

export function StayDeposit({ id, token }: { id: string; token: string }) {
  const { t, tl, locale } = useI18n();
  const booking = useStayBooking(id, token);

  const b = booking.data;
  const kind: DepositKind = {
    type: 'stay',
    alreadyConfirmed: t('booking.stayAlreadyConfirmed'),
    holdExpired: t('booking.roomHoldExpired'),
    bookAgain: (
      <a href={`/stays/${b.property.id}`} className={buttonClass('primary', 'lg')}>
        {t('booking.bookAgain')}
      </a>
    ),
  };

  return (
    <DepositPanel
      id={id}
      token={token}
      booking={b}
      timezone={b.property.timezone}
      text={t('booking.stayDepositText', { property: b.property.name })}
      kind={kind}
      onPayFailed={() => void booking.refetch()}
    >
      <PropertyHeading b={b} badge />
      <StayLine b={b} />
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-muted p-4 text-sm">
        <dt className="text-muted-foreground">{t('booking.roomType')}</dt>
        <dd className="text-right font-medium">{tl(b.room_type.name)}</dd>
        <dt className="text-muted-foreground">{t('booking.pricePerNight')}</dt>
        <dd className="text-right font-medium" data-testid="price-per-night">
          {formatEur(locale, toCents(b.price_per_night_eur))}
        </dd>
        <dt className="text-muted-foreground">{t('booking.nightsLabel')}</dt>
        <dd className="text-right font-medium">{b.nights}</dd>
        <dt className="text-muted-foreground">{t('booking.total')}</dt>
        <dd className="text-right font-medium" data-testid="stay-total">
          {formatEur(locale, toCents(b.total_eur))}
        </dd>
        <dt className="text-muted-foreground">{t('booking.bookedBy')}</dt>
        <dd className="text-right font-medium">{b.guest_name}</dd>
        <DepositAmount eur={b.deposit_eur} />
      </dl>
    </DepositPanel>
  );
}

export function StayConfirmation({ id, token }: { id: string; token: string }) {
  const { t, tl, locale, formatDate } = useI18n();
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
    tl(b.room_type.name),
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
        <PropertyHeading b={b} />
        <StayLine b={b} />
        <dl className="grid grid-cols-2 gap-2 rounded-xl bg-muted p-4 text-sm">
          <dt className="text-muted-foreground">{t('booking.checkIn')}</dt>
          <dd className="text-right font-medium">{formatDate(b.check_in)}</dd>
          <dt className="text-muted-foreground">{t('booking.checkOut')}</dt>
          <dd className="text-right font-medium">{formatDate(b.check_out)}</dd>
          <dt className="text-muted-foreground">{t('booking.guestsLabel')}</dt>
          <dd className="text-right font-medium">{b.guests}</dd>
          <dt className="text-muted-foreground">{t('booking.bookedBy')}</dt>
          <dd className="text-right font-medium">{b.guest_name}</dd>
        </dl>
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
