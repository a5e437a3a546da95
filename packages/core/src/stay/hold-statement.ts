import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types';
import { compileByShape } from '../db/prepared';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Repeat } from '../request/repeat';
import { deliverTrailMail, trailCtes, trailParts, trailShapeKey, type Trail, type TrailShape } from '../hold/trail';
import type { ResolvedStay } from './discovery';
import {
  lapsedHoldsQuery,
  pickFreeRoomQuery,
  roomTypesWithFreeQuery,
  stayRepeatOf,
  stayRepeatQueries,
  type StayRange,
  type StayRepeatRow,
  type StayRequest,
} from './repository';

/** A stay hold composed before the statement: everything but its room (stay/booking.ts `prepareStayHold`). */
export interface StayHoldDraft {
  id: string;
  viewToken: string;
  /** `stayBookingValues`: every column but `room_id`. */
  values: object;
  trail: Trail;
}

export interface StayDecision {
  /**
   * An earlier booking the request meets (ADR 024, request/repeat.ts), as `stayRepeatQueries` read it:
   * its own key's, to answer again, or the same guest's live hold, which it must learn nothing of.
   * A key that names another request throws "key reused".
   */
  repeat: Repeat<'stay'>;
  /** A lapsed hold overlaps the range: the caller cancels it (and audits that), then asks again. */
  lapsed: boolean;
  /** The blocked reserve leaves the room type a free room for the range. */
  available: boolean;
  /** The hold was written, with its audit row and email. */
  placed: boolean;
}

/**
 * The stay booking's decision (ADR 016, 052), the one for every stay booking (`stay/booking.ts`
 * `holdStayIn`, which the trip calls too): its reads AND its write in one statement after the
 * property lock, in the caller's transaction. It reads the repeat (ADR 024), whether lapsed holds
 * overlap the range, the free rooms per active type (`roomTypesWithFreeQuery`, whose `available`
 * column is the one place the blocked reserve is written, ADR 114) and the first free room of the
 * type, and writes the hold, its audit row and its email only when there is no repeat, no lapsed
 * hold overlaps (the caller cancels and audits those first) and the reserve leaves the type a room.
 */
export async function decideStayHold(trx: Transaction<DB>, s: ResolvedStay, g: StayRequest, hold: StayHoldDraft): Promise<StayDecision> {
  const t = trailParts('stay_bookings', hold.id, hold.values, hold.trail, ['room_id']);
  const values = {
    ...t.slots,
    email: g.guestEmail,
    key: g.idempotencyKey,
    property: s.property.id,
    room_type: s.roomType.id,
    check_in: s.range.checkIn,
    check_out: s.range.checkOut,
    now: s.range.now,
  };
  const res = await trx.executeQuery<HoldRow>(holdQuery(trx, { keyed: g.idempotencyKey !== null, trail: t.shape }, values));
  const row = res.rows[0]!;
  const placed = Boolean(row.booking_id);
  if (placed) deliverTrailMail(hold.trail, row.mail_id);
  return {
    repeat: stayRepeatOf(row, { ...g, propertyId: s.property.id, roomTypeId: s.roomType.id }),
    lapsed: Boolean(row.lapsed),
    available: Boolean(row.available),
    placed,
  };
}

interface HoldRow extends StayRepeatRow {
  lapsed: boolean;
  available: boolean;
  booking_id: string | null;
  mail_id: string | null;
}

// Compiled once per shape (with or without an idempotency key; the trail's columns), db/prepared.ts.
const holdQuery = compileByShape<{ keyed: boolean; trail: TrailShape }, string>(
  (s) => `${s.keyed}|${trailShapeKey(s.trail)}`,
  (db, slot, s) => {
    const property = slot('property');
    const roomType = slot('room_type');
    const r: StayRange = { checkIn: slot('check_in'), checkOut: slot('check_out'), now: slot('now') };
    const lookup = { guestEmail: slot('email'), idempotencyKey: s.keyed ? slot('key') : null, propertyId: property, roomTypeId: roomType };
    const q = stayRepeatQueries(db, { ...lookup, checkIn: r.checkIn, checkOut: r.checkOut }, r.now);
    const keyed = q.keyed ? jsonObjectFrom(q.keyed) : sql`null::json`;
    const elsewhere = q.keyElsewhere ? sql`(exists (${q.keyElsewhere[0]}) or exists (${q.keyElsewhere[1]}))` : sql`false`;
    const mailId = s.trail.mail ? sql`(select id from mail)` : sql`null`;
    // The blocked reserve is the query's `available` (availability-repository.ts), read here as everywhere.
    return sql`with state as (
        select ${keyed} as keyed, ${elsewhere} as key_elsewhere, (${q.live}) as live_id,
          exists (${lapsedHoldsQuery(db, property, r)}) as lapsed
      ),
      types as (${roomTypesWithFreeQuery(db, [property], r)}),
      free as (
        select (coalesce((select available from types where id = ${roomType}), 0) >= 1 and room.id is not null) as available,
          room.id as room_id
        from (select 1) as one left join (${pickFreeRoomQuery(db, roomType, r)}) as room on true
      ),
      gate as (
        select (state.keyed is null and not state.key_elsewhere and state.live_id is null and not state.lapsed and free.available) as go, free.room_id
        from state, free
      ),
      ${trailCtes(slot, s.trail, 'gate')}
      select state.keyed, state.key_elsewhere, state.live_id, state.lapsed, free.available,
        (select id from new_row) as booking_id, ${mailId} as mail_id
      from state, free`.compile(db);
  },
);
