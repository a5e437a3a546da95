import type { Locale } from '../i18n';
import type { Transaction } from 'kysely';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';
import type { Database, Db } from '../db/connection';
import { linkTokenSlot, newGuestLink, guestLinkToken } from '../account/guest-link';
import { waitlistJoinedEmail } from '../notification/reservation-emails';
import { insertWithTrail } from '../hold/trail';
import { loadBookingState, readAndHold, type BookingState } from './booking-state';
import { consume } from '../rate-limit/service';
import { offerFreedTables } from '../waitlist/offers';
import { assertSlotOpen, prepareHold, requestFacts, requireDiningVenue, slotFits, type BookingDeps } from './booking';
import { allocateOffers, timeRule } from './capacity';
import { wallClock } from '../time/zone';
import { loadWaiting } from '../waitlist/repository';
import { waitlistValues, type GuestDetails } from './booking-repository';
import { guestForm } from '../request/guest-form';
import { loadHolders, loadVenue, lockVenue, type VenueRow } from './capacity-repository';
import { keyTakenAsReused, type Earlier } from '../request/repeat';
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
 * `.input()` has): parsed once per request (ADR 052). The attempt is counted against the rate
 * limits, then one transaction decides under the venue lock (`bookUnderLock`); after commit the
 * email's mark as sent.
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
  await consume(deps.db, keys, deps.rateLimit, now);
  let outcome: Outcome;
  try {
    outcome = await bookUnderLock(deps, guest, now);
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
 * The one decision of a table booking (ADR 011, 052): one transaction under the venue lock. One
 * statement reads and, when nothing stands in the way, holds (`readAndHold`). Guests waiting on the
 * date are offered freed tables first (ADR 013), then the same statement decides again with their
 * offers counted. A slot it does not hold puts the guest on the waitlist. Emails go out after commit.
 */
async function bookUnderLock(deps: BookingDeps, guest: GuestDetails, now: Date): Promise<Outcome> {
  return inTransaction(deps.db, async (trx, afterCommit): Promise<Outcome> => {
    const venue = requireDiningVenue(await lockVenue(trx, guest.restaurantId), now);
    let slotClosed: unknown = null;
    try {
      assertSlotOpen(venue, guest.date, guest.time, now);
    } catch (err) {
      slotClosed = err;
    }
    // A retried request (same key) answers what it got the first time; the same guest's live hold or
    // waiting entry met by another request is mailed about, not shown (ADR 024). Whatever the slot now says.
    if (slotClosed) {
      const read = await loadBookingState(trx, guest, now);
      if (read.repeat) return outcomeOf(read.repeat);
      throw slotClosed;
    }
    const hold = prepareHold(afterCommit, deps, venue, guest, now, { via: 'booking' });
    let state = await readAndHold(trx, guest, now, venue, hold);
    if (state.repeat) return outcomeOf(state.repeat);
    if (!state.placed && state.anyoneWaiting) {
      // Guests already waiting come first: a table freed since the last offer run is theirs.
      await offerFreedTables(trx, afterCommit, deps, venue, guest.date, state.holders, now);
      state = await readAndHold(trx, guest, now, venue, hold, true);
    }
    if (state.placed) return { result: { status: 'awaiting_deposit', reservationId: hold.id, viewToken: hold.viewToken } };
    return { result: await joinWaitlist(trx, afterCommit, deps, venue, guest) };
  });
}

/** The slot is full: the guest joins its waitlist, the entry with its audit row and email in one round trip (ADR 052). */
async function joinWaitlist(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: BookingDeps,
  venue: VenueRow,
  guest: GuestDetails,
): Promise<CreateReservationResult> {
  const link = newGuestLink('waitlist');
  const id = link.id;
  const mail = waitlistJoinedEmail(guest.locale, {
    ...requestFacts(venue, guest),
    url: `${deps.appUrl}/waitlist/${id}?token=${linkTokenSlot('waitlist', id)}`,
  });
  await insertWithTrail(trx, 'waitlist_entries', id, waitlistValues(guest, link.hash), {
    audit: { entity: 'waitlist_entry', action: 'joined', meta: { restaurant_id: venue.id, date: guest.date, time: guest.time, party_size: guest.partySize } },
    mail: { message: { to: guest.guestEmail, kind: 'waitlist_joined', ...mail }, transport: deps.email, afterCommit },
  });
  return { status: 'waitlisted', waitlistId: id, viewToken: link.token };
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
