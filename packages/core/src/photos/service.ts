import type { SessionUser } from '../account/schema';
import type { Database, Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../errors';
import { writeAudit } from '../hold/audit';
import { isUuid } from '../text/uuid';
import { requireVenue, requireVenueLocked } from '../owner/scope';
import { inspectPhoto, reencodePhoto, type PhotoContent } from './content';
import { newPhotoKey, photoKeyOwner } from './policy';
import { photoUrl, type PhotosPort } from './port';
import {
  claimUpload,
  countPhotos,
  deletePhoto,
  findPhotoByKey,
  findUpload,
  insertPhoto,
  insertUpload,
  photoRows,
  staleUploadKeys,
  syncVenuePhotos,
} from './repository';
import {
  isPhotoContentType,
  MAX_PHOTO_BYTES,
  PHOTO_CAPS,
  UPLOAD_EXPIRES_SECONDS,
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

const toPhoto = (r: { id: string; url: string; created_at: Date }): VenuePhoto => ({ id: r.id, url: r.url, createdAt: r.created_at.toISOString() });

/** The venue's photos with its cap; the owner, or an admin reading. */
export async function listPhotos(deps: PhotoDeps, user: User, venueId: string): Promise<VenuePhotos> {
  const venue = await requireVenue(deps.db, user, venueId, 'read');
  return { kind: venue.kind, cap: PHOTO_CAPS[venue.kind], photos: (await photoRows(deps.db, venue.id)).map(toPhoto) };
}

/**
 * A one-use upload form for one image of exactly the declared size, while the venue is below its
 * cap. The upload is remembered (`photo_uploads`) until it is confirmed, refused, or an hour old.
 */
export async function presignUpload(deps: PhotoDeps, user: User, input: { venueId: string; contentType: string; size: number }): Promise<PresignedUpload> {
  const venue = await requireVenue(deps.db, user, input.venueId, 'write');
  if (!isPhotoContentType(input.contentType)) throw new DomainError('photo.invalid_type');
  if (input.size > MAX_PHOTO_BYTES) throw new DomainError('photo.too_large');
  if (!(Number.isInteger(input.size) && input.size > 0)) throw new DomainError('photo.upload_failed');
  const cap = PHOTO_CAPS[venue.kind];
  if ((await countPhotos(deps.db, venue.id)) >= cap) throw limitReached(cap);
  const key = newPhotoKey(user.id, input.contentType);
  await insertUpload(deps.db, { key, restaurant_id: venue.id, uploaded_by: user.id, content_type: input.contentType, size: input.size });
  return deps.photos.presignUpload({ key, contentType: input.contentType, size: input.size, expiresInSeconds: UPLOAD_EXPIRES_SECONDS });
}

/** An upload that will never be a photo: its object and its record go. */
async function discard(deps: PhotoDeps, key: string): Promise<void> {
  await deps.photos.remove(key);
  await claimUpload(deps.db, key);
}

/** The photo a key was already confirmed as on this venue (a confirm sent twice), else "Upload failed". */
async function confirmedBefore(db: Db, venueId: string, key: string): Promise<VenuePhoto> {
  const row = await findPhotoByKey(db, venueId, key);
  if (!row) throw new DomainError('photo.upload_failed');
  return toPhoto(row);
}

/**
 * Records an uploaded object as the venue's photo. The key must be one this user had signed for
 * this venue and the object must be there, of the declared size, and really a JPEG, PNG or WebP
 * image of sane dimensions (`inspectPhoto`): otherwise the object is deleted and the reason thrown
 * ("This file is not a JPEG, PNG or WebP image", ...). Counted under the venue lock: past the cap
 * the object is deleted and "photo.limit_reached" is thrown.
 */
export async function confirmUpload(deps: PhotoDeps, user: User, input: { venueId: string; key: string }): Promise<VenuePhoto> {
  const owned = await requireVenue(deps.db, user, input.venueId, 'write');
  if (photoKeyOwner(input.key) !== user.id) throw new DomainError('photo.upload_failed');
  const upload = await findUpload(deps.db, input.key);
  if (!upload) return confirmedBefore(deps.db, owned.id, input.key);
  if (upload.restaurant_id !== owned.id) throw new DomainError('photo.upload_failed');
  const stored = await deps.photos.read(input.key);
  if (!stored) throw new DomainError('photo.upload_failed'); // not uploaded (yet): the owner may still send it
  let content: PhotoContent;
  try {
    // Both stores hold the signed size; this holds it where a store does not (an S3 look-alike).
    if (stored.bytes.byteLength !== upload.size) throw new DomainError('photo.upload_failed');
    // The header first (cheap), then the whole image decoded and stored again as the key's type.
    await inspectPhoto(stored.bytes);
    if (!isPhotoContentType(upload.content_type)) throw new DomainError('photo.invalid_type');
    const clean = await reencodePhoto(stored.bytes, upload.content_type);
    await deps.photos.write(input.key, clean.bytes, clean.contentType);
    content = clean;
  } catch (err) {
    await discard(deps, input.key);
    throw err;
  }
  try {
    return await inTransaction(deps.db, async (trx) => {
      const venue = await requireVenueLocked(trx, user, input.venueId, 'write');
      // Claimed once: a confirm sent twice, or the cleanup of an hour-old upload, finds it gone.
      const claimed = await claimUpload(trx, input.key);
      if (!claimed) return confirmedBefore(trx, venue.id, input.key);
      const cap = PHOTO_CAPS[venue.kind];
      if ((await countPhotos(trx, venue.id)) >= cap) throw limitReached(cap);
      const row = await insertPhoto(trx, {
        restaurant_id: venue.id,
        uploaded_by: user.id,
        bucket: bucketOf(venue.kind),
        path: input.key,
        url: photoUrl(input.key),
        content_type: content.contentType,
      });
      await syncVenuePhotos(trx, venue.id);
      await writeAudit(
        trx,
        'photo',
        row.id,
        'uploaded',
        { restaurant_id: venue.id, path: input.key, size: upload.size, width: content.width, height: content.height },
        user.id,
      );
      return toPhoto(row);
    });
  } catch (err) {
    // Not recorded: the object must not linger (a refused photo is never shown or counted).
    if (err instanceof DomainError && err.code === 'photo.limit_reached') await discard(deps, input.key);
    throw err;
  }
}

/** How long an upload may stay unconfirmed before the retention job deletes it. */
const UNCONFIRMED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * The retention job's part for photos (ADR 059): uploads signed over an hour ago and never
 * confirmed (a closed tab, a refused confirm that could not delete) lose their object, in whichever
 * store, and their record. Each is claimed in its own transaction and its record deleted only with
 * its object, so a confirm racing it finds it gone, and a failed delete is tried again next run.
 */
export async function removeUnconfirmedUploads(deps: PhotoDeps, now = new Date()): Promise<{ uploads: number }> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_UPLOAD_MS);
  const stale = await staleUploadKeys(deps.db, cutoff, 500);
  let uploads = 0;
  for (const { key } of stale) {
    const removed = await deps.db.transaction().execute(async (trx) => {
      const claimed = await claimUpload(trx, key, cutoff);
      if (claimed) await deps.photos.remove(key);
      return Boolean(claimed);
    });
    if (removed) uploads++;
  }
  return { uploads };
}

/** Deletes the row (and the guest pages' copy) under the venue lock, then the object once that committed. */
export async function removePhoto(deps: PhotoDeps, user: User, input: { venueId: string; photoId: string }): Promise<{ removed: string }> {
  await requireVenue(deps.db, user, input.venueId, 'write');
  if (!isUuid(input.photoId)) throw new DomainError('photo.not_found');
  return inTransaction(deps.db, async (trx, afterCommit) => {
    const venue = await requireVenueLocked(trx, user, input.venueId, 'write');
    const row = await deletePhoto(trx, venue.id, input.photoId);
    if (!row) throw new DomainError('photo.not_found');
    await syncVenuePhotos(trx, venue.id);
    await writeAudit(trx, 'photo', row.id, 'removed', { restaurant_id: venue.id, path: row.path }, user.id);
    afterCommit('photo.remove-object', () => deps.photos.remove(row.path));
    return { removed: row.id };
  });
}
