import type { Transaction } from 'kysely';
import type { SessionUser } from '../account/schema';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { DB } from '../db/types';
import { DomainError } from '../errors';
import { writeAudit } from '../hold/audit';
import { requireVenueLocked } from '../owner/scope';
import { insertOwnedVenue, lockUser, updateVenue, type NewVenue } from './repository';

/** Who is onboarding: the session user (a proven email is needed to create a venue). */
export type User = Pick<SessionUser, 'id' | 'role' | 'emailVerified'>;

/**
 * Becoming an owner (ADR 067): only an account that has proven its email may put a venue on the
 * platform; the venue and the owner role are written in one transaction, so there is never an
 * owner without a venue nor a venue whose creator is still a guest.
 */
export async function createVenue(db: Database, user: User, values: NewVenue, action: string, allowed?: (trx: Transaction<DB>) => Promise<void>) {
  if (!user.emailVerified) throw new DomainError('onboarding.email_unverified');
  return inTransaction(db, async (trx) => {
    // One at a time per user: two tabs opening the wizard together make one draft, not two.
    await lockUser(trx, user.id);
    // A rule on the owner's other venues (a second property needs the Stays plan), read under the same lock.
    await allowed?.(trx);
    return createFor(trx, user, values, action);
  });
}

export async function createFor(trx: Transaction<DB>, user: User, values: NewVenue, action: string) {
  const id = await insertOwnedVenue(trx, user.id, values);
  await writeAudit(trx, 'restaurant', id, action, {}, user.id);
  return id;
}

/** One wizard step's change to the owner's venue: scoped by owner, locked, audited. */
export async function updateStep(db: Database, user: User, restaurantId: string, action: string, set: Record<string, unknown>, meta: Record<string, unknown>) {
  return inTransaction(db, async (trx) => {
    await requireVenueLocked(trx, user, restaurantId, 'write');
    await updateVenue(trx, restaurantId, set);
    await writeAudit(trx, 'restaurant', restaurantId, action, meta, user.id);
    return { ok: true as const };
  });
}
