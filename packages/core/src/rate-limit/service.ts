import { sql } from 'kysely';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Fixed-window counter stored in Postgres, so the limit holds across Lambda instances.
 * One upsert per key; every key is counted before any is judged, so a flood on one key
 * cannot hide behind another.
 */
export async function consume(db: Database, keys: string[], rule: RateLimitRule, now = new Date()): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db
    .insertInto('rate_limit_counters')
    .values(keys.map((key) => ({ key, window_start: windowStart, count: 1 })))
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_counters.count + 1` }))
    .returning(['key', 'count'])
    .execute();
  if (rows.some((r) => r.count > rule.limit)) {
    throw new DomainError('rate_limit.exceeded', RATE_LIMIT_MESSAGE, {
      retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
    });
  }
}

/** Retention: drop windows that ended long ago. Called by the daily job. */
export async function pruneCounters(db: Database, olderThan: Date): Promise<number> {
  const res = await db.deleteFrom('rate_limit_counters').where('window_start', '<', olderThan).executeTakeFirst();
  return Number(res.numDeletedRows);
}
