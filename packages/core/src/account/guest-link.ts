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
 * - An email in the outbox carries a slot in place of the token, filled in when it is delivered
 *   (ADR 103); one-time sign-in codes are derived and slotted the same way.
 */

export type GuestLinkKind = 'reservation' | 'waitlist' | 'stay' | 'trip';

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

const derive = (label: string) => createHmac('sha256', currentSecret()).update(label).digest('base64url');

/** The token in the row's link, derived from its id: the same every time it is asked for. */
export function guestLinkToken(kind: GuestLinkKind, id: string): string {
  return derive(`${kind}:${id}`);
}

/**
 * The code in a one-time link (magic link, password reset, email verification) of the
 * `one_time_tokens` row `id` (ADR 103): derived like a guest link, so its email can be written with
 * a slot and the code put in only at delivery. The row stores sha256 of it (ADR 004).
 */
export function oneTimeLinkCode(id: string): string {
  return derive(`one-time:${id}`);
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

/** What an email can carry a token of: a guest link, or a one-time sign-in code. */
export type LinkTokenKind = GuestLinkKind | 'one-time';

const tokenOf = (kind: LinkTokenKind, id: string) => (kind === 'one-time' ? oneTimeLinkCode(id) : guestLinkToken(kind, id));

// The slot names its row and carries a MAC under the secret, so text a guest typed into a booking
// (a name, a note) that looks like a slot cannot have another row's token filled in. The MAC is of
// another message than the token, so it tells nothing about the token.
const slotMac = (kind: LinkTokenKind, id: string) => derive(`outbox-slot:${kind}:${id}`).slice(0, 22);
const SLOT = /~link\.(reservation|waitlist|stay|trip|one-time)\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})~/g;

/**
 * What an email says in place of a link's token while it is stored in the outbox (ADR 103):
 * `~link.<kind>.<id>.<mac>~`, only URL-safe characters (encodeURIComponent and HTML escaping keep
 * it as it is). A copy of the database holds slots, never a token; `fillLinkTokens` derives the
 * token when the email is delivered or shown on the local mailbox.
 */
export function linkTokenSlot(kind: LinkTokenKind, id: string): string {
  return `~link.${kind}.${id}.${slotMac(kind, id)}~`;
}

/** The email's text with every slot this server wrote replaced by its token; anything else is left as it is. */
export function fillLinkTokens(text: string): string {
  return text.replace(SLOT, (slot, kind: LinkTokenKind, id: string, mac: string) => (sameSecret(mac, slotMac(kind, id)) ? tokenOf(kind, id) : slot));
}
