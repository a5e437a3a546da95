import { sql } from 'kysely';
import type { Database } from '../../db/connection';
import type { OpenHours } from '../../db/tables/venues';
import { listed, listedAny } from '../../restaurant/venue-sql';
import type { VenueQuestion } from './venues';

/** The chat's reads of the listed venues (ADR 104, ADR 115, ADR 117): never a fixed list. */

export interface DiningVenue {
  id: string;
  name: string;
  city: string;
  timezone: string;
  deposit_eur: string;
}

/** The venues live for dining, by name: what a table is asked at. */
export async function diningVenues(db: Database, now: Date): Promise<DiningVenue[]> {
  return db
    .selectFrom('restaurants as r')
    .where(listed('dining', now))
    .select(['r.id', 'r.name', 'r.city', 'r.timezone', 'r.deposit_eur'])
    .orderBy('r.name')
    .execute();
}

export interface VenueRecord {
  id: string;
  name: string;
  address: string;
  city: string | null;
  timezone: string;
  open_hours_json: OpenHours | null;
  pets_allowed: boolean;
  amenities: string[];
  total_rooms: number;
  total_tables: number;
  /** The deposit it asks for a table or a room (EUR, as stored). */
  deposit_eur: string;
  vegetarian: boolean;
  vegan: boolean;
  gluten_free: boolean;
  cuisine: string | null;
}

/** Every listed venue, dining or stays (ADR 104), with what the chat may state about it. */
export async function allVenues(db: Database, now: Date): Promise<VenueRecord[]> {
  const rows = await db
    .selectFrom('restaurants as r')
    .where(listedAny(now))
    .select([
      'r.id',
      'r.name',
      'r.address',
      'r.city',
      'r.timezone',
      'r.open_hours_json',
      'r.pets_allowed',
      'r.amenities',
      'r.total_rooms',
      'r.total_tables',
      'r.deposit_eur',
      'r.vegetarian',
      'r.vegan',
      'r.gluten_free',
      'r.cuisine',
    ])
    .execute();
  return rows.map((r) => ({ ...r, open_hours_json: (r.open_hours_json ?? null) as OpenHours | null, amenities: r.amenities ?? [] }));
}

/** The listed venues' cities, cuisines and tags, one row per venue, as stored. */
export const catalogueRows = (db: Database, now: Date) =>
  db.selectFrom('restaurants as r').where(listedAny(now)).select(['r.city', 'r.cuisine', 'r.cuisine_tags']).execute();

/** The deposits the listed venues ask, one row per distinct amount. */
export const listedDeposits = (db: Database, now: Date) => db.selectFrom('restaurants as r').where(listedAny(now)).select('r.deposit_eur').distinct().execute();
/** The deposits the properties listed for stays ask, one row per distinct amount. */
export const listedRoomDeposits = (db: Database, now: Date) =>
  db.selectFrom('restaurants as r').where(listed('stays', now)).select('r.deposit_eur').distinct().execute();

/** Listed venues matching the question, featured first, at most `limit`; `stays_live` tells a property live for stays. */
export async function findVenueRows(db: Database, q: VenueQuestion, limit: number, now: Date) {
  let query = db
    .selectFrom('restaurants as r')
    .select(['r.id', 'r.name', 'r.city', 'r.cuisine', 'r.total_rooms'])
    .select(listed('stays', now).as('stays_live'))
    .where(q.kind ? listed(q.kind, now) : listedAny(now));
  if (q.city) query = query.where('r.city', '=', q.city);
  if (q.diets.includes('vegan')) query = query.where('r.vegan', '=', true);
  if (q.diets.includes('vegetarian')) query = query.where((eb) => eb.or([eb('r.vegetarian', '=', true), eb('r.vegan', '=', true)]));
  if (q.diets.includes('gluten_free')) query = query.where('r.gluten_free', '=', true);
  if (q.pets) query = query.where('r.pets_allowed', '=', true);
  for (const a of q.amenities ?? []) query = query.where((eb) => eb(sql<string>`${a}`, '=', eb.fn.any('r.amenities')));
  const wanted = [...q.cuisines, ...q.tags];
  if (wanted.length)
    query = query.where((eb) => eb.or(wanted.flatMap((w) => [eb('r.cuisine', '=', w), eb(sql<string>`${w}`, '=', eb.fn.any('r.cuisine_tags'))])));
  return query.orderBy('r.featured', 'desc').orderBy('r.name').limit(limit).execute();
}

/** A property's room types for sale, cheapest first: what the chat states of its prices. */
export const roomTypesOf = (db: Database, propertyId: string) =>
  db
    .selectFrom('room_types')
    .where('restaurant_id', '=', propertyId)
    .where('active', '=', true)
    .select(['name', 'name_sl', 'capacity', 'base_price_eur'])
    .orderBy('base_price_eur')
    .orderBy('name')
    .execute();

/** Each property's cheapest room for sale that sleeps the party: what a list of stays says a night costs. */
export async function cheapestRooms(db: Database, propertyIds: string[], party: number): Promise<Map<string, number>> {
  if (!propertyIds.length) return new Map();
  const rows = await db
    .selectFrom('room_types')
    .where('restaurant_id', 'in', propertyIds)
    .where('active', '=', true)
    .where('capacity', '>=', party)
    .select((eb) => ['restaurant_id', eb.fn.min('base_price_eur').as('price')])
    .groupBy('restaurant_id')
    .execute();
  return new Map(rows.map((r) => [r.restaurant_id, Number(r.price)]));
}
