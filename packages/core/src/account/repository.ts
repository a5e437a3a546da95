import { randomUUID } from 'node:crypto';
import type { Database } from '../db/connection';
import type { TokenPurpose } from '../db/types';
import { linkTokenSlot, oneTimeLinkCode } from './guest-link';
import { sha256 } from './crypto';

export const findUserByEmail = (db: Database, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export async function insertUser(
  db: Database,
  values: { name: string; email: string; phone?: string | null; password_hash?: string | null; verified?: boolean },
) {
  return db
    .insertInto('users')
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone ?? null,
      password_hash: values.password_hash ?? null,
      email_verified_at: values.verified ? new Date() : null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Stores a one-time link's code as its sha256 and answers the slot its email carries in place of
 * the code: the code is derived from the row's id and put in only when the email goes out (ADR 103).
 */
export async function insertToken(db: Database, v: { purpose: TokenPurpose; email: string; redirectTo: string; expiresAt: Date }): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('one_time_tokens')
    .values({ id, token_hash: sha256(oneTimeLinkCode(id)), purpose: v.purpose, email: v.email, redirect_to: v.redirectTo, expires_at: v.expiresAt })
    .execute();
  return linkTokenSlot('one-time', id);
}

/** Marks a live token used and returns it, in one statement, so a token works exactly once. */
export async function consumeToken(db: Database, tokenHash: string, purpose: TokenPurpose, now: Date) {
  return db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['email', 'redirect_to'])
    .executeTakeFirst();
}

export const touchUser = (db: Database, id: string, now: Date) => db.updateTable('users').set({ last_active_at: now }).where('id', '=', id).execute();

/**
 * Marks a not yet proven address proven, dropping the password when `dropPassword`; answers the
 * row only when this call did it (a proof a moment earlier already did).
 */
export const markEmailProven = (db: Database, id: string, now: Date, dropPassword: boolean) =>
  db
    .updateTable('users')
    .set(dropPassword ? { email_verified_at: now, password_hash: null } : { email_verified_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

/** The reset's write: the new password hash, with the proof and the activity it brings. */
export const setPassword = (db: Database, id: string, v: { password_hash: string; email_verified_at: Date; last_active_at: Date }) =>
  db.updateTable('users').set(v).where('id', '=', id).execute();
