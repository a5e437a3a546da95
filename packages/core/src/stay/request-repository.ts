import { sql } from 'kysely';
import { onDb, type Db } from '../db/connection';
import type { Locale } from '../i18n';
import { liveHold } from '../hold/sql';
import { guestColumns, type GuestForm } from '../request/guest-form';
import { keyedRow, repeatOf, type Repeat, type RequestFields } from '../request/repeat';

/**
 * A stay request: the row a new hold writes, the lookups of an earlier answer to the same request
 * and the mark of a link mailed again (ADR 024). The write goes through hold/trail.ts (ADR 052).
 */

/** A stay request's fields (the booking form and the stay it is for, ADR 024), as request/repeat.ts compares them. */
export interface StayRequest extends GuestForm {
  propertyId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface NewStayBooking extends StayRequest {
  expiresAt: Date;
  depositEur: string | number;
  pricePerNightEur: string | number;
  locale: Locale;
}

/**
 * The columns of a new stay hold but its room (booking.ts writes them with their trail,
 * hold/trail.ts): the room is picked under the lock, by the booking's statement.
 */
export const stayBookingValues = (b: NewStayBooking, viewHash: string) => ({
  restaurant_id: b.propertyId,
  room_type_id: b.roomTypeId,
  ...guestColumns(b),
  guests: b.guests,
  check_in: b.checkIn,
  check_out: b.checkOut,
  status: 'awaiting_deposit' as const,
  expires_at: b.expiresAt,
  view_token: viewHash,
  deposit_eur: b.depositEur,
  price_per_night_eur: b.pricePerNightEur,
  locale: b.locale,
  idempotency_key: b.idempotencyKey,
});

/** `StayRequest` as `stayRequestColumns` read a booking back (ids in lower case). */
const stayRequestFields = (r: StayRequest): RequestFields => ({
  restaurant_id: r.propertyId.toLowerCase(),
  room_type_id: r.roomTypeId.toLowerCase(),
  check_in: r.checkIn,
  check_out: r.checkOut,
  guests: r.guests,
  ...guestColumns(r),
});

const stayRequestColumns = [
  'id',
  sql<string>`restaurant_id::text`.as('restaurant_id'),
  sql<string>`room_type_id::text`.as('room_type_id'),
  sql<string>`check_in::text`.as('check_in'),
  sql<string>`check_out::text`.as('check_out'),
  'guests',
  'guest_name',
  'guest_email',
  'guest_phone',
  'notes',
] as const;

/**
 * The lookups of an earlier answer to a stay request (ADR 024; request/repeat.ts decides): the
 * booking the request's key made, whether the key made a reservation or waitlist entry, and this
 * guest email's live hold of the same room type and dates. The booking's statement runs them as
 * subqueries; `findStayRepeat` as one read.
 */
export function stayRepeatQueries(
  db: Db,
  r: Pick<StayRequest, 'guestEmail' | 'idempotencyKey' | 'propertyId' | 'roomTypeId' | 'checkIn' | 'checkOut'>,
  now: Date,
) {
  const key = r.idempotencyKey;
  const tableKey = (t: 'reservations' | 'waitlist_entries', value: string) => onDb(db).selectFrom(t).select('id').where('idempotency_key', '=', value);
  return {
    keyed: key ? onDb(db).selectFrom('stay_bookings').select(stayRequestColumns).where('idempotency_key', '=', key) : null,
    keyElsewhere: key ? ([tableKey('reservations', key), tableKey('waitlist_entries', key)] as const) : null,
    live: onDb(db)
      .selectFrom('stay_bookings')
      .select('id')
      .where('guest_email', '=', r.guestEmail)
      .where('restaurant_id', '=', r.propertyId)
      .where('room_type_id', '=', r.roomTypeId)
      .where('check_in', '=', r.checkIn)
      .where('check_out', '=', r.checkOut)
      .where(liveHold(now))
      .orderBy('created_at', 'desc')
      .limit(1),
  };
}

/** What the request meets (`stayRepeatQueries`), as the booking's statement reads it. */
export interface StayRepeatRow {
  keyed: ({ id: string } & RequestFields) | null;
  key_elsewhere: boolean;
  live_id: string | null;
}

/** What the request gets for what it met (request/repeat.ts `repeatOf`). */
export const stayRepeatOf = (row: StayRepeatRow, r: StayRequest): Repeat<'stay'> =>
  repeatOf(
    { keyed: keyedRow('stay', row.keyed), keyElsewhere: Boolean(row.key_elsewhere), live: row.live_id ? { kind: 'stay', id: row.live_id } : null },
    stayRequestFields(r),
  );

/**
 * Marks a stay booking's link as mailed at `now`, unless it was mailed after `since` (ADR 024: a
 * booking asked for again mails its guest at most once per window), returning what the email says;
 * undefined when not to mail. One statement: two asks at once mail once.
 */
export function markStayLinkMailed(db: Db, id: string, now: Date, since: Date) {
  return onDb(db)
    .updateTable('stay_bookings as b')
    .from(['restaurants as p', 'room_types as t'])
    .set({ link_mailed_at: now })
    .whereRef('p.id', '=', 'b.restaurant_id')
    .whereRef('t.id', '=', 'b.room_type_id')
    .where('b.id', '=', id)
    .where((eb) => eb.or([eb('b.link_mailed_at', 'is', null), eb('b.link_mailed_at', '<=', since)]))
    .returning([
      'b.guest_name',
      'b.guest_email',
      sql<string>`b.check_in::text`.as('check_in'),
      sql<string>`b.check_out::text`.as('check_out'),
      'b.guests',
      'b.locale',
      'p.name as property',
      't.name as room_type',
      't.name_sl as room_type_sl',
    ])
    .executeTakeFirst();
}
