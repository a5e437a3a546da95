import { sql } from 'kysely';
import type { Database } from '../../db/connection';

// The owner's live dashboard's SQL (ADR 116): the poll of changed rows, and an offline action's key
// and its booking's status.

type LiveTable = 'reservations' | 'waitlist_entries' | 'stay_bookings';

/** The most rows one poll answers (of each table, and in all). */
export const CHANGES_LIMIT = 50;

/**
 * A venue's rows of one table changed after `from`, newest first. The expression is the one the
 * index `<table>_changed_idx` is on (migration 2026_11_27_0810), so the poll reads only those rows.
 */
export function changedRowsQuery(db: Database, table: LiveTable, venue: string, from: Date) {
  const changedAt = sql<Date>`greatest(created_at, updated_at)`;
  return db
    .selectFrom(table)
    .select(['id', 'status', 'guest_name', 'created_at', changedAt.as('at')])
    .where('restaurant_id', '=', venue)
    .where(changedAt, '>', from)
    .orderBy('at', 'desc')
    .limit(CHANGES_LIMIT);
}

/** A venue's booking (or waitlist entry) with its status and guest; undefined when it is not the venue's. */
export const bookingStatus = (db: Database, table: LiveTable, venueId: string, id: string) =>
  db.selectFrom(table).select(['status', 'guest_name']).where('id', '=', id).where('restaurant_id', '=', venueId).executeTakeFirst();

// ---- An offline action's key: claimed before the action runs, bound to the action and the
// booking, settled with what the first send answered.

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
