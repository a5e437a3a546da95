import type { Database } from '../../db/connection';

// The SQL of an offline action's key (ADR 116): claimed before the action runs, bound to the action
// and the booking, settled with what the first send answered.

export interface ReplayKey {
  key: string;
  userId: string;
  venueId: string;
  action: string;
  targetId: string;
}

/** Claims the key for this send: true when it is the first, false when another send holds it. */
export async function claimKey(db: Database, k: ReplayKey): Promise<boolean> {
  const row = await db
    .insertInto('owner_replay_keys')
    .values({ key: k.key, user_id: k.userId, restaurant_id: k.venueId, action: k.action, target_id: k.targetId })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export const findKey = (db: Database, key: string) =>
  db.selectFrom('owner_replay_keys').select(['restaurant_id', 'action', 'target_id', 'outcome']).where('key', '=', key).executeTakeFirst();

/** What the first send answered. */
export async function settleKey(db: Database, key: string, outcome: 'done' | 'conflict'): Promise<void> {
  await db.updateTable('owner_replay_keys').set({ outcome }).where('key', '=', key).execute();
}

/** A send that failed for a reason of its own (not an answer): the key is free for the next send. */
export async function releaseKey(db: Database, key: string): Promise<void> {
  await db.deleteFrom('owner_replay_keys').where('key', '=', key).where('outcome', 'is', null).execute();
}
