import { liveHold } from '../hold/sql';
import { sql, type Transaction } from 'kysely';
import { bookingEmail } from '../account/guard';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';

/** The trip's SQL (ADR 112): the trip row, its tables, and the town's restaurants. */

/** Dining venues of a town (the stay property's `city`, compared without case or outer spaces), by name. */
export function restaurantsInCity(db: Db, city: string) {
  return db
    .selectFrom('restaurants')
    .select(['id', 'name', 'address', 'cuisine', 'deposit_eur'])
    .where(sql<boolean>`lower(trim(city)) = lower(trim(${city}))`)
    .where('total_tables', '>', 0)
    .orderBy('name')
    .orderBy('id')
    .limit(50)
    .execute();
}

/** The venue's town, for the same-town rule. */
export const cityOf = async (db: Db, restaurantId: string) =>
  (await db.selectFrom('restaurants').select('city').where('id', '=', restaurantId).executeTakeFirst())?.city;

export const findTrip = (db: Db, id: string) => db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst();
export const findTripByStay = (db: Db, stayBookingId: string) =>
  db.selectFrom('trips').selectAll().where('stay_booking_id', '=', stayBookingId).executeTakeFirst();
export type TripRow = NonNullable<Awaited<ReturnType<typeof findTrip>>>;

/** The stay's trip, made now if it has none (two requests at once: one insert wins, both read it). */
export async function ensureTrip(
  trx: Transaction<DB>,
  values: { id: string; stay_booking_id: string; guest_email: string; locale: 'en' | 'sl'; view_token: string },
) {
  await trx
    .insertInto('trips')
    .values(values)
    .onConflict((oc) => oc.column('stay_booking_id').doNothing())
    .execute();
  return (await findTripByStay(trx, values.stay_booking_id))!;
}

export const linkTable = (trx: Transaction<DB>, tripId: string, reservationId: string) =>
  trx.insertInto('trip_reservations').values({ trip_id: tripId, reservation_id: reservationId }).execute();

/** The trip's tables with their venues, by date and time. */
export function tripTables(db: Db, tripId: string) {
  return db
    .selectFrom('trip_reservations as tr')
    .innerJoin('reservations as r', 'r.id', 'tr.reservation_id')
    .innerJoin('restaurants as v', 'v.id', 'r.restaurant_id')
    .select([
      'r.id',
      'r.restaurant_id',
      'r.date',
      sql<string>`to_char(r.time, 'HH24:MI')`.as('time'),
      'r.party_size',
      'r.status',
      'r.expires_at',
      'r.deposit_eur',
      'r.guest_email',
      'v.name as v_name',
      'v.address as v_address',
      'v.city as v_city',
      'v.timezone as v_timezone',
      'v.turn_minutes as v_turn_minutes',
    ])
    .where('tr.trip_id', '=', tripId)
    .orderBy('r.date')
    .orderBy('r.time')
    .execute();
}

/** The trip a booking belongs to: its stay, or one of its tables. */
export function tripOfBooking(db: Db, kind: 'stay' | 'table', id: string) {
  const q = db.selectFrom('trips').selectAll('trips');
  return (
    kind === 'stay' ? q.where('stay_booking_id', '=', id) : q.innerJoin('trip_reservations as tr', 'tr.trip_id', 'trips.id').where('tr.reservation_id', '=', id)
  ).executeTakeFirst();
}

/** Marks whether the trip's paid confirmation is still to go. */
export const setPaidMailDue = (db: Db, id: string, due: boolean) => db.updateTable('trips').set({ paid_mail_due: due }).where('id', '=', id).execute();

/** Trips whose paid confirmation is still to go (the tick's look-up, by its partial index). */
export const tripsWithPaidMailDue = (db: Db) => db.selectFrom('trips').selectAll().where('paid_mail_due', '=', true).limit(500).execute();

/** The trip's stay and tables with their venues (which the trip's writes lock, in id order). */
export async function tripBookingVenues(trx: Transaction<DB>, trip: Pick<TripRow, 'id' | 'stay_booking_id'>) {
  const [stay, tables] = await Promise.all([
    trx.selectFrom('stay_bookings').select(['id', 'restaurant_id']).where('id', '=', trip.stay_booking_id).execute(),
    trx
      .selectFrom('trip_reservations as tr')
      .innerJoin('reservations as r', 'r.id', 'tr.reservation_id')
      .select(['r.id', 'r.restaurant_id'])
      .where('tr.trip_id', '=', trip.id)
      .execute(),
  ]);
  return { stay, tables };
}

/** Live unpaid holds among `ids` whose deadline is before `until` now last until then; the ids extended. */
export function extendLiveHolds(trx: Transaction<DB>, table: 'stay_bookings' | 'reservations', ids: string[], until: Date, now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .updateTable(table as 'reservations')
    .set({ expires_at: until, updated_at: now })
    .where('id', 'in', ids)
    .where(liveHold(now))
    .where('expires_at', '<', until)
    .returning('id')
    .execute();
}

/** The trips booked under an email, newest first. */
export const tripsByEmail = (db: Db, email: string) =>
  db.selectFrom('trips').select('id').where('guest_email', '=', bookingEmail(email)).orderBy('created_at', 'desc').limit(50).execute();
