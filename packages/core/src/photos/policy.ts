import { randomUUID } from 'node:crypto';
import { isUuid } from '../text/uuid';
import { PHOTO_TYPES, type PhotoContentType } from './schema';

/**
 * The upload policy (ADR 059), one shape for both adapters: S3 signs these conditions into a
 * presigned POST and checks them itself; the disk adapter signs them with HMAC and its endpoint
 * checks them with `checkUpload`. Images only, one exact key, exactly the size the owner declared.
 */

export type PolicyCondition = ['eq', string, string] | ['starts-with', string, string] | ['content-length-range', number, number] | Record<string, string>;

export interface UploadPolicy {
  expiration: string;
  conditions: PolicyCondition[];
}

/** `{userId}/{random id}.{ext}` (SPEC §7): a fresh random id per upload, so no upload can land on another's key. */
export function newPhotoKey(userId: string, contentType: PhotoContentType): string {
  return `${userId}/${randomUUID()}.${PHOTO_TYPES[contentType]}`;
}

// Keys of today's formats and of GIF and AVIF, accepted before (ADR 059): those photos can still be removed.
const KEY = /^([0-9a-f-]{36})\/([0-9a-f-]{36})\.(jpg|png|webp|gif|avif)$/;

/** The user a well-formed photo key belongs to, or null for anything else. */
export function photoKeyOwner(key: string): string | null {
  const m = KEY.exec(key);
  return m && isUuid(m[1]!) && isUuid(m[2]!) ? m[1]! : null;
}

/**
 * The conditions beyond `key` and `bucket` (those the signer adds): images only, and a file of
 * exactly `size` bytes, the size declared when the form was asked for (a browser knows it exactly).
 */
export function uploadConditions(size: number): PolicyCondition[] {
  return [
    ['starts-with', '$Content-Type', 'image/'],
    ['content-length-range', size, size],
  ];
}

/**
 * Whether a posted form satisfies a policy, as S3 checks it: every field named by a condition
 * matches, the file size is within range, and the policy has not expired. Returns the first
 * failure, or null.
 */
export function checkUpload(policy: UploadPolicy, fields: Record<string, string>, fileSize: number, now = new Date()): string | null {
  if (!(Date.parse(policy.expiration) > now.getTime())) return 'policy expired';
  for (const c of policy.conditions) {
    if (Array.isArray(c)) {
      if (c[0] === 'content-length-range') {
        if (fileSize < c[1] || fileSize > c[2]) return `size ${fileSize} outside ${c[1]}..${c[2]}`;
        continue;
      }
      const [op, name, value] = c;
      const actual = fieldValue(fields, name.replace(/^\$/, ''));
      if (op === 'eq' ? actual !== value : !(actual ?? '').startsWith(value)) return `${name} fails ${op} ${value}`;
    } else {
      for (const [name, value] of Object.entries(c)) {
        if (name === 'bucket') continue; // the disk has no buckets
        if (fieldValue(fields, name) !== value) return `${name} must be ${value}`;
      }
    }
  }
  return null;
}

// Form field names are matched case-insensitively, as S3 does.
const fieldValue = (fields: Record<string, string>, name: string) => {
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(fields)) if (k.toLowerCase() === lower) return v;
  return undefined;
};
