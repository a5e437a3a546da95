import type { Locale } from '../i18n';
import { inTransaction } from '../db/transaction';
import type { Database } from '../db/connection';
import { newGuestLink } from '../kernel/guest-link';
import { waitlistJoinedEmail } from '../notification/reservation-emails';
import { insertWithTrail } from '../kernel/trail';
import { loadBookingState, readAndHold } from './booking-state';
import { consume } from '../rate-limit/service';
import { offerFreedTables } from '../waitlist/offers';
import { assertSlotOpen, placeHold, prepareHold, requireDiningVenue, slotFits, type BookingDeps } from './booking';
import { allocateOffers, timeRule } from './capacity';
import { wallClock } from './clock';
import { loadHolders, loadVenue, loadWaiting, lockVenue, waitlistValues, type GuestDetails } from './repository';
import { availabilityInput, createReservationInput, type CreateReservationParsed, TIME_SLOTS, type Availability, type CreateReservationResult } from './schema';

export interface BookingMeta {
  ip: string;
  locale: Locale;
}

/**
 * Books a table or, when the slot is full, puts the guest on the waitlist (ADR 011). One
 * transaction under the venue lock decides; emails go out after commit.
 */
export async function createReservation(deps: BookingDeps, raw: unknown, meta: BookingMeta, now: Date = new Date()): Promise<CreateReservationResult> {
  return bookTable(deps, createReservationInput.parse(raw), meta, now);
}

/**
 * `createReservation` for input already parsed by `createReservationInput` (the API router's
 * `.input()` has): parsed once per request (ADR 052). Statements, when the slot is free and nobody
 * waits: the rate-limit upsert; begin, the venue lock, ONE statement that reads (repeat, holders,
 * waiting) and writes the hold with its audit row and its email (written claimed), commit; after
 * commit the email's mark as sent. Anything else continues from that read as before.
 */
export async function bookTable(
  deps: BookingDeps,
  input: CreateReservationParsed,
  meta: BookingMeta,
  now: Date = new Date(),
): Promise<CreateReservationResult> {
  await consume(deps.db, [`booking:ip:${meta.ip}`, `booking:email:${input.guestEmail}`], deps.rateLimit, now);
  const guest: GuestDetails = {
    restaurantId: input.restaurantId,
    date: input.date,
    time: input.time,
    partySize: input.partySize,
    guestName: input.guestName,
    guestEmail: input.guestEmail,
    guestPhone: input.guestPhone ?? null,
    notes: input.notes ?? null,
    locale: meta.locale,
    idempotencyKey: input.idempotencyKey ?? null,
  };
  return inTransaction(deps.db, async (trx, afterCommit): Promise<CreateReservationResult> => {
    const venue = requireDiningVenue(await lockVenue(trx, input.restaurantId));
    let slotClosed: unknown = null;
    try {
      assertSlotOpen(venue, input.date, input.time, now);
    } catch (err) {
      slotClosed = err;
    }
    // The common case in one statement after the lock: read, and hold when nothing stands in the way.
    const hold = slotClosed ? null : prepareHold(afterCommit, deps, venue, guest, now, { via: 'booking' });
    const state = hold ? await readAndHold(trx, guest, now, venue, hold) : await loadBookingState(trx, guest, now);
    // A retried request (same key), or the same guest asking again while their hold is live,
    // answers what the first one got instead of holding a second table (ADR 024), whatever the slot now says.
    const repeat = state.repeat;
    if (repeat?.kind === 'reservation') return { status: 'awaiting_deposit', reservationId: repeat.id, viewToken: repeat.viewToken };
    if (repeat?.kind === 'waitlist') return { status: 'waitlisted', waitlistId: repeat.id, viewToken: repeat.viewToken };
    if (slotClosed) throw slotClosed;
    if (hold && 'placed' in state && state.placed) return { status: 'awaiting_deposit', reservationId: hold.id, viewToken: hold.viewToken };
    const holders = state.holders;
    // Guests already waiting come first: a table freed since the last offer run is theirs.
    if (state.anyoneWaiting) await offerFreedTables(trx, afterCommit, deps, venue, input.date, holders, now);
    if (slotFits(venue, holders, input.time)) {
      const placed = await placeHold(trx, afterCommit, deps, venue, guest, now, { via: 'booking' });
      return { status: 'awaiting_deposit', reservationId: placed.reservationId, viewToken: placed.viewToken };
    }
    const link = newGuestLink('waitlist');
    const id = link.id;
    const viewToken = link.token;
    const mail = waitlistJoinedEmail(meta.locale, {
      guestName: input.guestName,
      venue: venue.name,
      date: input.date,
      time: input.time,
      partySize: input.partySize,
      url: `${deps.appUrl}/waitlist/${id}?token=${viewToken}`,
    });
    // The entry, its audit row and its email in one round trip (ADR 052).
    await insertWithTrail(trx, 'waitlist_entries', id, waitlistValues(guest, link.hash), {
      audit: { entity: 'waitlist_entry', action: 'joined', meta: { restaurant_id: venue.id, date: input.date, time: input.time, party_size: input.partySize } },
      mail: { message: { to: input.guestEmail, kind: 'waitlist_joined', ...mail }, transport: deps.email, afterCommit },
    });
    return { status: 'waitlisted', waitlistId: id, viewToken };
  });
}

/** Every SPEC slot of one venue date with the same rules as booking (read-only, no lock). */
export async function availability(db: Database, raw: { restaurantId: string; date: string }, now: Date = new Date()): Promise<Availability> {
  const input = availabilityInput.parse(raw);
  const venue = requireDiningVenue(await loadVenue(db, input.restaurantId));
  const [holders, waiting] = await Promise.all([loadHolders(db, venue.id, input.date, now), loadWaiting(db, venue.id, input.date)]);
  // Tables the next booking would first offer to waiting guests are not free for a newcomer.
  allocateOffers(venue, input.date, holders, waiting, now);
  return {
    restaurantId: venue.id,
    date: input.date,
    today: wallClock(venue.timezone, now).date,
    timezone: venue.timezone,
    slots: TIME_SLOTS.map((time) => {
      const reason = timeRule(venue, input.date, time, now) ?? (slotFits(venue, holders, time) ? null : 'full');
      return { time, available: reason === null, reason };
    }),
  };
}
