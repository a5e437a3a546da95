import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { calendarIcs, type CalendarEvent } from '../reservation/ics';
import { inTransaction } from '../db/transaction';
import { lockVenuesInOrder } from '../reservation/capacity-repository';
import { moveUnderLock } from '../hold/apply-move';
import { tableMoves } from '../reservation/moves';
import { rowByToken as tableRowByToken } from '../reservation/guest-view';
import type { BookingDeps } from '../reservation/booking';
import { roomMoves, rowByToken as stayRowByToken } from '../stay/moves';
import type { StayDeps } from '../stay/shared';
import { toMinutes, wallToInstant } from '../time/zone';
import { among, calendarStatus, ROOMS, TABLES } from '../hold/lifecycle';
import { tripFor, type TripCaller } from './service';
import { cancelTripInput, type TripAccessInput, type TripView } from './schema';
import { tripView } from './view';
import { linkTokenSlot } from '../account/guest-link';
import { queueEmail } from '../notification/email';
import { tripCancelledEmail } from '../notification/trip-emails';
import { findTrip, tripsByEmail } from './repository';

/** The trip's page (ADR 112): by its link, or for the signed-in guest it belongs to. */
export async function getTrip(db: Database, raw: TripAccessInput, caller: TripCaller, now: Date = new Date()): Promise<TripView> {
  return tripView(db, await tripFor(db, raw, caller), now);
}

/** One card per trip on /me: the trips booked under the guest's proven email, newest first. */
export async function myTrips(db: Database, email: string, now: Date = new Date()): Promise<TripView[]> {
  const rows = await tripsByEmail(db, email);
  const trips = await Promise.all(rows.map((r) => findTrip(db, r.id)));
  return Promise.all(trips.filter((t) => t !== undefined).map((t) => tripView(db, t, now)));
}

const WORDS = {
  en: { checkIn: 'Check-in', checkOut: 'Check-out', stay: 'Stay', table: 'Table at', party: (n: number) => `Party of ${n}` },
  sl: { checkIn: 'Prijava', checkOut: 'Odjava', stay: 'Bivanje', table: 'Miza v', party: (n: number) => `Število oseb: ${n}` },
};

/**
 * One calendar file with every event of the trip (ADR 112), in the trip's language: the stay as
 * an all-day event over its nights, and each dinner still held, at its venue's wall time.
 */
export async function tripIcs(db: Database, raw: TripAccessInput, caller: TripCaller, now: Date = new Date()): Promise<{ filename: string; content: string }> {
  const view = await getTrip(db, raw, caller, now);
  const w = WORDS[view.locale];
  const s = view.stay;
  const events: CalendarEvent[] = [
    {
      uid: `stay-${s.id}`,
      summary: `${w.stay}: ${s.property.name} · ${s.roomType}`,
      location: s.property.address,
      description: `${w.checkIn} ${s.checkIn} · ${w.checkOut} ${s.checkOut}`,
      status: calendarStatus(ROOMS, s.status),
      when: { startDate: s.checkIn, endDate: s.checkOut },
    },
  ];
  for (const d of view.dinners) {
    if (!among(TABLES.standing, d.status)) continue;
    const start = wallToInstant(d.restaurant.timezone, d.date, toMinutes(d.time));
    events.push({
      uid: `reservation-${d.id}`,
      summary: `${w.table} ${d.restaurant.name}`,
      location: d.restaurant.address,
      description: w.party(d.partySize),
      status: calendarStatus(TABLES, d.status),
      // Two hours, as long as a dinner takes; the venue's own turn rules its tables, not calendars.
      when: { start, end: new Date(start.getTime() + 120 * 60_000) },
    });
  }
  return { filename: `trip-${s.checkIn}.ics`, content: calendarIcs(events, now, s.property.timezone) };
}

/**
 * Cancels the trip's stay and, with `withDinners` (the default), each of its tables the guest may
 * still cancel, in ONE transaction (ADR 112): the property and the restaurants are locked in id
 * order (as every trip write takes them), then each booking is cancelled by the step that cancels
 * it alone (`moveUnderLock` with the kind's moves: its audit row, its email and the freed table's offer
 * to waiting guests, queued for after commit). A table cancelled or lapsed since the page was read
 * is left as it is; the stay not cancellable, and nothing changes. Without `withDinners` the tables
 * stay booked.
 */
export async function cancelTrip(
  deps: { booking: BookingDeps; stay: StayDeps },
  raw: unknown,
  caller: TripCaller,
  now: Date = new Date(),
): Promise<{ stay: typeof ROOMS.owner.cancel.to; tablesCancelled: number }> {
  const input = cancelTripInput.parse(raw);
  const db = deps.booking.db;
  const view = await getTrip(db, input, caller, now);
  // A stay already cancelled (alone, before) is no refusal when its dinners are to go too: the
  // same Cancel, asked again, cancels the tables left.
  const again = among(ROOMS.gone, view.stay.status) && input.withDinners;
  if (!again && !view.stay.canCancel) throw new DomainError('stay.cancel_not_allowed');
  const stay = await stayRowByToken(db, { id: view.stay.id, token: view.stay.token });
  const live = input.withDinners ? view.dinners.filter((d) => d.canCancel) : [];
  const tables = await Promise.all(live.map((d) => tableRowByToken(db, { id: d.id, token: d.token })));
  return inTransaction(db, async (trx, afterCommit) => {
    await lockVenuesInOrder(trx, [stay.restaurant_id, ...tables.map((t) => t.restaurant_id)]);
    // Each booking is cancelled quietly: the guest gets one email for the trip, below.
    if (!again) {
      const ok = (await moveUnderLock(trx, afterCommit, roomMoves(deps.stay), stay, 'cancel', { actor: 'guest', quiet: true }, now)) !== null;
      // Throwing rolls back: the stay changed since the page was read, and no table is touched either.
      if (!ok) throw new DomainError('stay.cancel_not_allowed');
    }
    const cancelled: string[] = [];
    for (const row of tables)
      if ((await moveUnderLock(trx, afterCommit, tableMoves(deps.booking), row, 'cancel', { actor: 'link', quiet: true }, now)) !== null)
        cancelled.push(row.id);
    if (!again || cancelled.length > 0) {
      const after = await tripView(trx, (await findTrip(trx, view.id))!, now);
      const mail = tripCancelledEmail(view.locale, after, cancelled, `${deps.booking.appUrl}/trips/${view.id}?token=${linkTokenSlot('trip', view.id)}`);
      await queueEmail(trx, afterCommit, deps.booking.email, { to: stay.guest_email, kind: 'trip_cancelled', ...mail });
    }
    return { stay: ROOMS.owner.cancel.to, tablesCancelled: cancelled.length };
  });
}
