import { sql } from 'kysely';
import type { Database } from '../db/connection';
import { compileByShape } from '../db/prepared';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Repeat } from '../kernel/repeat';
import { deliverTrailMail, trailCtes, trailParts, trailShapeKey, type Trail, type TrailShape } from '../kernel/trail';
import { runAfterVenueLock, type VenueVersion } from '../kernel/venue-lock';
import type { ResolvedStay } from './discovery';
import {
  lapsedHoldsQuery,
  pickFreeRoomQuery,
  roomTypesWithFreeQuery,
  roomTypeUnchanged,
  stayRepeatOf,
  stayRepeatQueries,
  type PropertyRow,
  type RoomTypeRow,
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

export interface OneTripStay {
  /**
   * An earlier booking the request meets (ADR 024, kernel/repeat.ts), as `findStayRepeat` reads it:
   * its own key's, to answer again, or the same guest's live hold, which it must learn nothing of.
   * A key that names another request throws "key reused".
   */
  repeat: Repeat<'stay'>;
  /** The room type row was still the version read (otherwise nothing else here counts). */
  roomTypeUnchanged: boolean;
  /** A lapsed hold overlaps the range: the ordinary path cancels it (and audits that) first. */
  lapsed: boolean;
  /** The blocked reserve leaves the room type a free room for the range. */
  available: boolean;
  /** The hold was written, with its audit row and email. */
  placed: boolean;
}

/**
 * The stay booking's reads AND its write after the property lock, in ONE round trip and one
 * autocommit transaction (ADR 052, kernel/venue-lock.ts `runAfterVenueLock`), for a property
 * and a room type read earlier (`seenProperties`, `seenRoomTypes`), already checked by `checkStay`.
 * The lock is taken only if the property row is still that version; then one statement reads what
 * the ordinary path reads under the lock, with the same queries (repository.ts builds them for both):
 * the repeat (`findStayRepeat`), whether lapsed holds overlap the range (`cancelLapsedHolds`
 * would cancel them), the free rooms per active type (`roomTypesWithFree`) and the first free room
 * of the type (`pickFreeRoom`). It writes the hold, its audit row and its email only when there is
 * no repeat, the room type row is unchanged, no lapsed hold overlaps (those are the ordinary path's to
 * cancel and audit) and the blocked reserve leaves the type a room: the `available` column of
 * `roomTypesWithFreeQuery`, the one place the reserve is written (ADR 114). It returns what it read, so that the caller can tell a settled
 * "no availability" from a case for the ordinary path. `null` when the property changed or is gone:
 * nothing was run.
 */
export async function holdStayAfterLock(
  db: Database,
  s: ResolvedStay<PropertyRow & VenueVersion, RoomTypeRow & VenueVersion>,
  g: StayRequest,
  hold: StayHoldDraft,
): Promise<OneTripStay | null> {
  const t = trailParts('stay_bookings', hold.id, hold.values, hold.trail, ['room_id']);
  const values = {
    ...t.slots,
    email: g.guestEmail,
    key: g.idempotencyKey,
    property: s.property.id,
    room_type: s.roomType.id,
    room_type_version: s.roomType.version,
    check_in: s.range.checkIn,
    check_out: s.range.checkOut,
    now: s.range.now,
  };
  const row = await runAfterVenueLock<HoldRow>(db, s.property, holdQuery(db, { keyed: g.idempotencyKey !== null, trail: t.shape }, values));
  if (!row) return null;
  const placed = Boolean(row.booking_id);
  if (placed) deliverTrailMail(hold.trail, row.mail_id);
  return {
    repeat: stayRepeatOf(row, { ...g, propertyId: s.property.id, roomTypeId: s.roomType.id }),
    roomTypeUnchanged: Boolean(row.room_type_unchanged),
    lapsed: Boolean(row.lapsed),
    available: Boolean(row.available),
    placed,
  };
}

interface HoldRow extends StayRepeatRow {
  room_type_unchanged: boolean;
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
          exists (${roomTypeUnchanged(db, roomType, slot('room_type_version'))}) as room_type_unchanged,
          exists (${lapsedHoldsQuery(db, property, r)}) as lapsed
      ),
      types as (${roomTypesWithFreeQuery(db, [property], r)}),
      free as (
        select (coalesce((select available from types where id = ${roomType}), 0) >= 1 and room.id is not null) as available,
          room.id as room_id
        from (select 1) as one left join (${pickFreeRoomQuery(db, roomType, r)}) as room on true
      ),
      gate as (
        select (state.keyed is null and not state.key_elsewhere and state.live_id is null and state.room_type_unchanged and not state.lapsed and free.available) as go, free.room_id
        from state, free
      ),
      ${trailCtes(slot, s.trail, 'gate')}
      select state.keyed, state.key_elsewhere, state.live_id, state.room_type_unchanged, state.lapsed, free.available,
        (select id from new_row) as booking_id, ${mailId} as mail_id
      from state, free`.compile(db);
  },
);
