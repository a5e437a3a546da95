import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';
import { ROOMS } from '../hold/lifecycle';
import { lapsedHold, notLapsedHold, statusIn } from '../hold/sql';

// Which rooms are free for a range, and the lapsed holds in their way (ADR 016, 017): the queries
// that search, the quote and the booking's statement (hold-statement.ts) share.

const k = (db: Db) => db as Kysely<DB>;

export interface StayRange {
  checkIn: string;
  checkOut: string;
  now: Date;
}

/**
 * "No active booking keeps room `rm` for a night of [checkIn, checkOut)": confirmed and checked-in
 * stays, unpaid holds while live (ADR 017), and nights a channel's calendar blocks (ADR 125). The
 * one room-night rule: search, the quote, the booking's statement, trips and the chat all read it,
 * and a sync writes its blocks under the same property lock a booking takes, so neither can slip
 * past the other.
 *
 * Served by the EXCLUDE constraint's own GiST index `stay_bookings_no_overlap (room_id,
 * daterange(check_in, check_out, '[)')) WHERE status IN (active)`: checked-out and cancelled stays
 * are not in it at all, and the range predicate prunes the rest, so a probe's cost does not grow with
 * the room's history (ADR 016). Written as a correlated scalar subquery with LIMIT 1 rather than NOT
 * EXISTS so that Postgres always probes per room instead of turning it into an anti-join over every
 * active booking. The status list is literal SQL so that it matches the partial index in every plan.
 */
function roomFree(r: StayRange) {
  return (eb: ExpressionBuilder<DB & { rm: DB['rooms'] }, 'rm'>) => {
    const taken = eb
      .selectFrom('stay_bookings as b')
      .select(sql`1`.as('one'))
      .whereRef('b.room_id', '=', 'rm.id')
      .where(statusIn(ROOMS.holding, 'b'))
      // Half-open nights: a stay ending on the check-in day does not overlap.
      .where(sql<boolean>`daterange(b.check_in, b.check_out, '[)') && daterange(${r.checkIn}::date, ${r.checkOut}::date, '[)')`)
      .where(notLapsedHold(r.now, 'b'))
      .limit(1);
    // A night a channel sold (its calendar imported, ADR 125) is taken like a stay here.
    const blocked = eb
      .selectFrom('room_blocks as k')
      .select(sql`1`.as('one'))
      .whereRef('k.room_id', '=', 'rm.id')
      .where(sql<boolean>`daterange(k.starts, k.ends, '[)') && daterange(${r.checkIn}::date, ${r.checkOut}::date, '[)')`)
      .limit(1);
    return sql<boolean>`(${taken}) IS NULL AND (${blocked}) IS NULL`;
  };
}

/**
 * Active room types of the given properties with the number of their active rooms free for the whole
 * range (`free`) and how many of them a guest may book (`available`). Built (not run) here so a test
 * can EXPLAIN exactly this SQL.
 *
 * `available` is the blocked reserve (ADR 016), written only here (ADR 114): the property's
 * `blocked_rooms` is a reserve held back from sale, not particular rooms, so a booking may take a room
 * of a type only while the property keeps at least `blocked` other rooms free for the range. A type
 * offers min(free of the type, free of the property − blocked), never below 0. Each number is true
 * on its own (a guest can book that many of that type); together they never sell into the reserve,
 * because every booking reads it again under the property lock (booking.ts, hold-statement.ts). `spare`
 * is the property's free rooms beyond its reserve (negative when the reserve is short).
 */
export function roomTypesWithFreeQuery(db: Db, propertyIds: readonly string[], r: StayRange) {
  const types = k(db)
    .selectFrom('room_types as rt')
    .innerJoin('restaurants as p', 'p.id', 'rt.restaurant_id')
    .select(['rt.id', 'rt.restaurant_id', 'rt.name', 'rt.name_sl', 'rt.capacity', 'rt.base_price_eur', 'p.blocked_rooms'])
    .select((eb) =>
      eb
        .selectFrom('rooms as rm')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('rm.room_type_id', '=', 'rt.id')
        .where('rm.active', '=', true)
        .where(roomFree(r))
        .as('free'),
    )
    .where('rt.restaurant_id', 'in', propertyIds)
    .where('rt.active', '=', true)
    // Kept a subquery of its own: pulled up, each use of `free` below would probe the rooms again.
    .offset(0);
  const spare = sql<number>`(sum(t.free) over (partition by t.restaurant_id) - greatest(t.blocked_rooms, 0))::int`;
  return k(db)
    .selectFrom(types.as('t'))
    .select(['t.id', 't.restaurant_id', 't.name', 't.name_sl', 't.capacity', 't.base_price_eur', 't.free'])
    .select(spare.as('spare'))
    .select(sql<number>`least(t.free, greatest(${spare}, 0))::int`.as('available'))
    .orderBy('t.restaurant_id')
    .orderBy('t.base_price_eur')
    .orderBy('t.name')
    .orderBy('t.id');
}

export async function roomTypesWithFree(db: Db, propertyIds: readonly string[], r: StayRange) {
  if (propertyIds.length === 0) return [];
  const rows = await roomTypesWithFreeQuery(db, propertyIds, r).execute();
  return rows.map((row) => ({ ...row, free: Number(row.free ?? 0), spare: Number(row.spare), available: Number(row.available) }));
}
export type RoomTypeFreeRow = Awaited<ReturnType<typeof roomTypesWithFree>>[number];

/** One free room of a type for the range: lowest room code first (first fit); the booking's statement runs it as a subquery. */
export function pickFreeRoomQuery(db: Db, roomTypeId: string, r: StayRange) {
  return k(db)
    .selectFrom('rooms as rm')
    .select(['rm.id', 'rm.code'])
    .where('rm.room_type_id', '=', roomTypeId)
    .where('rm.active', '=', true)
    .where(roomFree(r))
    .orderBy('rm.code')
    .orderBy('rm.id')
    .limit(1);
}

/** Unpaid holds of the property that have lapsed at `r.now` and overlap the range. */
function lapsedOverlapping(propertyId: string, r: StayRange) {
  return (eb: ExpressionBuilder<DB, 'stay_bookings'>) =>
    eb.and([eb('restaurant_id', '=', propertyId), lapsedHold(r.now), eb('check_out', '>', r.checkIn), eb('check_in', '<', r.checkOut)]);
}

/**
 * Unpaid holds of the property that have lapsed and overlap the range become `cancelled` (ADR 017)
 * before a new booking is placed: otherwise their rows would still trip the EXCLUDE constraint.
 */
export async function cancelLapsedHolds(trx: Transaction<DB>, propertyId: string, r: StayRange) {
  return trx
    .updateTable('stay_bookings')
    .set({ status: ROOMS.lapsedAs, cancel_reason: 'expired', updated_at: r.now })
    .where(lapsedOverlapping(propertyId, r))
    .returning(['id'])
    .execute();
}

/** The holds `cancelLapsedHolds` would cancel, read only (the booking's statement leaves them to it). */
export const lapsedHoldsQuery = (db: Db, propertyId: string, r: StayRange) =>
  k(db)
    .selectFrom('stay_bookings')
    .select(sql`1`.as('one'))
    .where(lapsedOverlapping(propertyId, r));
