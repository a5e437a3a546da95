import { DomainError } from '../errors';
import { MAX_PHOTO_SIDE, type PhotoContentType } from './schema';

/** image-size's names for the accepted formats, onto their MIME types. */
const ACCEPTED: Record<string, PhotoContentType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface PhotoContent {
  contentType: PhotoContentType;
  width: number;
  height: number;
}

/**
 * What an uploaded file really is (ADR 059): its format from the magic number and its width and
 * height from the header, by `image-size`. A file that is not a JPEG, PNG or WebP with sane
 * dimensions is refused whatever its name or declared type: a text file renamed .jpg, HTML or SVG
 * sent as image/png, a truncated header. Loaded on first use, so it stays out of a cold start.
 */
export async function inspectPhoto(bytes: Uint8Array): Promise<PhotoContent> {
  const { imageSize } = await import('image-size');
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new DomainError('photo.invalid_type');
  }
  const contentType = ACCEPTED[size.type ?? ''];
  const { width, height } = size;
  if (!contentType || !(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) throw new DomainError('photo.invalid_type');
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) throw new DomainError('photo.too_many_pixels');
  return { contentType, width, height };
}

/** sharp's format names for the accepted types. */
const FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * The whole image decoded and encoded again (ADR 059), so what is served is an image and nothing
 * else: bytes appended after it (HTML, a script) are gone, a truncated or corrupt file is refused
 * ("This file is not a JPEG, PNG or WebP image"), metadata (EXIF location) is dropped after the
 * orientation is applied. Written as `as`, the type the object is stored and served under.
 * `sharp` (libvips) loads on first use, so it stays out of a cold start.
 */
export async function reencodePhoto(bytes: Uint8Array, as: PhotoContentType): Promise<PhotoContent & { bytes: Uint8Array }> {
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PHOTO_SIDE * MAX_PHOTO_SIDE })
      .rotate()
      .toFormat(FORMAT[as], as === 'image/png' ? {} : { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { contentType: as, width: info.width, height: info.height, bytes: new Uint8Array(data) };
  } catch {
    throw new DomainError('photo.invalid_type');
  }
}
