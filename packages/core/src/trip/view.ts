import type { Db } from '../db/connection';
import { roomTypeName } from '../i18n/labels';
import { statusAt, TABLES } from '../hold/lifecycle';
import { guestLinkToken } from '../account/guest-link';
import { reservationActions } from '../reservation/guest-actions';
import { stayActions } from '../stay/guest-actions';
import { findStayBooking } from '../stay/repository';
import { nightsBetween } from '../stay/schema';
import { effectiveStayStatus } from '../stay/shared';
import { addDays } from '../time/zone';
import { tripTables, type TripRow } from './repository';
import type { TripDinner, TripEvent, TripView } from './schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The trip as its page shows it (ADR 112): the stay, its dinners, the itinerary by day and what is
 * left to pay. Each booking keeps its own status and deposit (deposits go straight to each venue);
 * the guest-action flags are each kind's own (ADR 107). The trip's link opens each booking's own
 * link, derived from its id (ADR 022), so the deposit pages take them as they are.
 */
export async function tripView(db: Db, trip: TripRow, now: Date): Promise<TripView> {
  const [stay, tables] = await Promise.all([findStayBooking(db, trip.stay_booking_id), tripTables(db, trip.id)]);
  if (!stay) throw new Error(`trip ${trip.id} without its stay`);
  const stayFlags = stayActions({ ...stay, timezone: stay.v_timezone, reviewed: false }, now);
  const dinners: TripDinner[] = tables.map((t) => ({
    id: t.id,
    token: guestLinkToken('reservation', t.id),
    status: statusAt(TABLES, t.status, t.expires_at, now),
    date: t.date,
    time: t.time,
    partySize: t.party_size,
    depositEur: Number(t.deposit_eur),
    expiresAt: iso(t.expires_at),
    restaurant: { id: t.restaurant_id, name: t.v_name, address: t.v_address, timezone: t.v_timezone },
    ...reservationActions({ ...t, timezone: t.v_timezone, reviewed: false }, now),
  }));
  const days: TripView['days'] = [];
  const nights = nightsBetween(stay.check_in, stay.check_out);
  const dates = new Set([...Array.from({ length: nights + 1 }, (_, i) => addDays(stay.check_in, i)), ...dinners.map((d) => d.date)]);
  for (const date of [...dates].sort()) {
    const events: TripEvent[] = [];
    if (date === stay.check_in) events.push({ kind: 'check_in', date });
    for (const d of dinners) if (d.date === date) events.push({ kind: 'dinner', date, dinnerId: d.id });
    if (date === stay.check_out) events.push({ kind: 'check_out', date });
    days.push({ date, events });
  }
  const stayToken = guestLinkToken('stay', stay.id);
  return {
    id: trip.id,
    token: guestLinkToken('trip', trip.id),
    locale: trip.locale,
    guestName: stay.guest_name,
    stay: {
      id: stay.id,
      token: stayToken,
      status: effectiveStayStatus(stay.status, stay.expires_at, now),
      checkIn: stay.check_in,
      checkOut: stay.check_out,
      nights,
      guests: stay.guests,
      depositEur: Number(stay.deposit_eur),
      expiresAt: iso(stay.expires_at),
      property: { id: stay.restaurant_id, name: stay.v_name, address: stay.v_address, city: stay.v_city, timezone: stay.v_timezone },
      roomType: roomTypeName(trip.locale, { name: stay.rt_name, name_sl: stay.rt_name_sl }),
      ...stayFlags,
    },
    dinners,
    days,
    toPay: [
      ...(stayFlags.canPay ? [{ type: 'stay' as const, id: stay.id, token: stayToken }] : []),
      ...dinners.filter((d) => d.canPay).map((d) => ({ type: 'table' as const, id: d.id, token: d.token })),
    ],
  };
}
