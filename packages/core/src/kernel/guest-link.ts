import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sameSecret } from './secret';

/**
 * Guest links (ADR 022): the one module that makes, stores and checks the token in a guest's link
 * to a reservation, a waitlist entry or a stay booking. Nothing else reads or writes `view_token`.
 *
 * - The token is HMAC-SHA256(secret, '<kind>:<id>') in base64url, so the server can write the link
 *   again whenever a later email (offer, refund, review prompt, checkout return) needs it.
 * - The row stores only sha256(token) as hex: a copy of the database opens no booking.
 * - A link opens its row when sha256(token) matches the stored hash (links already emailed, including
 *   random tokens from before hashing, which the migration hashed in place) or when the token is the
 *   one the secret derives for that row (new links to rows whose stored hash predates the secret).
 */

export type GuestLinkKind = 'reservation' | 'waitlist' | 'stay';

/** Where a machine without a configured secret keeps its own (never in production). */
const LOCAL_SECRET_FILE = '.data/guest-link-secret';

export interface GuestLinkSecretConfig {
  GUEST_LINK_SECRET?: string;
  NODE_ENV?: string;
}

let secret: string | undefined;

function localSecret(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      // Another process wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/** The secret from configuration; without one, a random secret kept in `.data/` (refused in production). */
export function resolveGuestLinkSecret(config: GuestLinkSecretConfig, file = LOCAL_SECRET_FILE): string {
  if (config.GUEST_LINK_SECRET) return config.GUEST_LINK_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new Error('GUEST_LINK_SECRET is not set (SST secret GuestLinkSecret): guest links cannot be signed');
  }
  return localSecret(file);
}

/** Called once per process by createCore; anything used before that reads the environment. */
export function configureGuestLinks(config: GuestLinkSecretConfig): void {
  secret = resolveGuestLinkSecret(config);
}

const currentSecret = () => (secret ??= resolveGuestLinkSecret(process.env));

/** The token in the row's link, derived from its id: the same every time it is asked for. */
export function guestLinkToken(kind: GuestLinkKind, id: string): string {
  return createHmac('sha256', currentSecret()).update(`${kind}:${id}`).digest('base64url');
}

/** What the row stores for a token: sha256 as 64 hex characters (the migration's SQL computes the same). */
export function guestLinkHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new row's id (chosen here, so its token can be derived before the insert), its token and stored hash. */
export function newGuestLink(kind: GuestLinkKind): { id: string; token: string; hash: string } {
  const id = randomUUID();
  const token = guestLinkToken(kind, id);
  return { id, token, hash: guestLinkHash(token) };
}

/** Whether `token` opens the row `{ id, view_token }` of this kind; compares in constant time. */
export function opensGuestLink(kind: GuestLinkKind, row: { id: string; view_token: string }, token: string): boolean {
  const byHash = sameSecret(row.view_token, guestLinkHash(token));
  const byDerivation = sameSecret(guestLinkToken(kind, row.id), token);
  return byHash || byDerivation;
}
