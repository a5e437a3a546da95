import { Link } from '@tanstack/react-router';
import { BedDouble, Star } from 'lucide-react';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';
import { count } from '@tablestay/core/i18n/format';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { trpcClient } from '../../trpc';
import { StatusBadge } from '../../components/status-badge';
import { StayLine } from '../booking/stay-pages';
import { StayCancel } from '../trips/stay-cancel';
import { StayDinners } from '../trips/stay-dinners';
import type { CardKind } from './booking-card';

/** A stay on /me (`BookingCard`): property, room, dates, nights, status; the review link after check-out, dinners while ahead. */
export const STAY_CARD: CardKind<GuestStayBooking> = {
  testId: 'stay-card',
  entity: 'stay',
  venue: (s) => s.property,
  badge: true,
  Facts: ({ b: s }) => <StayFacts s={s} />,
  Extra: { has: (s) => s.canReview || (s.canCancel && s.upcoming), Actions: StayActions },
  ics: (id) => trpcClient.stay.icsMine.query({ id }),
  cancel: (id) => trpcClient.stay.cancelMine.mutate({ id }),
  cancelText: (s, { t, formatDate }) =>
    t('mine.cancelStayText', { property: s.property.name, checkIn: formatDate(s.check_in), checkOut: formatDate(s.check_out) }),
  paidToVenue: (s) => s.paid && s.deposit_eur > 0,
  Cancel: ({ b: s, text, paidNote, onCancel }) => <StayCancel stayId={s.id} text={text} paidNote={paidNote} onCancel={onCancel} />,
};

function StayActions({ b: s }: { b: GuestStayBooking }) {
  const { t } = useI18n();
  return (
    <>
      {s.canReview && (
        <Link to="/rate-stay/$id" params={{ id: s.id }} search={{}} className={buttonClass('outline', 'sm')}>
          <Star aria-hidden className="size-4" /> {t('mine.rateStay')}
        </Link>
      )}
      {s.canCancel && s.upcoming && <StayDinners stayId={s.id} checkIn={s.check_in} checkOut={s.check_out} />}
    </>
  );
}

function StayFacts({ s }: { s: GuestStayBooking }) {
  const { tr } = useI18n();
  return (
    <>
      <p className="inline-flex items-center gap-1 text-sm font-medium">
        <BedDouble aria-hidden className="size-4" />
        {tr(s.room_type)}
      </p>
      <StayLine b={s} />
    </>
  );
}

/** A stay as one dashboard row, like a table reservation's. */
export function StayRow({ s }: { s: GuestStayBooking }) {
  const { locale, formatDate, tr } = useI18n();
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="stay-row">
      <div>
        <p className="font-medium">
          {s.property.name} · {tr(s.room_type)}
        </p>
        <p className="text-sm text-muted-foreground">{s.property.address}</p>
      </div>
      <div className="flex items-center gap-3 text-sm">
        <span>
          {formatDate(s.check_in)} → {formatDate(s.check_out)} · {count(locale, 'nights', s.nights)}
        </span>
        <StatusBadge status={s.status} />
      </div>
    </li>
  );
}
