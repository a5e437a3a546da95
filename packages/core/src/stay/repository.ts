import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/connection';
import type { DB, StayBookingStatus } from '../db/types';
import type { Locale } from '../i18n';
import { HELD_VENUE_COLUMNS, liveHold } from '../hold/sql';
import { writeAudit } from '../kernel/audit';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { keyedRow, repeatOf, type Repeat, type RequestFields } from '../kernel/repeat';
import { prepare } from '../db/prepared';
import { lockVenueRow, venueVersion, venueVersionCache, type VenueVersion } from '../kernel/venue-lock';

type Db = Database | Transaction<DB>;
const k = (db: Db) => db as Kysely<DB>;

/** What booking decisions read about a property. */
const PROPERTY_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'timezone',
  'total_rooms',
  'blocked_rooms',
  'deposit_eur',
  'latitude',
  'longitude',
  // Whether it is live (ADR 104): decided on the row the booking reads and locks, no other read.
  'onboarding_done',
  'dining_plan_until',
  'stays_plan_until',
] as const;

export const loadProperty = (db: Db, id: string) => k(db).selectFrom('restaurants').select(PROPERTY_COLUMNS).where('id', '=', id).executeTakeFirst();
export type PropertyRow = NonNullable<Awaited<ReturnType<typeof loadProperty>>>;

/**
 * The property lock every stay booking decision takes first: `SELECT … FOR UPDATE` on the property
 * row, so bookings of one property run one at a time across all server processes (ADR 016). The
 * property, not the room type, because the blocked-rooms reserve is property-wide.
 */
export const lockProperty = (trx: Transaction<DB>, id: string) => lockVenueRow(trx, id, PROPERTY_COLUMNS);

const versionedPropertyQuery = prepare<'id'>((db, slot) =>
  db
    .selectFrom('restaurants')
    .select([...PROPERTY_COLUMNS, venueVersion.as('version')])
    .where('id', '=', slot('id')),
);

/**
 * The property as this process last read it, with its row version, for the stay booking's one round
 * trip (ADR 052, stay/one-trip.ts): the property lock refuses it once the row has changed.
 */
export const seenProperties = venueVersionCache(async (db, id) => (await versionedPropertyQuery<PropertyRow & VenueVersion>(db, { id })).rows[0]);

const ROOM_TYPE_COLUMNS = ['id', 'restaurant_id', 'name', 'capacity', 'base_price_eur', 'active'] as const;

export function findRoomType(db: Db, id: string) {
  return k(db).selectFrom('room_types').select(ROOM_TYPE_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type RoomTypeRow = NonNullable<Awaited<ReturnType<typeof findRoomType>>>;

const versionedRoomTypeQuery = prepare<'id'>((db, slot) =>
  db
    .selectFrom('room_types')
    .select([...ROOM_TYPE_COLUMNS, venueVersion.as('version')])
    .where('id', '=', slot('id')),
);

/**
 * Room types as this process last read them, with their row versions (the same cache as
 * `seenProperties`): the one-trip statement books only while the row is still that version
 * (`roomTypeUnchanged`), so a copy never decides on its own.
 */
export const seenRoomTypes = venueVersionCache(async (db, id) => (await versionedRoomTypeQuery<RoomTypeRow & VenueVersion>(db, { id })).rows[0]);

/** "The room type row is still the version read": in a statement after the property lock. */
export const roomTypeUnchanged = (db: Db, id: string, version: string) =>
  k(db)
    .selectFrom('room_types')
    .select(sql`1`.as('one'))
    .where('id', '=', id)
    .where(venueVersion, '=', version);

export interface NewStayBooking {
  propertyId: string;
  roomTypeId: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  guests: number;
  checkIn: string;
  checkOut: string;
  notes: string | null;
  expiresAt: Date;
  depositEur: string | number;
  pricePerNightEur: string | number;
  locale: Locale;
  /** The client's key for this booking attempt (ADR 024). */
  idempotencyKey: string | null;
}

/**
 * The columns of a new stay hold but its room (booking.ts writes them with their trail,
 * kernel/trail.ts): the room is picked under the lock, by the caller or by the one-trip statement.
 */
export const stayBookingValues = (b: NewStayBooking, viewHash: string) => ({
  restaurant_id: b.propertyId,
  room_type_id: b.roomTypeId,
  guest_name: b.guestName,
  guest_email: b.guestEmail,
  guest_phone: b.guestPhone,
  guests: b.guests,
  check_in: b.checkIn,
  check_out: b.checkOut,
  notes: b.notes,
  status: 'awaiting_deposit' as const,
  expires_at: b.expiresAt,
  view_token: viewHash,
  deposit_eur: b.depositEur,
  price_per_night_eur: b.pricePerNightEur,
  locale: b.locale,
  idempotency_key: b.idempotencyKey,
});

/** A stay request's fields (the booking form and the stay it is for, ADR 024), as kernel/repeat.ts compares them. */
export interface StayRequest {
  propertyId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  notes: string | null;
  idempotencyKey: string | null;
}

/** `StayRequest` as `stayRequestColumns` read a booking back (ids in lower case). */
const stayRequestFields = (r: StayRequest): RequestFields => ({
  restaurant_id: r.propertyId.toLowerCase(),
  room_type_id: r.roomTypeId.toLowerCase(),
  check_in: r.checkIn,
  check_out: r.checkOut,
  guests: r.guests,
  guest_name: r.guestName,
  guest_email: r.guestEmail,
  guest_phone: r.guestPhone,
  notes: r.notes,
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
 * The lookups of an earlier answer to a stay request (ADR 024; kernel/repeat.ts decides): the
 * booking the request's key made, whether the key made a reservation or waitlist entry, and this
 * guest email's live hold of the same room type and dates. The one-trip statement runs them as
 * subqueries; `findStayRepeat` as one read.
 */
export function stayRepeatQueries(
  db: Db,
  r: Pick<StayRequest, 'guestEmail' | 'idempotencyKey' | 'propertyId' | 'roomTypeId' | 'checkIn' | 'checkOut'>,
  now: Date,
) {
  const key = r.idempotencyKey;
  const tableKey = (t: 'reservations' | 'waitlist_entries', value: string) => k(db).selectFrom(t).select('id').where('idempotency_key', '=', value);
  return {
    keyed: key ? k(db).selectFrom('stay_bookings').select(stayRequestColumns).where('idempotency_key', '=', key) : null,
    keyElsewhere: key ? ([tableKey('reservations', key), tableKey('waitlist_entries', key)] as const) : null,
    live: k(db)
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

/** One read of `stayRepeatQueries`: what the request meets, as the columns the one-trip statement reads too. */
export async function findStayRepeat(db: Db, r: StayRequest, now: Date): Promise<StayRepeatRow> {
  const q = stayRepeatQueries(db, r, now);
  return k(db)
    .selectNoFrom((eb) => [
      q.keyed ? jsonObjectFrom(q.keyed).as('keyed') : sql<null>`null`.as('keyed'),
      q.keyElsewhere ? eb.or([eb.exists(q.keyElsewhere[0]), eb.exists(q.keyElsewhere[1])]).as('key_elsewhere') : sql<boolean>`false`.as('key_elsewhere'),
      q.live.as('live_id'),
    ])
    .executeTakeFirstOrThrow() as Promise<StayRepeatRow>;
}

export interface StayRepeatRow {
  keyed: ({ id: string } & RequestFields) | null;
  key_elsewhere: boolean;
  live_id: string | null;
}

/** What the request gets for what it met (kernel/repeat.ts `repeatOf`). */
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
  return k(db)
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
    ])
    .executeTakeFirst();
}

/**
 * One stay booking with its property and room type (access is checked by the caller): the one read
 * the guest views, the owner's status changes and the deposit flow (ADR 018) all take. The
 * property's Stripe columns keep their own names, as the dining deposit row has them
 * (`takePaidSession` reads `stripe_account_id` from either).
 */
export function findStayBooking(db: Db, id: string) {
  return k(db)
    .selectFrom('stay_bookings as b')
    .innerJoin('restaurants as v', 'v.id', 'b.restaurant_id')
    .innerJoin('room_types as rt', 'rt.id', 'b.room_type_id')
    .select([
      'b.id',
      'b.restaurant_id',
      'b.room_type_id',
      'b.room_id',
      'b.status',
      'b.check_in',
      'b.check_out',
      'b.guests',
      'b.guest_name',
      'b.guest_email',
      'b.guest_phone',
      'b.notes',
      'b.expires_at',
      'b.updated_at',
      'b.cancel_reason',
      'b.deposit_eur',
      'b.price_per_night_eur',
      'b.view_token',
      'b.locale',
      'b.created_at',
      'rt.name as rt_name',
      ...HELD_VENUE_COLUMNS,
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}
export type StayBookingRow = NonNullable<Awaited<ReturnType<typeof findStayBooking>>>;

/**
 * Moves one booking from `from` to `to`, only when the property belongs to `ownerUserId` (SQL-scoped)
 * and the booking is still in `from`. Returns the row or nothing.
 */
export function updateStatusAsOwner(trx: Transaction<DB>, p: { id: string; from: StayBookingStatus; to: StayBookingStatus; now: Date; liveHold: boolean }) {
  // The caller's venue was opened by the owner scope (owner/scope.ts), the one ownership check.
  let q = trx.updateTable('stay_bookings as b').set({ status: p.to, updated_at: p.now }).where('b.id', '=', p.id).where('b.status', '=', p.from);
  if (p.liveHold) q = q.where(liveHold(p.now, 'b'));
  // A confirmed booking keeps no deadline: the hold has become the stay.
  if (p.from === 'awaiting_deposit' && p.to === 'confirmed') q = q.set({ expires_at: null });
  return q.returning(['b.id', 'b.status']).executeTakeFirst();
}

export const audit = (db: Db, entityId: string, action: string, meta: Record<string, unknown>, actorUserId: string | null = null) =>
  writeAudit(db, 'stay_booking', entityId, action, meta, actorUserId);

export * from './availability-repository';
export * from './deposit-repository';
export * from './listing-repository';
export * from './review-repository';
