import { sql, type Transaction } from 'kysely';
import type { SessionUser } from '../account/schema';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { DB } from '../db/types';
import { DomainError } from '../errors';
import { writeAudit } from '../kernel/audit';
import { isUuid } from '../kernel/uuid';
import { requireVenue, requireVenueLocked } from '../owner/scope';
import { newPhotoKey, photoKeyOwner } from './policy';
import { photoUrl, type PhotosPort } from './port';
import {
  isPhotoContentType,
  MAX_PHOTO_BYTES,
  PHOTO_CAPS,
  UPLOAD_EXPIRES_SECONDS,
  type PhotoContentType,
  type PhotoVenueKind,
  type PresignedUpload,
  type VenuePhoto,
  type VenuePhotos,
} from './schema';

/**
 * Venue photos (ADR 059). The `photos` table is the source of truth; the
 * `restaurants.photos` URL list the guest pages read is a copy rewritten from it in the same
 * transaction. Uploads go browser → store with a presigned form; `confirmUpload` records the row
 * under the venue lock, which is where the caps (10 per restaurant, 15 per property) hold even
 * for uploads confirmed in parallel. Only the venue's owner uploads and removes (`requireVenue`).
 */
export interface PhotoDeps {
  db: Database;
  photos: PhotosPort;
}

type User = Pick<SessionUser, 'id' | 'role'>;

const bucketOf = (kind: PhotoVenueKind) => (kind === 'property' ? 'stay-photos' : 'restaurant-photos');

const limitReached = (cap: number) => new DomainError('photo.limit_reached', undefined, { cap });

function rowsOf(db: Database | Transaction<DB>, venueId: string) {
  return db.selectFrom('photos').select(['id', 'url', 'created_at']).where('restaurant_id', '=', venueId).orderBy('created_at').orderBy('id').execute();
}

const toPhoto = (r: { id: string; url: string; created_at: Date }): VenuePhoto => ({ id: r.id, url: r.url, createdAt: r.created_at.toISOString() });

async function countOf(db: Database | Transaction<DB>, venueId: string): Promise<number> {
  const { n } = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('restaurant_id', '=', venueId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Rewrites the guest pages' copy (`restaurants.photos`) from the rows, oldest first. */
async function syncVenuePhotos(trx: Transaction<DB>, venueId: string): Promise<void> {
  await trx
    .updateTable('restaurants')
    .set({ photos: sql<string[]>`ARRAY(SELECT url FROM photos WHERE restaurant_id = ${venueId} ORDER BY created_at, id)` })
    .where('id', '=', venueId)
    .execute();
}

/** The venue's photos with its cap; the owner, or an admin reading. */
export async function listPhotos(deps: PhotoDeps, user: User, venueId: string): Promise<VenuePhotos> {
  const venue = await requireVenue(deps.db, user, venueId, 'read');
  return { kind: venue.kind, cap: PHOTO_CAPS[venue.kind], photos: (await rowsOf(deps.db, venue.id)).map(toPhoto) };
}

/** A one-use upload form for one image, while the venue is below its cap. */
export async function presignUpload(deps: PhotoDeps, user: User, input: { venueId: string; contentType: string; size: number }): Promise<PresignedUpload> {
  const venue = await requireVenue(deps.db, user, input.venueId, 'write');
  if (!isPhotoContentType(input.contentType)) throw new DomainError('photo.invalid_type');
  if (input.size > MAX_PHOTO_BYTES) throw new DomainError('photo.too_large');
  const cap = PHOTO_CAPS[venue.kind];
  if ((await countOf(deps.db, venue.id)) >= cap) throw limitReached(cap);
  return deps.photos.presignUpload({
    key: newPhotoKey(user.id, input.contentType as PhotoContentType),
    contentType: input.contentType,
    maxBytes: MAX_PHOTO_BYTES,
    expiresInSeconds: UPLOAD_EXPIRES_SECONDS,
  });
}

/**
 * Records an uploaded object as the venue's photo. The key must be one of this user's
 * (`{userId}/…`) and the object must be there, an image within the size limit. Counted under the
 * venue lock: past the cap the object is deleted and "photo.limit_reached" is thrown.
 */
export async function confirmUpload(deps: PhotoDeps, user: User, input: { venueId: string; key: string }): Promise<VenuePhoto> {
  await requireVenue(deps.db, user, input.venueId, 'write');
  if (photoKeyOwner(input.key) !== user.id) throw new DomainError('photo.upload_failed');
  const stored = await deps.photos.stat(input.key);
  if (!stored) throw new DomainError('photo.upload_failed');
  if (!isPhotoContentType(stored.contentType) || stored.size < 1 || stored.size > MAX_PHOTO_BYTES) {
    await deps.photos.remove(input.key);
    throw new DomainError('photo.upload_failed');
  }
  try {
    return await inTransaction(deps.db, async (trx) => {
      const venue = await requireVenueLocked(trx, user, input.venueId, 'write');
      const existing = await trx.selectFrom('photos').select(['id', 'url', 'created_at', 'restaurant_id']).where('path', '=', input.key).executeTakeFirst();
      if (existing) {
        if (existing.restaurant_id !== venue.id) throw new DomainError('photo.upload_failed');
        return toPhoto(existing); // confirmed twice: the same photo
      }
      const cap = PHOTO_CAPS[venue.kind];
      if ((await countOf(trx, venue.id)) >= cap) throw limitReached(cap);
      const row = await trx
        .insertInto('photos')
        .values({
          restaurant_id: venue.id,
          uploaded_by: user.id,
          bucket: bucketOf(venue.kind),
          path: input.key,
          url: photoUrl(input.key),
          content_type: stored.contentType,
        })
        .returning(['id', 'url', 'created_at'])
        .executeTakeFirstOrThrow();
      await syncVenuePhotos(trx, venue.id);
      await writeAudit(trx, 'photo', row.id, 'uploaded', { restaurant_id: venue.id, path: input.key, size: stored.size }, user.id);
      return toPhoto(row);
    });
  } catch (err) {
    // Not recorded: the object must not linger (a refused photo is never shown or counted).
    if (err instanceof DomainError && err.code === 'photo.limit_reached') await deps.photos.remove(input.key);
    throw err;
  }
}

/** Deletes the row (and the guest pages' copy) under the venue lock, then the object once that committed. */
export async function removePhoto(deps: PhotoDeps, user: User, input: { venueId: string; photoId: string }): Promise<{ removed: string }> {
  await requireVenue(deps.db, user, input.venueId, 'write');
  if (!isUuid(input.photoId)) throw new DomainError('photo.not_found');
  return inTransaction(deps.db, async (trx, afterCommit) => {
    const venue = await requireVenueLocked(trx, user, input.venueId, 'write');
    const row = await trx
      .deleteFrom('photos')
      .where('id', '=', input.photoId)
      .where('restaurant_id', '=', venue.id)
      .returning(['id', 'path'])
      .executeTakeFirst();
    if (!row) throw new DomainError('photo.not_found');
    await syncVenuePhotos(trx, venue.id);
    await writeAudit(trx, 'photo', row.id, 'removed', { restaurant_id: venue.id, path: row.path }, user.id);
    afterCommit('photo.remove-object', () => deps.photos.remove(row.path));
    return { removed: row.id };
  });
}
