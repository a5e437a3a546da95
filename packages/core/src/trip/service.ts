import { isOwnBooking } from '../account/guard';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { liveOn, sellsRooms } from '../restaurant/venue-kind';
import { among, ROOMS, TABLES } from '../hold/lifecycle';
import { guestLinkToken, opensGuestLink } from '../account/guest-link';
import { isUuid } from '../text/uuid';
import { venueSlots } from '../reservation/book-table';
import { requireDiningVenue, type BookingDeps } from '../reservation/booking';
import { loadVenue, type VenueRow } from '../reservation/capacity-repository';
import { findStayBooking, loadProperty, type StayBookingRow } from '../stay/repository';
import { nightsBetween } from '../stay/schema';
import { effectiveStayStatus } from '../stay/shared';
import { addDays } from '../time/zone';
import { findTrip, findTripByStay, restaurantsInCity, tripTables, type TripRow } from './repository';
import {
  dinnerOptionsInput,
  plannedDinnerOptionsInput,
  TRIP_NOT_FOUND,
  tripAccessInput,
  type DinnerOptions,
  type DinnerOptionsInput,
  type PlannedDinnerOptionsInput,
  type TripAccessInput,
} from './schema';

/**
 * The trip (ADR 112): a stay booking and the tables held with it. Here: who may open a stay or a
 * trip, and the dinners offered from the dining availability of the stay's town (`venueSlots`, the
 * same rule as /book). Holding them, all or nothing, is `book.ts`.
 */

/** Who asks: the stay's (or trip's) link token, or the signed-in guest's proven email. */
export type TripCaller = { email: string | null };

const stayNotFound = () => new DomainError('stay.booking_not_found');
const tripNotFound = () => new DomainError('trip.not_found', TRIP_NOT_FOUND);

/** The stay by its link token, or by its owner when no token is given. */
export async function stayFor(db: Database, input: { bookingId: string; token?: string }, caller: TripCaller): Promise<StayBookingRow> {
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
export function evenings(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: nightsBetween(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));
}

/** A stay takes dinners while its guest may still cancel it (the rooms lifecycle): held or paid, not yet begun. */
export function assertStayActive(row: StayBookingRow, now: Date): void {
  if (!among(ROOMS.guest.cancel, effectiveStayStatus(row.status, row.expires_at, now))) throw new DomainError('trip.stay_not_active');
}

/** For each evening of the stay (or the one asked), the town's restaurants with a table free at `time`. */
export async function dinnerOptions(deps: BookingDeps, raw: DinnerOptionsInput, caller: TripCaller, now: Date = new Date()): Promise<DinnerOptions> {
  const input = dinnerOptionsInput.parse(raw);
  const stay = await stayFor(deps.db, input, caller);
  assertStayActive(stay, now);
  const trip = await findTripByStay(deps.db, stay.id);
  const held = trip ? await tripTables(deps.db, trip.id) : [];
  const result = await eveningOptions(deps.db, { city: stay.v_city, checkIn: stay.check_in, checkOut: stay.check_out }, input, held, now);
  const tripLink = trip ? { id: trip.id, token: guestLinkToken('trip', trip.id) } : null;
  return { bookingId: stay.id, city: stay.v_city, partySize: stay.guests, evenings: result, trip: tripLink };
}

/**
 * The same offers for a stay not booked yet (the stay form, ADR 112): the property's town over the
 * dates asked, for `guests`. Booked with `trip.book`, which checks every rule again.
 */
export async function plannedDinnerOptions(deps: BookingDeps, raw: PlannedDinnerOptionsInput, now: Date = new Date()): Promise<DinnerOptions> {
  const input = plannedDinnerOptionsInput.parse(raw);
  const property = await loadProperty(deps.db, input.propertyId);
  // As /stays/{id}: a draft or unpaid property is not found (ADR 104).
  if (!property || !sellsRooms(property) || !liveOn(property, 'stays', now)) throw new DomainError('stay.not_found');
  const result = await eveningOptions(deps.db, { city: property.city, checkIn: input.checkIn, checkOut: input.checkOut }, input, [], now);
  return { bookingId: null, city: property.city, partySize: input.guests, evenings: result, trip: null };
}

async function eveningOptions(
  db: Database,
  stay: { city: string; checkIn: string; checkOut: string },
  input: { time: string; date?: string },
  held: { id: string; date: string; time: string; status: string; v_name: string }[],
  now: Date,
): Promise<DinnerOptions['evenings']> {
  const all = evenings(stay.checkIn, stay.checkOut);
  if (input.date && !all.includes(input.date)) throw new DomainError('trip.evening_outside_stay');
  const dates = input.date ? [input.date] : all;
  const ids = await restaurantsInCity(db, stay.city);
  const venues = (await Promise.all(ids.map((r) => loadVenue(db, r.id)))).filter((v): v is VenueRow => {
    try {
      return Boolean(v && requireDiningVenue(v, now));
    } catch {
      return false;
    }
  });
  const byId = new Map(ids.map((r) => [r.id, r]));
  return Promise.all(
    dates.map(async (date) => {
      const slots = await Promise.all(venues.map((v) => venueSlots(db, v, date, now)));
      const free = venues.map((v, i) => (slots[i]!.find((s) => s.time === input.time)?.available ? v : null));
      return {
        date,
        time: input.time,
        // Open and bookable at some restaurant, full or not: a full time still says so when picked.
        times: [...new Set(slots.flat().flatMap((s) => (s.available || s.reason === 'full' ? [s.time] : [])))].sort(),
        restaurants: free
          .filter((v): v is VenueRow => v !== null)
          .map((v) => ({ id: v.id, name: v.name, address: v.address, cuisine: byId.get(v.id)!.cuisine, depositEur: Number(v.deposit_eur) })),
        held: held
          .filter((t) => t.date === date && among(TABLES.standing, t.status))
          .map((t) => ({ reservationId: t.id, restaurantName: t.v_name, time: t.time })),
      };
    }),
  );
}
