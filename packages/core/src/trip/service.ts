import { isOwnBooking } from '../account/guard';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../errors';
import { isLocale, type Locale } from '../i18n';
import { guestLinkToken, linkTokenSlot, newGuestLink, opensGuestLink } from '../kernel/guest-link';
import { isUuid } from '../kernel/uuid';
import { queueEmail } from '../notification/email';
import { tripConfirmedEmail } from '../notification/trip-emails';
import { venueSlots } from '../reservation/book-table';
import { placeHold, requireDiningVenue, type BookingDeps } from '../reservation/booking';
import { loadVenue, lockVenue, type VenueRow } from '../reservation/capacity-repository';
import { findStayBooking, type StayBookingRow } from '../stay/repository';
import { nightsBetween } from '../stay/schema';
import { effectiveStayStatus } from '../stay/shared';
import { addDays } from '../time/zone';
import { among, TABLES } from '../hold/lifecycle';
import { toMinutes } from '../time/zone';
import { cityOf, ensureTrip, findTrip, linkTable, restaurantsInCity, tripTables, type TripRow } from './repository';
import {
  addDinnersInput,
  dinnerOptionsInput,
  TRIP_NOT_FOUND,
  tripAccessInput,
  type AddDinnersInput,
  type AddedDinners,
  type DinnerChoice,
  type DinnerOptions,
  type DinnerOptionsInput,
  type TakenDinner,
  type TripAccessInput,
} from './schema';
import { tripView } from './view';
import { TablesTakenError } from './errors';

/**
 * The trip (ADR 112): a stay booking and the tables held with it. Dinners are offered from the
 * dining availability of the stay's town (`venueSlots`, the same rule as /book) and held with the
 * booking core's `placeHold` under each venue's lock, all in one transaction: every chosen table is
 * held, or none is.
 */

/** Who asks: the stay's (or trip's) link token, or the signed-in guest's proven email. */
export type TripCaller = { email: string | null };

const stayNotFound = () => new DomainError('stay.booking_not_found');
const tripNotFound = () => new DomainError('trip.not_found', TRIP_NOT_FOUND);

/** The stay by its link token, or by its owner when no token is given. */
async function stayFor(db: Database, input: { bookingId: string; token?: string }, caller: TripCaller): Promise<StayBookingRow> {
  if (!isUuid(input.bookingId)) throw stayNotFound();
  const row = await findStayBooking(db, input.bookingId.toLowerCase());
  if (!row) throw stayNotFound();
  const opens = input.token ? opensGuestLink('stay', row, input.token) : caller.email !== null && isOwnBooking(row, caller.email);
  if (!opens) throw stayNotFound();
  return row;
}

/** The trip by its link token, or by its guest when no token is given. */
export async function tripFor(db: Database, raw: TripAccessInput, caller: TripCaller): Promise<TripRow> {
  const parsed = tripAccessInput.safeParse(raw);
  if (!parsed.success || !isUuid(parsed.data.id)) throw tripNotFound();
  const trip = await findTrip(db, parsed.data.id.toLowerCase());
  if (!trip) throw tripNotFound();
  const token = parsed.data.token;
  const opens = token ? opensGuestLink('trip', trip, token) : caller.email !== null && isOwnBooking(trip, caller.email);
  if (!opens) throw tripNotFound();
  return trip;
}

/** The evenings of a stay: check-in day up to the night before check-out. */
function evenings(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: nightsBetween(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));
}

function assertStayActive(row: StayBookingRow, now: Date): void {
  const status = effectiveStayStatus(row.status, row.expires_at, now);
  if (status !== 'awaiting_deposit' && status !== 'confirmed') throw new DomainError('trip.stay_not_active');
}

function assertParty(row: StayBookingRow): void {
  if (row.guests > 12) throw new DomainError('trip.party_too_large');
}

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

/** For each evening of the stay (or the one asked), the town's restaurants with a table free at `time`. */
export async function dinnerOptions(deps: BookingDeps, raw: DinnerOptionsInput, caller: TripCaller, now: Date = new Date()): Promise<DinnerOptions> {
  const input = dinnerOptionsInput.parse(raw);
  const stay = await stayFor(deps.db, input, caller);
  assertStayActive(stay, now);
  const all = evenings(stay.check_in, stay.check_out);
  if (input.date && !all.includes(input.date)) throw new DomainError('trip.evening_outside_stay');
  const dates = input.date ? [input.date] : all;
  const ids = await restaurantsInCity(deps.db, stay.v_city);
  const venues = (await Promise.all(ids.map((r) => loadVenue(deps.db, r.id)))).filter((v): v is VenueRow => {
    try {
      return Boolean(v && requireDiningVenue(v, now));
    } catch {
      return false;
    }
  });
  const trip = await deps.db.selectFrom('trips').select('id').where('stay_booking_id', '=', stay.id).executeTakeFirst();
  const held = trip ? await tripTables(deps.db, trip.id) : [];
  const byId = new Map(ids.map((r) => [r.id, r]));
  const result = await Promise.all(
    dates.map(async (date) => {
      const free = await Promise.all(
        venues.map(async (v) => ((await venueSlots(deps.db, v, date, now)).find((s) => s.time === input.time)?.available ? v : null)),
      );
      return {
        date,
        time: input.time,
        restaurants: free
          .filter((v): v is VenueRow => v !== null)
          .map((v) => {
            const r = byId.get(v.id)!;
            return { id: v.id, name: v.name, address: v.address, cuisine: r.cuisine, depositEur: Number(v.deposit_eur) };
          }),
        held: held
          .filter((t) => t.date === date && among(TABLES.standing, t.status))
          .map((t) => ({ reservationId: t.id, restaurantName: t.v_name, time: t.time })),
      };
    }),
  );
  const tripLink = trip ? { id: trip.id, token: guestLinkToken('trip', trip.id) } : null;
  return { bookingId: stay.id, city: stay.v_city, partySize: stay.guests, evenings: result, trip: tripLink };
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
  caller: TripCaller & { locale?: Locale },
  now: Date = new Date(),
): Promise<AddedDinners> {
  const input = addDinnersInput.parse(raw);
  const first = await stayFor(deps.db, input, caller);
  const dinners = [...input.dinners].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.restaurantId.localeCompare(b.restaurantId),
  );
  const nights = evenings(first.check_in, first.check_out);
  for (const d of dinners) if (!nights.includes(d.date)) throw new DomainError('trip.evening_outside_stay');
  assertParty(first);
  for (const d of dinners) if (!sameTown(await cityOf(deps.db, d.restaurantId), first.v_city)) throw new DomainError('trip.other_town');

  const link = newGuestLink('trip');
  return inTransaction(deps.db, async (trx, afterCommit) => {
    // Always in id order, so two trips sharing venues never wait on each other in a cycle.
    const lockIds = [...new Set([first.restaurant_id, ...dinners.map((d) => d.restaurantId.toLowerCase())])].sort();
    const locked = new Map<string, VenueRow | undefined>();
    for (const id of lockIds) locked.set(id, await lockVenue(trx, id));
    // Read again under the locks: the stay may have been cancelled or lapsed meanwhile.
    const stay = (await findStayBooking(trx, first.id))!;
    assertStayActive(stay, now);
    // The language the guest adds the dinners in (the trip's email and calendar), else the stay's.
    const locale = caller.locale ?? (isLocale(stay.locale) ? stay.locale : 'en');
    const trip = await ensureTrip(trx, {
      id: link.id,
      stay_booking_id: stay.id,
      guest_email: stay.guest_email.trim().toLowerCase(),
      locale,
      view_token: link.hash,
    });
    const taken: TakenDinner[] = [];
    const placed: AddedDinners['reservations'] = [];
    for (const d of dinners) {
      const venue = requireDiningVenue(locked.get(d.restaurantId.toLowerCase()), now);
      const slots = await venueSlots(trx, venue, d.date, now);
      if (!slots.find((s) => s.time === d.time)?.available) {
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
    const tripToken = guestLinkToken('trip', trip.id);
    const view = await tripView(trx, trip, now);
    const mail = tripConfirmedEmail(locale, view, `${deps.appUrl}/trips/${trip.id}?token=${linkTokenSlot('trip', trip.id)}`);
    await queueEmail(trx, afterCommit, deps.email, { to: stay.guest_email, kind: 'trip_confirmed', ...mail });
    return { tripId: trip.id, tripToken, reservations: placed };
  });
}

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
