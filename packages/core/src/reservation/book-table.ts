import type { Locale } from '../i18n';
import { afterCommitQueue, inTransaction } from '../db/transaction';
import type { Database, Db } from '../db/connection';
import { linkTokenSlot, newGuestLink, guestLinkToken } from '../kernel/guest-link';
import { waitlistJoinedEmail } from '../notification/reservation-emails';
import { insertWithTrail } from '../kernel/trail';
import { loadBookingState, readAndHold, readAndHoldAfterLock, type BookingState, type FoldedLimit } from './booking-state';
import { consume, windowOf } from '../rate-limit/service';
import { offerFreedTables } from '../waitlist/offers';
import { assertSlotOpen, placeHold, prepareHold, requestFacts, requireDiningVenue, slotFits, takesBookings, type BookingDeps } from './booking';
import { allocateOffers, timeRule } from './capacity';
import { wallClock } from '../time/zone';
import { loadWaiting } from '../waitlist/repository';
import { waitlistValues, type GuestDetails } from './booking-repository';
import { guestForm } from '../kernel/guest-form';
import { loadHolders, loadVenue, lockVenue, seenVenues, type VenueRow } from './capacity-repository';
import { keyTakenAsReused, type Earlier } from '../kernel/repeat';
import { answerAskedAgain } from './asked-again';
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
 * waits: ONE statement that counts the attempt against the rate limits, takes the venue
 * lock, reads (repeat, holders, waiting) and writes the hold with its audit row and its email
 * (written claimed), and commits (ADR 052); after commit the email's mark as sent. Anything else
 * counts the attempt first if that statement did not, then decides under `lockVenue` as before.
 */
export async function bookTable(
  deps: BookingDeps,
  input: CreateReservationParsed,
  meta: BookingMeta,
  now: Date = new Date(),
): Promise<CreateReservationResult> {
  const keys = [`booking:ip:${meta.ip}`, `booking:email:${input.guestEmail}`];
  const guest: GuestDetails = {
    restaurantId: input.restaurantId,
    date: input.date,
    time: input.time,
    partySize: input.partySize,
    ...guestForm(input),
    locale: meta.locale,
  };
  const limit: FoldedLimit = { keys, limit: deps.rateLimit.limit, ...windowOf(deps.rateLimit.windowSeconds, now) };
  let outcome: Outcome;
  try {
    const oneTrip = await bookInOneTrip(deps, guest, now, limit);
    if ('counted' in oneTrip) {
      if (!oneTrip.counted) await consume(deps.db, keys, deps.rateLimit, now);
      outcome = await bookUnderLock(deps, guest, now);
    } else outcome = oneTrip;
  } catch (err) {
    // The same key sent at the same time for a booking at another venue (another lock) got there first.
    throw keyTakenAsReused(err);
  }
  if ('held' in outcome) return answerAskedAgain(deps, outcome.held, now);
  return outcome.result;
}

/** What the booking decided: an answer for the request, or the same guest's booking it met (ADR 024). */
type Outcome = { result: CreateReservationResult } | { held: Earlier<'reservation' | 'waitlist'> };

/** A request met its own key's booking: the first answer again, its link derived from the id (ADR 022). */
const answerOf = (e: Earlier<'reservation' | 'waitlist'>): CreateReservationResult =>
  e.kind === 'reservation'
    ? { status: 'awaiting_deposit', reservationId: e.id, viewToken: guestLinkToken('reservation', e.id) }
    : { status: 'waitlisted', waitlistId: e.id, viewToken: guestLinkToken('waitlist', e.id) };

const outcomeOf = (repeat: NonNullable<BookingState['repeat']>): Outcome => ('answer' in repeat ? { result: answerOf(repeat.answer) } : repeat);

/**
 * The common case in one round trip (ADR 052): the venue as this process last read it
 * (`seenVenues`) is checked here, then `readAndHoldAfterLock` counts the attempt and locks the
 * venue only if it is still that row, reads and holds, and commits. No `result` whenever that did
 * not settle the booking (the venue changed or is not bookable at that slot, the slot is full,
 * guests wait): nothing but the count was written, `counted` says whether that was, and
 * `bookUnderLock` decides from scratch, with the errors and the waitlist as before.
 */
async function bookInOneTrip(deps: BookingDeps, guest: GuestDetails, now: Date, limit: FoldedLimit): Promise<Outcome | { counted: boolean }> {
  const venue = await seenVenues.get(deps.db, guest.restaurantId, now.getTime());
  if (!venue || !takesBookings(venue, now) || !slotOpen(venue, guest, now)) return { counted: false };
  const after = afterCommitQueue();
  const hold = prepareHold(after.afterCommit, deps, venue, guest, now, { via: 'booking' });
  const state = await readAndHoldAfterLock(deps.db, guest, now, venue, hold, limit);
  if (!state) {
    seenVenues.forget(deps.db, venue.id);
    return { counted: false };
  }
  if (state.placed) {
    await after.run(deps.db);
    return { result: { status: 'awaiting_deposit', reservationId: hold.id, viewToken: hold.viewToken } };
  }
  return state.repeat ? outcomeOf(state.repeat) : { counted: true };
}

function slotOpen(venue: VenueRow, guest: GuestDetails, now: Date): boolean {
  try {
    assertSlotOpen(venue, guest.date, guest.time, now);
    return true;
  } catch {
    return false;
  }
}

/** One transaction under the venue lock decides (ADR 011); emails go out after commit. */
async function bookUnderLock(deps: BookingDeps, guest: GuestDetails, now: Date): Promise<Outcome> {
  return inTransaction(deps.db, async (trx, afterCommit): Promise<Outcome> => {
    const venue = requireDiningVenue(await lockVenue(trx, guest.restaurantId), now);
    let slotClosed: unknown = null;
    try {
      assertSlotOpen(venue, guest.date, guest.time, now);
    } catch (err) {
      slotClosed = err;
    }
    // The common case in one statement after the lock: read, and hold when nothing stands in the way.
    const hold = slotClosed ? null : prepareHold(afterCommit, deps, venue, guest, now, { via: 'booking' });
    const state = hold ? await readAndHold(trx, guest, now, venue, hold) : await loadBookingState(trx, guest, now);
    // A retried request (same key) answers what it got the first time; the same guest's live hold or
    // waiting entry met by another request is mailed about, not shown (ADR 024). Whatever the slot now says.
    if (state.repeat) return outcomeOf(state.repeat);
    if (slotClosed) throw slotClosed;
    if (hold && 'placed' in state && state.placed) return { result: { status: 'awaiting_deposit', reservationId: hold.id, viewToken: hold.viewToken } };
    const holders = state.holders;
    // Guests already waiting come first: a table freed since the last offer run is theirs.
    if (state.anyoneWaiting) await offerFreedTables(trx, afterCommit, deps, venue, guest.date, holders, now);
    if (slotFits(venue, holders, guest.time)) {
      const placed = await placeHold(trx, afterCommit, deps, venue, guest, now, { via: 'booking' });
      return { result: { status: 'awaiting_deposit', reservationId: placed.reservationId, viewToken: placed.viewToken } };
    }
    const link = newGuestLink('waitlist');
    const id = link.id;
    const viewToken = link.token;
    const mail = waitlistJoinedEmail(guest.locale, {
      ...requestFacts(venue, guest),
      url: `${deps.appUrl}/waitlist/${id}?token=${linkTokenSlot('waitlist', id)}`,
    });
    // The entry, its audit row and its email in one round trip (ADR 052).
    await insertWithTrail(trx, 'waitlist_entries', id, waitlistValues(guest, link.hash), {
      audit: { entity: 'waitlist_entry', action: 'joined', meta: { restaurant_id: venue.id, date: guest.date, time: guest.time, party_size: guest.partySize } },
      mail: { message: { to: guest.guestEmail, kind: 'waitlist_joined', ...mail }, transport: deps.email, afterCommit },
    });
    return { result: { status: 'waitlisted', waitlistId: id, viewToken } };
  });
}

/** Every SPEC slot of one venue date with the same rules as booking (read-only, no lock). */
export async function availability(db: Database, raw: { restaurantId: string; date: string }, now: Date = new Date()): Promise<Availability> {
  const input = availabilityInput.parse(raw);
  const venue = requireDiningVenue(await loadVenue(db, input.restaurantId), now);
  return {
    restaurantId: venue.id,
    date: input.date,
    today: wallClock(venue.timezone, now).date,
    timezone: venue.timezone,
    slots: await venueSlots(db, venue, input.date, now),
  };
}

/**
 * Every SPEC slot of one venue date with the same rules as booking: `availability`'s answer, and the
 * trip's check of each chosen table under the venue lock (trip/book.ts, passing its transaction).
 */
export async function venueSlots(db: Db, venue: VenueRow, date: string, now: Date): Promise<Availability['slots']> {
  const [holders, waiting] = await Promise.all([loadHolders(db, venue.id, date, now), loadWaiting(db, venue.id, date)]);
  // Tables the next booking would first offer to waiting guests are not free for a newcomer.
  allocateOffers(venue, date, holders, waiting, now);
  return TIME_SLOTS.map((time) => {
    const reason = timeRule(venue, date, time, now) ?? (slotFits(venue, holders, time) ? null : 'full');
    return { time, available: reason === null, reason };
  });
}
