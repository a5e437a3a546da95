import * as z from 'zod';
import { ERROR_CATALOGUE } from '../errors';
import type { VenueKind } from '../restaurant/venue-kind';

/**
 * Venue photos (ADR 059, SPEC §5 "Photo uploads", §9): the rules the server enforces and
 * the web shows. Pure (zod only): the web imports it for the caps, the accepted types and the size.
 */

/** What a venue is for photos: a restaurant or a property, by the one venue-kind rule (restaurant/venue-kind.ts). */
export type PhotoVenueKind = VenueKind;

/** SPEC §9: at most 10 photos per restaurant and 15 per stay property. */
export const PHOTO_CAPS: Record<PhotoVenueKind, number> = { restaurant: 10, property: 15 };

/** Largest photo accepted, in bytes (written into the signed upload policy). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * The photos accepted, by MIME type, with the extension the stored key gets: the three formats every
 * browser shows and every camera or phone exports. SVG is not one: it can carry script and is served
 * from the app's own origin. The bytes are checked on confirm (ADR 059), not only the declared type.
 */
export const PHOTO_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type PhotoContentType = keyof typeof PHOTO_TYPES;
export const PHOTO_CONTENT_TYPES = Object.keys(PHOTO_TYPES) as PhotoContentType[];
export const isPhotoContentType = (v: string): v is PhotoContentType => Object.hasOwn(PHOTO_TYPES, v);

/** Largest width or height of a photo, in pixels: beyond it an image is a memory bomb for a phone's browser. */
export const MAX_PHOTO_SIDE = 16_384;

/** How long a presigned upload stays usable. */
export const UPLOAD_EXPIRES_SECONDS = 10 * 60;

const venueId = z.string().min(1).max(64);

export const photoListInput = z.object({ venueId });

export const photoPresignInput = z.object({
  venueId,
  contentType: z.string().refine(isPhotoContentType, { message: ERROR_CATALOGUE['photo.invalid_type'].message }),
  // The exact size of the file: the signed upload accepts that many bytes and no other number.
  size: z
    .number()
    .int()
    .min(1, { message: ERROR_CATALOGUE['photo.upload_failed'].message })
    .max(MAX_PHOTO_BYTES, { message: ERROR_CATALOGUE['photo.too_large'].message }),
});

export const photoConfirmInput = z.object({ venueId, key: z.string().min(1).max(200) });

export const photoRemoveInput = z.object({ venueId, photoId: z.string().min(1).max(64) });

export interface VenuePhoto {
  id: string;
  url: string;
  createdAt: string;
}

export interface VenuePhotos {
  kind: PhotoVenueKind;
  cap: number;
  photos: VenuePhoto[];
}

/** A presigned upload: the browser posts `fields` and then the file (as `file`, exactly `size` bytes) to `url` as multipart form data. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  size: number;
}
