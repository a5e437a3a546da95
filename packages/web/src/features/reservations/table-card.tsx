import type { GuestReservation } from '@tablestay/core/reservation/schema';
import { trpcClient } from '../../trpc';
import { WhenLine } from '../booking/book-page';
import type { CardKind } from './booking-card';

/** A table reservation on /me (`BookingCard`): restaurant, day, time and party; its status is the group's heading. */
export const TABLE_CARD: CardKind<GuestReservation> = {
  testId: 'reservation-card',
  entity: 'reservation',
  venue: (r) => r.restaurant,
  badge: false,
  Facts: ({ b: r }) => <WhenLine date={r.date} time={r.time} party={r.party_size} />,
  ics: (id) => trpcClient.reservation.ics.query({ id }),
  cancel: (id) => trpcClient.reservation.cancel.mutate({ id }),
  cancelText: (r, { t, formatDate }) => t('booking.cancelText', { restaurant: r.restaurant.name, when: `${formatDate(r.date)} ${r.time}` }),
  paidToVenue: (r) => r.paid,
};
