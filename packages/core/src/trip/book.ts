import type { Transaction } from 'kysely';
import type { Database } from '../db/connection';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { DB, ReservationStatus } from '../db/types';
import { statusAt, TABLES } from '../hold/lifecycle';
import { DomainError } from '../errors';
import { isLocale, type Locale } from '../i18n';
import { guestLinkToken, linkTokenSlot, newGuestLink } from '../account/guest-link';
import { isExclusionViolation } from '../db/pg-errors';
import { queueEmail } from '../notification/email';
import { tripConfirmedEmail } from '../notification/trip-emails';
import { consume } from '../rate-limit/service';
import { venueSlots } from '../reservation/book-table';
import { placeHold, requireDiningVenue, type BookingDeps } from '../reservation/booking';
import { loadVenue, lockVenuesInOrder } from '../reservation/capacity-repository';
import { answerStayAskedAgain } from '../stay/asked-again';
import { holdStayIn } from '../stay/booking';
import { findStayBooking, loadProperty, type StayBookingRow } from '../stay/repository';
import { createStayBookingInput } from '../stay/schema';
import { noAvailability, type StayBookingMeta, type StayDeps } from '../stay/shared';
import { toMinutes } from '../time/zone';
import { TablesTakenError } from './errors';
import { cityOf, ensureTrip, findTripByStay, linkTable, tripTables } from './repository';
import { addDinnersInput, bookTripInput, type AddDinnersInput, type AddedDinners, type BookTripInput, type DinnerChoice, type TakenDinner } from './schema';
import { assertStayActive, evenings, stayFor, type TripCaller } from './service';
import { tripView } from './view';

/**
 * Holding a trip's tables (ADR 112): dinners added to a booked stay (`addDinners`) and a stay booked
 * with its dinners (`bookTrip`), each in ONE transaction under the locks of every venue involved,
 * in id order: every chosen table is held (with the stay), or nothing is.
 */

const sameTown = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Free times of a venue date, nearest to `time` first (at most three). */
function nearest(slots: { time: string; available: boolean }[], time: string): string[] {
  const at = toMinutes(time);
  return slots
    .filter((s) => s.available)
    .map((s) => s.time)
    .sort((a, b) => Math.abs(toMinutes(a) - at) - Math.abs(toMinutes(b) - at) || toMinutes(a) - toMinutes(b))
    .slice(0, 3);
}

/**
 * Holds every chosen table for the stay's party in ONE transaction (ADR 112): the venues are locked
 * in id order (the property's too, so a cancel of the stay waits), each table is checked with the
 * dining rule on what the transaction has held so far and placed with `placeHold`. Any table not
 * free, and nothing is held: `TablesTakenError` names each with its nearest free times. The trip is
 * made on the first add; its one email goes out after commit.
 */
export async function addDinners(
  deps: BookingDeps,
  raw: AddDinnersInput,
  caller: TripCaller & { locale?: Locale; ip: string },
  now: Date = new Date(),
): Promise<AddedDinners> {
  const input = addDinnersInput.parse(raw);
  const first = await stayFor(deps.db, input, caller);
  const dinners = await checkDinners(deps.db, input.dinners, { checkIn: first.check_in, checkOut: first.check_out, guests: first.guests, city: first.v_city });
  await countAsBookings(deps, dinners.length, { ip: caller.ip, email: first.guest_email }, now);
  return inTransaction(deps.db, async (trx, afterCommit) => {
    await lockVenues(trx, first.restaurant_id, dinners);
    // Read again under the locks: the stay may have been cancelled or lapsed meanwhile.
    const stay = (await findStayBooking(trx, first.id))!;
    assertStayActive(stay, now);
    return holdDinnersIn(trx, afterCommit, deps, stay, dinners, caller.locale, now);
  });
}

/** The rules a trip's dinners answer before anything is locked: each on an evening of the stay, in its town, for a party of at most 12. */
async function checkDinners(
  db: Database,
  raw: DinnerChoice[],
  stay: { checkIn: string; checkOut: string; guests: number; city: string },
): Promise<DinnerChoice[]> {
  const dinners = [...raw].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.restaurantId.localeCompare(b.restaurantId));
  const nights = evenings(stay.checkIn, stay.checkOut);
  for (const d of dinners) if (!nights.includes(d.date)) throw new DomainError('trip.evening_outside_stay');
  // At most one table per evening (and so never the same venue, date and time twice).
  if (new Set(dinners.map((d) => d.date)).size < dinners.length) throw new DomainError('trip.one_dinner_per_evening');
  if (stay.guests > 12) throw new DomainError('trip.party_too_large');
  for (const d of dinners) if (!sameTown(await cityOf(db, d.restaurantId), stay.city)) throw new DomainError('trip.other_town');
  return dinners;
}

/**
 * Each table a trip holds counts against the booking limits as a `reservation.create` would: one
 * attempt per dinner on the caller's address and on the stay's email.
 */
async function countAsBookings(deps: BookingDeps, dinners: number, who: { ip: string; email: string }, now: Date): Promise<void> {
  const keys = [`booking:ip:${who.ip}`, `booking:email:${who.email.trim().toLowerCase()}`];
  for (let i = 0; i < dinners; i++) await consume(deps.db, keys, deps.rateLimit, now);
}

/** Locks the property and every dinner's venue (in id order, `lockVenuesInOrder`). */
const lockVenues = (trx: Transaction<DB>, propertyId: string, dinners: DinnerChoice[]) =>
  lockVenuesInOrder(trx, [propertyId, ...dinners.map((d) => d.restaurantId)]);

/**
 * The tables of one add, in the caller's transaction with the venues locked (`lockVenues`): each is
 * checked with the dining rule on what the transaction has held so far and placed with `placeHold`;
 * one not free, and `TablesTakenError` rolls the transaction back. The trip is made on its first
 * add; its one email goes out after commit, in `locale` (the request's) or else the stay's.
 */
async function holdDinnersIn(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: BookingDeps,
  stay: StayBookingRow,
  dinners: DinnerChoice[],
  asked: Locale | undefined,
  now: Date,
): Promise<AddedDinners> {
  const locale = asked ?? (isLocale(stay.locale) ? stay.locale : 'en');
  const link = newGuestLink('trip');
  const trip = await ensureTrip(trx, {
    id: link.id,
    stay_booking_id: stay.id,
    guest_email: stay.guest_email.trim().toLowerCase(),
    locale,
    view_token: link.hash,
  });
  // An evening that already has a standing table of this trip takes no second one.
  const heldEvenings = new Set((await tripTables(trx, trip.id)).filter((t) => stillHolds(t, now)).map((t) => t.date));
  if (dinners.some((d) => heldEvenings.has(d.date))) throw new DomainError('trip.one_dinner_per_evening');
  const taken: TakenDinner[] = [];
  const placed: AddedDinners['reservations'] = [];
  for (const d of dinners) {
    const venue = requireDiningVenue(await loadVenue(trx, d.restaurantId.toLowerCase()), now);
    const slots = await venueSlots(trx, venue, d.date, now);
    const slot = slots.find((s) => s.time === d.time);
    // The table rule's own refusal, not "taken": no time that evening would do (ADR 025).
    if (slot?.reason === 'too_far') throw new DomainError('reservation.too_far_ahead');
    if (!slot?.available) {
      taken.push({ restaurantId: venue.id, restaurantName: venue.name, date: d.date, time: d.time, nearestTimes: nearest(slots, d.time) });
      continue;
    }
    if (taken.length > 0) continue;
    const hold = await placeHold(trx, afterCommit, deps, venue, guestOf(stay, d, locale), now, { via: 'trip', tripId: trip.id });
    await linkTable(trx, trip.id, hold.reservationId);
    placed.push({ id: hold.reservationId, restaurantId: venue.id, date: d.date, time: d.time });
  }
  // All or nothing: throwing rolls back every hold placed above (and a trip made by this call).
  if (taken.length > 0) throw new TablesTakenError(taken);
  const view = await tripView(trx, trip, now);
  const mail = tripConfirmedEmail(locale, view, `${deps.appUrl}/trips/${trip.id}?token=${linkTokenSlot('trip', trip.id)}`);
  await queueEmail(trx, afterCommit, deps.email, { to: stay.guest_email, kind: 'trip_confirmed', ...mail });
  return { tripId: trip.id, tripToken: guestLinkToken('trip', trip.id), reservations: placed };
}

/**
 * A stay and its dinners booked together (ADR 112): the stay's hold (`holdStayIn`, the stays core's
 * own decision) and every table in ONE transaction under the locks of the property and the
 * restaurants, in id order. No room free, or any table taken, and nothing is held at all.
 */
export async function bookTrip(
  deps: { booking: BookingDeps; stay: StayDeps },
  raw: BookTripInput,
  meta: StayBookingMeta,
  now: Date = new Date(),
): Promise<AddedDinners & { bookingId: string; viewToken: string }> {
  const { dinners: rawDinners, ...stayRaw } = bookTripInput.parse(raw);
  const stayInput = createStayBookingInput.parse(stayRaw);
  await consume(deps.stay.db, [`stay:ip:${meta.ip}`, `stay:email:${stayInput.guestEmail}`], deps.stay.rateLimit, now);
  const property = await loadProperty(deps.stay.db, stayInput.propertyId);
  if (!property) throw new DomainError('stay.not_found');
  const dinners = await checkDinners(deps.booking.db, rawDinners, { ...stayInput, city: property.city });
  await countAsBookings(deps.booking, dinners.length, { ip: meta.ip, email: stayInput.guestEmail }, now);
  const booked = await inTransaction(deps.booking.db, async (trx, afterCommit) => {
    await lockVenues(trx, property.id, dinners);
    const decided = await holdStayIn(trx, afterCommit, deps.stay, stayInput, meta, now, 'trip');
    if (!decided) throw noAvailability();
    // An earlier booking met (ADR 024): nothing written here; answered below, after commit.
    if (!('bookingId' in decided)) return decided;
    const stay = (await findStayBooking(trx, decided.bookingId))!;
    const added = await holdDinnersIn(trx, afterCommit, deps.booking, stay, dinners, meta.locale, now);
    return { ...added, bookingId: decided.bookingId, viewToken: decided.viewToken };
  }).catch((err: unknown) => {
    // The EXCLUDE constraint on room nights, the last line of defence (ADR 016), reads as no room.
    throw isExclusionViolation(err) ? noAvailability() : err;
  });
  if ('tripId' in booked) return booked;
  // The same request sent again with its key (a retry): the first answer again (ADR 024).
  if ('answer' in booked) return firstAnswer(deps.booking.db, booked.answer.id);
  // The same guest's hold of this stay: its link goes to their email, as for a stay alone; dinners
  // are then added to it from its pages. A retried request (its own key) is told the same.
  if ('held' in booked) return answerStayAskedAgain(deps.stay, booked.held, now);
  throw new DomainError('stay.already_held');
}

/** What `trip.book` answered the request that made this stay: the stay, its trip and the trip's tables. */
async function firstAnswer(db: Database, stayId: string): Promise<AddedDinners & { bookingId: string; viewToken: string }> {
  const trip = await findTripByStay(db, stayId);
  if (!trip) throw new DomainError('stay.already_held');
  const tables = await tripTables(db, trip.id);
  return {
    bookingId: stayId,
    viewToken: guestLinkToken('stay', stayId),
    tripId: trip.id,
    tripToken: guestLinkToken('trip', trip.id),
    reservations: tables.map((t) => ({ id: t.id, restaurantId: t.restaurant_id, date: t.date, time: t.time })),
  };
}

/** A table of the trip that still keeps its evening: not cancelled, its hold not lapsed. */
const stillHolds = (t: { status: ReservationStatus; expires_at: Date | null }, now: Date) => {
  const status = statusAt(TABLES, t.status, t.expires_at, now);
  return status !== TABLES.lapsedAs && status !== TABLES.owner.cancel.to;
};

const guestOf = (stay: StayBookingRow, d: DinnerChoice, locale: 'en' | 'sl') => ({
  restaurantId: d.restaurantId.toLowerCase(),
  date: d.date,
  time: d.time,
  partySize: stay.guests,
  guestName: stay.guest_name,
  guestEmail: stay.guest_email,
  guestPhone: stay.guest_phone,
  notes: null,
  locale,
  idempotencyKey: null,
});
