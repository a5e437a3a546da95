import { DomainError, ERROR_CATALOGUE } from '../errors';
import { isUniqueViolation } from '../db/pg-errors';

/**
 * What a booking request meets under the venue lock, and what it gets (ADR 024). Pure: the
 * statements read the rows (reservation/booking-state.ts, stay/hold-statement.ts),
 * this decides.
 *
 * - The row the request's own idempotency key made, for the same request: that booking again
 *   (`answer`). A key names one request; the same key with anything else is refused (422), and so
 *   is a key that made a booking of the other kind (a table's key sent to stay.book, or back).
 * - No row of its key, but the same guest email holds the same slot (a live hold, a waiting entry):
 *   `held`. The caller mails the link to the email on that booking and answers an error that names
 *   nothing of it; a request never learns another request's booking.
 */

/** The fields two requests must share to be the same request: text or a number, null when not given. */
export type RequestFields = Readonly<Record<string, string | number | null>>;

/** How long after mailing a booking's link it is not mailed again, however often it is asked for. */
export const LINK_MAIL_MINUTES = 10;

/** Where a booking was found: its kind (reservation, waitlist entry, stay) and id. */
export interface Earlier<K extends string> {
  kind: K;
  id: string;
}

export interface Found<K extends string> {
  /** The booking the request's key made, with the request it was made for (a key names one booking). */
  keyed: (Earlier<K> & { request: RequestFields }) | null;
  /** The key made a booking of the other kind. */
  keyElsewhere: boolean;
  /** The same guest email's live booking of the same slot. */
  live: Earlier<K> | null;
}

export type Repeat<K extends string> = { answer: Earlier<K> } | { held: Earlier<K> } | null;

export const KEY_REUSED = ERROR_CATALOGUE['booking.key_reused'].message;
const keyReused = () => new DomainError('booking.key_reused');

/** Every field of either side equal, an absent one counting as null. */
export function sameRequest(stored: RequestFields, asked: RequestFields): boolean {
  const fields = new Set([...Object.keys(stored), ...Object.keys(asked)]);
  return [...fields].every((f) => (stored[f] ?? null) === (asked[f] ?? null));
}

/** The answer to what was found; throws "key reused" (422) for a key that names another request. */
export function repeatOf<K extends string>(found: Found<K>, asked: RequestFields): Repeat<K> {
  if (found.keyed) {
    if (!sameRequest(found.keyed.request, asked)) throw keyReused();
    return { answer: { kind: found.keyed.kind, id: found.keyed.id } };
  }
  if (found.keyElsewhere) throw keyReused();
  return found.live ? { held: found.live } : null;
}

/** A key's row split into the booking it names and the request it was made for. */
export function keyedRow<K extends string>(kind: K, row: ({ id: string } & Record<string, string | number | null>) | null): Found<K>['keyed'] {
  if (!row) return null;
  const { id, ...request } = row;
  return { kind, id, request };
}

/** The key's unique index refused a row: the same key was sent for another request at the same time (another venue's lock). */
export function isKeyTaken(err: unknown): boolean {
  if (!isUniqueViolation(err)) return false;
  const e = err as { constraint?: unknown; message?: unknown; cause?: { constraint?: unknown; message?: unknown } };
  return [e.constraint, e.message, e.cause?.constraint, e.cause?.message].some((v) => typeof v === 'string' && v.includes('_idempotency_key_idx'));
}

/** `isKeyTaken` as the error the request gets, anything else unchanged. */
export function keyTakenAsReused(err: unknown): unknown {
  return isKeyTaken(err) ? keyReused() : err;
}
