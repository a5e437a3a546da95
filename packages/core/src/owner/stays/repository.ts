import { sql } from 'kysely';
import { onDb, type Db } from '../../db/connection';
import type { StayBookingStatus } from '../../db/types';
import { movedBy, personMoveSql } from '../../hold/audit';
import { ROOMS } from '../../hold/lifecycle';
import { lapsedHold, statusIn, valueIn } from '../../hold/sql';
import { totalPrice } from '../../stay/availability';
import { bookingsWithRoomType } from '../../stay/repository';
import { nightsBetween } from '../../stay/schema';
import type { BookingFilter, OwnerStayBooking, OwnerStayReview } from './schema';

/** The property's own columns the Stays tab reads (requireVenue has already scoped the id). */
export const propertyFacts = (db: Db, id: string) =>
  onDb(db)
    .selectFrom('restaurants')
    .select(['id', 'name', 'timezone', 'total_rooms', 'blocked_rooms', 'description', 'address', 'amenities', 'pets_allowed'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** SPEC §4 as SQL: the status a person sees (a lapsed unpaid hold is cancelled, ADR 017). */
const effectiveStatus = (now: Date, t = 'b') => sql<StayBookingStatus>`case when ${lapsedHold(now, t)} then 'cancelled' else ${sql.ref(`${t}.status`)} end`;

/** Bookings of one property with their room type and room, for the owner's lists. */
export function ownerBookings(db: Db, propertyId: string, now: Date) {
  return bookingsWithRoomType(db)
    .innerJoin('rooms as rm', 'rm.id', 'b.room_id')
    .select(['rt.name as room_type', 'rm.code as room_code', effectiveStatus(now).as('status'), personMoveSql('stay_booking', 'b.id').as('moved_by')])
    .where('b.restaurant_id', '=', propertyId);
}
type BookingRow = Awaited<ReturnType<ReturnType<typeof ownerBookings>['execute']>>[number];

export function toOwnerBooking(r: BookingRow): OwnerStayBooking {
  const nights = nightsBetween(r.check_in, r.check_out);
  return {
    id: r.id,
    status: r.status,
    guest_name: r.guest_name,
    guest_email: r.guest_email,
    guest_phone: r.guest_phone,
    guests: r.guests,
    check_in: r.check_in,
    check_out: r.check_out,
    nights,
    notes: r.notes,
    room_type: r.room_type,
    room_code: r.room_code,
    total_eur: totalPrice(Number(r.price_per_night_eur), nights),
    moved_by: movedBy(r.moved_by, r.status),
  };
}

/** The filter on the effective status: awaiting_deposit means a live hold, cancelled includes lapsed ones. */
function byStatus(filter: BookingFilter, now: Date, t = 'b') {
  return sql<boolean>`${filter === 'all' ? sql`true` : sql`${effectiveStatus(now, t)} = ${filter}`}`;
}

export async function listOwnerBookings(db: Db, propertyId: string, filter: BookingFilter, page: number, pageSize: number, now: Date) {
  const [rows, total] = await Promise.all([
    ownerBookings(db, propertyId, now)
      .where(byStatus(filter, now))
      // SPEC §7: all of a property's stay bookings ordered by check-in ascending.
      .orderBy('b.check_in')
      .orderBy('b.created_at')
      .orderBy('b.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    onDb(db)
      .selectFrom('stay_bookings as b')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('b.restaurant_id', '=', propertyId)
      .where(byStatus(filter, now))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toOwnerBooking), total: Number(total.n) };
}

/**
 * The page (of `pageSize`, in the list's check-in order) where the stays that have not ended before
 * `today` begin (ADR 116: the list opens on today); the last page when every stay has ended.
 */
export async function todaysPage(db: Db, propertyId: string, filter: BookingFilter, pageSize: number, today: string, now: Date) {
  const current = onDb(db)
    .selectFrom('stay_bookings as c')
    .select(sql<string>`min(c.check_in)`.as('d'))
    .where('c.restaurant_id', '=', propertyId)
    .where('c.check_out', '>=', today)
    .where(byStatus(filter, now, 'c'));
  const row = await onDb(db)
    .selectFrom('stay_bookings as b')
    .select(sql<number>`count(*) filter (where b.check_in < coalesce((${current}), 'infinity'::date))::int`.as('before'))
    .where('b.restaurant_id', '=', propertyId)
    .where(byStatus(filter, now))
    .executeTakeFirstOrThrow();
  return Math.floor(Number(row.before) / pageSize) + 1;
}

/**
 * The page (of `pageSize`, in the list's check-in order) that holds the booking `bookingId`, or
 * undefined when the property has no such booking under `filter` (a notification's link, ADR 119).
 */
export async function bookingsPage(db: Db, propertyId: string, filter: BookingFilter, pageSize: number, bookingId: string, now: Date) {
  const row = await onDb(db)
    .selectFrom('stay_bookings as t')
    .select(
      sql<number>`(select count(*) from stay_bookings b where b.restaurant_id = t.restaurant_id and ${byStatus(filter, now)}
        and (b.check_in, b.created_at, b.id) < (t.check_in, t.created_at, t.id))::int`.as('before'),
    )
    .where('t.id', '=', bookingId)
    .where('t.restaurant_id', '=', propertyId)
    .where(byStatus(filter, now, 't'))
    .executeTakeFirst();
  return row ? Math.floor(Number(row.before) / pageSize) + 1 : undefined;
}

/**
 * SPEC §4 current occupancy, and the day counts of the overview, in one pass over the bookings that
 * touch `today` (served by stay_bookings_restaurant_idx on (restaurant_id, check_in)).
 */
/** Checked in (ROOMS' check-in move done), and confirmed (the move still to make). */
const inHouse = statusIn([ROOMS.owner.check_in.to], 'b');
const awaitingArrival = statusIn(ROOMS.owner.check_in.from, 'b');

export async function dayCounts(db: Db, propertyId: string, today: string, now: Date) {
  const status = effectiveStatus(now);
  const row = await onDb(db)
    .selectFrom('stay_bookings as b')
    .select([
      sql<number>`count(*) filter (where b.check_in = ${today}::date and not ${valueIn(status, ROOMS.gone)})::int`.as('checkIns'),
      sql<number>`count(*) filter (where b.check_out = ${today}::date and ${statusIn(ROOMS.guest.paid, 'b')})::int`.as('checkOuts'),
      sql<number>`count(*) filter (where ${inHouse} or (${awaitingArrival} and b.check_in <= ${today}::date and b.check_out > ${today}::date))::int`.as(
        'occupied',
      ),
    ])
    .where('b.restaurant_id', '=', propertyId)
    // Every booking the three counts can see: arriving or leaving today, or in the house.
    .where((eb) => eb.or([eb('b.check_in', '<=', today), inHouse]))
    .where((eb) => eb.or([eb('b.check_out', '>=', today), inHouse]))
    .executeTakeFirstOrThrow();
  return { checkIns: Number(row.checkIns), checkOuts: Number(row.checkOuts), occupied: Number(row.occupied) };
}

/** Rooms occupied each night of [from, to]: stays that were or are confirmed, checked in or out (ADR 065). */
export async function occupiedByDay(db: Db, propertyId: string, from: string, to: string) {
  const { rows } = await sql<{ date: string; occupied: number }>`
    select to_char(d, 'YYYY-MM-DD') as date, count(b.id)::int as occupied
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join stay_bookings b
      on b.restaurant_id = ${propertyId}
     and ${statusIn(ROOMS.guest.paid, 'b')}
     and b.check_in <= d::date and b.check_out > d::date
    group by d order by d`.execute(onDb(db));
  return rows.map((r) => ({ date: r.date, occupied: Number(r.occupied) }));
}

export async function ratingOf(db: Db, propertyId: string) {
  const r = await onDb(db)
    .selectFrom('stay_reviews')
    .select([sql<string | null>`avg(rating)`.as('avg'), sql<number>`count(*)::int`.as('n')])
    .where('restaurant_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const count = Number(r.n);
  return { average: count > 0 && r.avg != null ? Math.round(Number(r.avg) * 10) / 10 : null, count };
}

export async function latestReviews(db: Db, propertyId: string, limit: number, offset = 0): Promise<OwnerStayReview[]> {
  const rows = await onDb(db)
    .selectFrom('stay_reviews')
    .select(['id', 'rating', 'guest_name', 'comment', 'created_at'])
    .where('restaurant_id', '=', propertyId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    guest_name: r.guest_name?.trim() ? r.guest_name : null,
    comment: r.comment,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
