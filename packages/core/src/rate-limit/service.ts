import type { Database } from '../db/connection';
import { DomainError, ERROR_CATALOGUE } from '../errors';
import { countAttempts, uncount } from './repository';

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
  const rows = await countAttempts(db, limits, start);
  if (rows.some((r) => !r.within)) throw rateLimited(retryAfterSeconds);
}

/** The error of a key over its limit, with when the window ends. */
const rateLimited = (retryAfterSeconds: number) => new DomainError('rate_limit.exceeded', undefined, { retryAfterSeconds });

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
  await uncount(db, keys, start);
}
