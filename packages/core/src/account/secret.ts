import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time (by their digests, so lengths may differ). */
export function sameSecret(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}
