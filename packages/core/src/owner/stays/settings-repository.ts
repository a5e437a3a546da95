import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { DB } from '../../db/types';

/** The owner's Stays Settings statements: the property's settings, its room types and rooms. */

type Trx = Transaction<DB>;

export const roomTypeRows = (db: Db, propertyId: string) =>
  db.selectFrom('room_types').selectAll().where('restaurant_id', '=', propertyId).orderBy('created_at').orderBy('id').execute();

export const roomRows = (db: Db, propertyId: string) =>
  db
    .selectFrom('rooms')
    .select(['id', 'code', 'active', 'room_type_id', 'ical_token'])
    .where('restaurant_id', '=', propertyId)
    .orderBy('code')
    .orderBy('id')
    .execute();

/** A new secret for a room's or room type's calendar feed: the old address stops answering (ADR 124). */
export const replaceFeedToken = (trx: Trx, propertyId: string, table: 'rooms' | 'room_types', id: string, token: string) =>
  trx.updateTable(table).set({ ical_token: token }).where('id', '=', id).where('restaurant_id', '=', propertyId).returning('id').executeTakeFirst();

export async function setPropertySettings(
  trx: Trx,
  propertyId: string,
  v: Pick<Updateable<DB['restaurants']>, 'description' | 'address' | 'amenities' | 'pets_allowed' | 'blocked_rooms' | 'updated_at'>,
) {
  await trx.updateTable('restaurants').set(v).where('id', '=', propertyId).execute();
}

/** Rooms on sale: active rooms of active room types. */
export async function countRoomsOnSale(trx: Trx, propertyId: string): Promise<number> {
  const { n } = await trx
    .selectFrom('rooms as rm')
    .innerJoin('room_types as rt', 'rt.id', 'rm.room_type_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('rm.restaurant_id', '=', propertyId)
    .where('rm.active', '=', true)
    .where('rt.active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function setTotalRooms(trx: Trx, propertyId: string, total: number, now: Date) {
  await trx.updateTable('restaurants').set({ total_rooms: total, updated_at: now }).where('id', '=', propertyId).execute();
}

type RoomTypeValues = Pick<Insertable<DB['room_types']>, 'name' | 'name_sl' | 'capacity' | 'base_price_eur' | 'active'>;

export const insertRoomTypeRow = (trx: Trx, propertyId: string, v: RoomTypeValues) =>
  trx
    .insertInto('room_types')
    .values({ restaurant_id: propertyId, ...v })
    .returning(['id'])
    .executeTakeFirstOrThrow();

/** Changes one of the property's room types; undefined when it is not the property's. */
export const updateRoomTypeRow = (trx: Trx, propertyId: string, id: string, v: RoomTypeValues) =>
  trx.updateTable('room_types').set(v).where('id', '=', id).where('restaurant_id', '=', propertyId).returning(['id']).executeTakeFirst();

/** The room type when it is the property's own. */
export const findOwnRoomType = (trx: Trx, propertyId: string, id: string) =>
  trx.selectFrom('room_types').select('id').where('id', '=', id).where('restaurant_id', '=', propertyId).executeTakeFirst();

type RoomValues = Pick<Insertable<DB['rooms']>, 'room_type_id' | 'code' | 'active'>;

export const insertRoomRow = (trx: Trx, propertyId: string, v: RoomValues) =>
  trx
    .insertInto('rooms')
    .values({ restaurant_id: propertyId, ...v })
    .returning(['id'])
    .executeTakeFirstOrThrow();

/** Changes one of the property's rooms; undefined when it is not the property's. */
export const updateRoomRow = (trx: Trx, propertyId: string, id: string, v: RoomValues) =>
  trx.updateTable('rooms').set(v).where('id', '=', id).where('restaurant_id', '=', propertyId).returning(['id']).executeTakeFirst();
