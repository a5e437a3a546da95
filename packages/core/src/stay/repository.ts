import type { Transaction } from 'kysely';
import { onDb, type Db } from '../db/connection';
import type { DB } from '../db/types';
import { HELD_VENUE_COLUMNS } from '../hold/sql';
import { writeAudit } from '../hold/audit';
import { prepare } from '../db/prepared';
import { lockVenueRow } from '../restaurant/venue-lock';

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

export const loadProperty = (db: Db, id: string) => onDb(db).selectFrom('restaurants').select(PROPERTY_COLUMNS).where('id', '=', id).executeTakeFirst();
export type PropertyRow = NonNullable<Awaited<ReturnType<typeof loadProperty>>>;

/**
 * The property lock every stay booking decision takes first: `SELECT … FOR UPDATE` on the property
 * row, so bookings of one property run one at a time across all server processes (ADR 016). The
 * property, not the room type, because the blocked-rooms reserve is property-wide.
 */
export const lockProperty = (trx: Transaction<DB>, id: string) => lockVenueRow(trx, id, PROPERTY_COLUMNS);

const ROOM_TYPE_COLUMNS = ['id', 'restaurant_id', 'name', 'name_sl', 'capacity', 'base_price_eur', 'active'] as const;

export function findRoomType(db: Db, id: string) {
  return onDb(db).selectFrom('room_types').select(ROOM_TYPE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

// The property locked and the asked room type of it read, in one statement compiled once (db/prepared.ts).
const lockStayQuery = prepare<'property' | 'roomType'>((db, slot) =>
  db
    .selectFrom('restaurants as p')
    .leftJoin('room_types as rt', (j) => j.on('rt.id', '=', slot('roomType')).onRef('rt.restaurant_id', '=', 'p.id'))
    .select(PROPERTY_COLUMNS.map((c) => `p.${c}` as const))
    .select(ROOM_TYPE_COLUMNS.map((c) => `rt.${c} as rt_${c}` as const))
    .where('p.id', '=', slot('property'))
    .forUpdate('p'),
);

type LockStayRow = PropertyRow & { [K in (typeof ROOM_TYPE_COLUMNS)[number] as `rt_${K}`]: RoomTypeRow[K] | null };

/**
 * `lockProperty` for a stay booking: the property locked (ADR 016) and the room type asked for read
 * in the same statement, only if it is this property's. Owners change room types under this lock,
 * so the row read cannot change before the booking commits.
 */
export async function lockStay(trx: Transaction<DB>, propertyId: string, roomTypeId: string): Promise<{ property?: PropertyRow; roomType?: RoomTypeRow }> {
  const row = (await lockStayQuery<LockStayRow>(trx, { property: propertyId, roomType: roomTypeId })).rows[0];
  if (!row) return {};
  const { rt_id, rt_restaurant_id, rt_name, rt_name_sl, rt_capacity, rt_base_price_eur, rt_active, ...property } = row;
  if (rt_id === null) return { property };
  return {
    property,
    roomType: {
      id: rt_id,
      restaurant_id: rt_restaurant_id!,
      name: rt_name!,
      name_sl: rt_name_sl,
      capacity: rt_capacity!,
      base_price_eur: rt_base_price_eur!,
      active: rt_active!,
    },
  };
}
export type RoomTypeRow = NonNullable<Awaited<ReturnType<typeof findRoomType>>>;

/**
 * Stay bookings (`b`) with their room type (`rt`), selecting what the guest asked for (the stay, the
 * guest's details, the price per night): where the guest's and the owner's reads both start.
 */
export const bookingsWithRoomType = (db: Db) =>
  onDb(db)
    .selectFrom('stay_bookings as b')
    .innerJoin('room_types as rt', 'rt.id', 'b.room_type_id')
    .select(['b.id', 'b.check_in', 'b.check_out', 'b.guests', 'b.guest_name', 'b.guest_email', 'b.guest_phone', 'b.notes', 'b.price_per_night_eur']);

/**
 * One stay booking with its property and room type (access is checked by the caller): the one read
 * the guest views, the owner's status changes and the deposit flow (ADR 018) all take. The
 * property's Stripe columns keep their own names, as the dining deposit row has them
 * (`takePaidSession` reads `stripe_account_id` from either).
 */
export function findStayBooking(db: Db, id: string) {
  return bookingsWithRoomType(db)
    .innerJoin('restaurants as v', 'v.id', 'b.restaurant_id')
    .select([
      'b.restaurant_id',
      'b.room_type_id',
      'b.room_id',
      'b.status',
      'b.expires_at',
      'b.updated_at',
      'b.cancel_reason',
      'b.deposit_eur',
      'b.view_token',
      'b.locale',
      'b.created_at',
      'rt.name as rt_name',
      'rt.name_sl as rt_name_sl',
      ...HELD_VENUE_COLUMNS,
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}
export type StayBookingRow = NonNullable<Awaited<ReturnType<typeof findStayBooking>>>;

/** The ids of every stay booked with this (normalised) email, soonest check-in first (at most 200). */
export const stayIdsOfGuest = (db: Db, email: string) =>
  onDb(db).selectFrom('stay_bookings').select('id').where('guest_email', '=', email).orderBy('check_in').orderBy('created_at').limit(200).execute();

export const audit = (db: Db, entityId: string, action: string, meta: Record<string, unknown>, actorUserId: string | null = null) =>
  writeAudit(db, 'stay_booking', entityId, action, meta, actorUserId);

export * from './availability-repository';
export * from './deposit-repository';
export * from './listing-repository';
export * from './request-repository';
export * from './review-repository';
