import { sql } from 'kysely';
import type { Database } from '../db/connection';
import { prepareByShape, type Slot } from '../db/prepared';
import { DomainError, ERROR_CATALOGUE } from '../errors';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** One counter and the count it may reach within a window. */
export interface KeyLimit {
  key: string;
  limit: number;
}

export const RATE_LIMIT_MESSAGE = ERROR_CATALOGUE['rate_limit.exceeded'].message;

export const windowOf = (windowSeconds: number, now: Date) => {
  const ms = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  return { start, retryAfterSeconds: Math.ceil((start.getTime() + ms - now.getTime()) / 1000) };
};

/**
 * Fixed-window counters stored in Postgres, so a limit holds across Lambda instances. One upsert
 * counts every key before any is judged, so a flood on one key cannot hide behind another.
 */
export async function consumeEach(db: Database, limits: KeyLimit[], windowSeconds: number, now = new Date()): Promise<void> {
  const { start, retryAfterSeconds } = windowOf(windowSeconds, now);
  const { rows } = await countQuery<{ key: string; within: boolean }>(db, limits.length, counterValues(limits, start));
  if (rows.some((r) => !r.within)) throw rateLimited(retryAfterSeconds);
}

/** The error of a key over its limit, with when the window ends. */
const rateLimited = (retryAfterSeconds: number) => new DomainError('rate_limit.exceeded', undefined, { retryAfterSeconds });

/** The values `counterUpsert`'s slots take: `rl_start`, `rl_key0`, `rl_limit0`, `rl_key1` … */
function counterValues(limits: KeyLimit[], start: Date): Record<string, unknown> {
  const values: Record<string, unknown> = { rl_start: start };
  limits.forEach((l, i) => {
    values[`rl_key${i}`] = l.key;
    values[`rl_limit${i}`] = l.limit;
  });
  return values;
}

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

/** The same limit on every key. */
export function consume(db: Database, keys: string[], rule: RateLimitRule, now = new Date()): Promise<void> {
  return consumeEach(
    db,
    keys.map((key) => ({ key, limit: rule.limit })),
    rule.windowSeconds,
    now,
  );
}

/** Takes back one count from each key in the window of `now` (an attempt that turned out not to count). */
export async function release(db: Database, keys: string[], windowSeconds: number, now: Date): Promise<void> {
  const { start } = windowOf(windowSeconds, now);
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
