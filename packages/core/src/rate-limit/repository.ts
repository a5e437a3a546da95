import { sql } from 'kysely';
import type { Database } from '../db/connection';
import { prepareByShape, type Slot } from '../db/prepared';

/** The rate-limit counters' statements: one row per key and fixed window. */

/**
 * The one upsert that counts an attempt on each of `keys` keys in the window starting at slot
 * `rl_start`, returning each key's count and whether it is `within` its limit (`rl_limit0`, …): a
 * key may reach its limit, not pass it (ADR 114).
 */
const counterUpsert = (db: Database, slot: Slot<string>, keys: number) => {
  const limitOf = sql.join(
    Array.from({ length: keys }, (_, i) => sql`when ${slot(`rl_key${i}`)}::text then ${slot(`rl_limit${i}`)}::bigint`),
    sql` `,
  );
  return db
    .insertInto('rate_limit_counters')
    .values(Array.from({ length: keys }, (_, i) => ({ key: slot(`rl_key${i}`), window_start: slot('rl_start'), count: 1 })))
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_counters.count + 1` }))
    .returning(['key', 'count'])
    .returning(sql<boolean>`rate_limit_counters.count <= (case rate_limit_counters.key ${limitOf} end)`.as('within'));
};

// The upsert, compiled once per number of keys (db/prepared.ts, ADR 052).
const countQuery = prepareByShape<number, string>(String, counterUpsert);

/** Counts one attempt on each key in the window starting at `start`; answers whether each is within its limit. */
export async function countAttempts(db: Database, limits: { key: string; limit: number }[], start: Date) {
  const values: Record<string, unknown> = { rl_start: start };
  limits.forEach((l, i) => {
    values[`rl_key${i}`] = l.key;
    values[`rl_limit${i}`] = l.limit;
  });
  return (await countQuery<{ key: string; within: boolean }>(db, limits.length, values)).rows;
}

/** Takes back one count from each key in the window starting at `start`. */
export async function uncount(db: Database, keys: string[], start: Date): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ count: sql`greatest(count - 1, 0)` })
    .where('key', 'in', keys)
    .where('window_start', '=', start)
    .execute();
}

/** Retention: drop windows that ended long ago. Called by the daily job. */
export async function pruneCounters(db: Database, olderThan: Date): Promise<number> {
  const res = await db.deleteFrom('rate_limit_counters').where('window_start', '<', olderThan).executeTakeFirst();
  return Number(res.numDeletedRows);
}
