import type { PhotoContentType, PresignedUpload } from './schema';

/**
 * The photos port (ARCHITECTURE "Outside services"): S3 with presigned POST uploads in production,
 * files on disk under UPLOADS_DIR locally (ADR 059). The browser sends the file straight to the
 * store; the API only signs the upload, then records it once it is there. Either way an object
 * with key K is served at `/uploads/K` (the Router in production, the local server locally).
 */
interface StoredPhoto {
  /** The Content-Type the object was stored with (what the form declared). */
  contentType: string;
  bytes: Uint8Array;
}

export interface PhotosPort {
  readonly name: 's3' | 'disk';
  /** A one-use upload form for exactly `key`: images only, exactly `size` bytes, usable for `expiresInSeconds`. */
  presignUpload(req: { key: string; contentType: PhotoContentType; size: number; expiresInSeconds: number }): Promise<PresignedUpload>;
  /** What is stored at `key` with its bytes (at most MAX_PHOTO_BYTES, as the upload form held), or null when nothing is. */
  read(key: string): Promise<StoredPhoto | null>;
  /** Replaces the object's bytes (the re-encoded copy of a confirmed upload, ADR 059). */
  write(key: string, bytes: Uint8Array, contentType: PhotoContentType): Promise<void>;
  /** Deletes the object (nothing to delete is fine). */
  remove(key: string): Promise<void>;
}

/** The same-origin URL an object is served at, in both adapters. */
export const photoUrl = (key: string) => `/uploads/${key}`;
