import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB, RestaurantsTable } from '../db/types';
import { venueSells } from '../restaurant/venue-sql';

/**
 * Onboarding's SQL (ADR 067): the owner's new venue and role, the wizard's restaurant, and the
 * property stepper's room type and first room. The callers scope every venue id to its owner.
 */

export type NewVenue = Omit<Insertable<RestaurantsTable>, 'owner_id'>;

/** One at a time per user: two tabs creating a venue together make one, not two. */
export async function lockUser(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** A new venue of the user's, who becomes an owner (the role written once). */
export async function insertOwnedVenue(trx: Transaction<DB>, ownerId: string, values: NewVenue): Promise<string> {
  const { id } = await trx
    .insertInto('restaurants')
    .values({ ...values, owner_id: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_roles')
    .values({ user_id: ownerId, role: 'owner' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return id;
}

/** One wizard step's columns on the venue. */
export async function updateVenue(trx: Transaction<DB>, id: string, set: Record<string, unknown>): Promise<void> {
  await trx
    .updateTable('restaurants')
    .set({ ...set, updated_at: sql<Date>`now()` } as never)
    .where('id', '=', id)
    .execute();
}

// ---- The restaurant wizard.

const WIZARD_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'total_tables',
  'grace_minutes',
  'open_hours_json',
  'stripe_payment_link_url',
  'onboarding_done',
] as const;

/** The owner's unfinished restaurant, else their first (a property is never the wizard's). */
export const firstRestaurant = (db: Db, ownerId: string) =>
  db
    .selectFrom('restaurants as r')
    .select(WIZARD_COLUMNS)
    .where('owner_id', '=', ownerId)
    .where(venueSells('dining'))
    .orderBy('onboarding_done')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();

/** Whether the owner has any restaurant (checked again under the user's lock). */
export const anyRestaurant = (trx: Transaction<DB>, ownerId: string) =>
  trx.selectFrom('restaurants as r').select('id').where('owner_id', '=', ownerId).where(venueSells('dining')).executeTakeFirst();

export const wizardRestaurant = (db: Db, id: string) => db.selectFrom('restaurants').select(WIZARD_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
export type WizardRow = Awaited<ReturnType<typeof wizardRestaurant>>;

// ---- The property stepper.

/** Whether the owner already has a property, or a venue that sells rooms. */
export const anyProperty = (trx: Transaction<DB>, ownerId: string) =>
  trx
    .selectFrom('restaurants as r')
    .select('r.id')
    .where('r.owner_id', '=', ownerId)
    .where((eb) => eb.or([venueSells('stays'), eb.not(venueSells('dining'))]))
    .executeTakeFirst();

/** The owner's oldest unfinished property (step 1 done, no room yet). */
export const unfinishedProperty = (db: Db, ownerId: string) =>
  db
    .selectFrom('restaurants as r')
    .select(['id', 'name', 'address', 'city'])
    .where('owner_id', '=', ownerId)
    .where((eb) => eb.not(venueSells('dining')))
    .where('onboarding_done', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();

/** The property's first room type (the one step 2 made). */
export const firstRoomType = (db: Db, propertyId: string) =>
  db
    .selectFrom('room_types')
    .select(['id', 'name', 'name_sl', 'capacity', 'base_price_eur'])
    .where('restaurant_id', '=', propertyId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();

type RoomTypeValues = { name: string; name_sl: string | null; capacity: number; base_price_eur: number };

/** Changes one of the property's room types; undefined when it is not the property's. */
export const updateRoomType = (trx: Transaction<DB>, propertyId: string, id: string, values: RoomTypeValues) =>
  trx.updateTable('room_types').set(values).where('id', '=', id).where('restaurant_id', '=', propertyId).returning('id').executeTakeFirst();

export async function insertRoomType(trx: Transaction<DB>, propertyId: string, values: RoomTypeValues): Promise<string> {
  const { id } = await trx
    .insertInto('room_types')
    .values({ ...values, restaurant_id: propertyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One of the property's room types with its price; undefined when it is not the property's. */
export const roomTypeOf = (trx: Transaction<DB>, propertyId: string, id: string) =>
  trx.selectFrom('room_types').select(['id', 'base_price_eur']).where('id', '=', id).where('restaurant_id', '=', propertyId).executeTakeFirst();

export const roomCodeTaken = async (trx: Transaction<DB>, propertyId: string, code: string): Promise<boolean> =>
  Boolean(await trx.selectFrom('rooms').select('id').where('restaurant_id', '=', propertyId).where('code', '=', code).executeTakeFirst());

/** A room of the property's. */
export async function insertRoom(trx: Transaction<DB>, propertyId: string, roomTypeId: string, code: string): Promise<string> {
  const { id } = await trx.insertInto('rooms').values({ restaurant_id: propertyId, room_type_id: roomTypeId, code }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function markOnboarded(trx: Transaction<DB>, propertyId: string): Promise<void> {
  await trx.updateTable('restaurants').set({ onboarding_done: true }).where('id', '=', propertyId).execute();
}
