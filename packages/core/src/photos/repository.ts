import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';

/** The `photos` rows, their copy on the venue (`restaurants.photos`) and the pending `photo_uploads` (ADR 059). */

const PHOTO_COLUMNS = ['id', 'url', 'created_at'] as const;

/** A venue's photos, oldest first. */
export const photoRows = (db: Db, venueId: string) =>
  db.selectFrom('photos').select(PHOTO_COLUMNS).where('restaurant_id', '=', venueId).orderBy('created_at').orderBy('id').execute();

export async function countPhotos(db: Db, venueId: string): Promise<number> {
  const { n } = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('restaurant_id', '=', venueId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The venue's photo stored under `key`, if it was confirmed already. */
export const findPhotoByKey = (db: Db, venueId: string, key: string) =>
  db.selectFrom('photos').select(PHOTO_COLUMNS).where('path', '=', key).where('restaurant_id', '=', venueId).executeTakeFirst();

export const insertPhoto = (trx: Transaction<DB>, values: Insertable<DB['photos']>) =>
  trx.insertInto('photos').values(values).returning(PHOTO_COLUMNS).executeTakeFirstOrThrow();

/** Deletes one of the venue's photos and answers its id and path. */
export const deletePhoto = (trx: Transaction<DB>, venueId: string, id: string) =>
  trx.deleteFrom('photos').where('id', '=', id).where('restaurant_id', '=', venueId).returning(['id', 'path']).executeTakeFirst();

/** Rewrites the guest pages' copy (`restaurants.photos`) from the rows, oldest first. */
export async function syncVenuePhotos(trx: Transaction<DB>, venueId: string): Promise<void> {
  await trx
    .updateTable('restaurants')
    .set({ photos: sql<string[]>`ARRAY(SELECT url FROM photos WHERE restaurant_id = ${venueId} ORDER BY created_at, id)` })
    .where('id', '=', venueId)
    .execute();
}

// ---- Uploads signed and not yet confirmed.

export const insertUpload = (db: Db, values: Insertable<DB['photo_uploads']>) => db.insertInto('photo_uploads').values(values).execute();

export const findUpload = (db: Db, key: string) =>
  db.selectFrom('photo_uploads').select(['restaurant_id', 'size', 'content_type']).where('key', '=', key).executeTakeFirst();

/** Deletes the upload's record, only if written before `createdBefore` when given; answers it when this call deleted it. */
export function claimUpload(db: Db, key: string, createdBefore?: Date) {
  let q = db.deleteFrom('photo_uploads').where('key', '=', key);
  if (createdBefore) q = q.where('created_at', '<', createdBefore);
  return q.returning('key').executeTakeFirst();
}

/** Keys of uploads signed before `before`, oldest first. */
export const staleUploadKeys = (db: Db, before: Date, limit: number) =>
  db.selectFrom('photo_uploads').select('key').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
