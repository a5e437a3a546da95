import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';
import { ROOMS } from '../hold/lifecycle';
import { notLapsedHold, statusIn } from '../hold/sql';
import { roomTypesWithFreeQuery, type StayRange } from './availability-repository';

// The reads behind the channel calendar feeds (stay/ical-feed.ts, ADR 124).

const k = (db: Db) => db as Kysely<DB>;

/** What a feed's secret opens: one room, or one room type, with its property's zone; undefined for none. */
export async function feedTarget(db: Db, token: string) {
  const room = await k(db)
    .selectFrom('rooms as rm')
    .innerJoin('restaurants as p', 'p.id', 'rm.restaurant_id')
    .select(['rm.id', 'rm.restaurant_id', 'rm.room_type_id', 'p.timezone', sql<'room'>`'room'`.as('kind')])
    .where('rm.ical_token', '=', token)
    .executeTakeFirst();
  if (room) return room;
  return k(db)
    .selectFrom('room_types as rt')
    .innerJoin('restaurants as p', 'p.id', 'rt.restaurant_id')
    .select(['rt.id', 'rt.restaurant_id', 'rt.id as room_type_id', 'p.timezone', sql<'type'>`'type'`.as('kind')])
    .where('rt.ical_token', '=', token)
    .executeTakeFirst();
}

/**
 * What holds the room after `from`: its stays here (confirmed, checked in, a live hold) and the nights
 * the calendars it imports from other channels block (ADR 125), so a night sold on Airbnb closes on
 * Booking.com too.
 */
export const roomStays = (db: Db, roomId: string, from: string, now: Date) =>
  k(db)
    .selectFrom('stay_bookings as b')
    .select([sql<string>`'stay-' || b.id`.as('uid'), 'b.check_in', 'b.check_out', 'b.updated_at'])
    .where('b.room_id', '=', roomId)
    .where(statusIn(ROOMS.holding, 'b'))
    .where(notLapsedHold(now, 'b'))
    .where('b.check_out', '>', from)
    .unionAll(
      k(db)
        .selectFrom('room_blocks as x')
        .select([sql<string>`'block-' || x.id`.as('uid'), 'x.starts as check_in', 'x.ends as check_out', 'x.updated_at'])
        .where('x.room_id', '=', roomId)
        .where('x.ends', '>', from),
    )
    .orderBy('check_in')
    .orderBy('uid')
    .execute();

/**
 * The nights of [from, from + days) on which the room type has no room a guest could book here
 * (`available` 0: none free, or only the property's blocked reserve, ADR 114), each night asked with
 * the same query search and booking use. Only nights some stay or channel block of the
 * property covers are asked.
 */
export async function soldOutNights(db: Db, propertyId: string, roomTypeId: string, from: string, days: number, now: Date): Promise<string[]> {
  const night = sql<string>`n.night`;
  const r = { checkIn: night, checkOut: sql<string>`(n.night + 1)`, now } as unknown as StayRange;
  const rows = await k(db)
    .selectFrom(
      sql<{ night: string }>`(select d::date as night from generate_series(${from}::date, ${from}::date + ${days - 1}::int, interval '1 day') d)`.as('n'),
    )
    .innerJoinLateral(roomTypesWithFreeQuery(db, [propertyId], r).as('t'), (j) => j.onTrue())
    .select(sql<string>`to_char(n.night, 'YYYY-MM-DD')`.as('night'))
    .where('t.id', '=', roomTypeId)
    .where('t.available', '<=', 0)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('stay_bookings as b')
            .select(sql`1`.as('one'))
            .where('b.restaurant_id', '=', propertyId)
            .where(statusIn(ROOMS.holding, 'b'))
            .where(sql<boolean>`b.check_in <= n.night and b.check_out > n.night`),
        ),
        eb.exists(
          eb
            .selectFrom('room_blocks as x')
            .select(sql`1`.as('one'))
            .where('x.restaurant_id', '=', propertyId)
            .where(sql<boolean>`x.starts <= n.night and x.ends > n.night`),
        ),
      ]),
    )
    .orderBy('n.night')
    .execute();
  return rows.map((row) => row.night);
}
