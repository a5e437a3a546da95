import { CompiledQuery, sql, type Kysely, type SelectExpression, type Transaction } from 'kysely';
import type { DB } from '../db/types';

/**
 * The venue lock (ADR 011, 016): `SELECT … FOR UPDATE` on the restaurant row. Every decision about
 * one venue's tables or rooms (booking, claims, cancels, offers, deposits) takes it first, so they
 * run one at a time across all server processes. Returns the columns asked for, or nothing.
 */
export function lockVenueRow<C extends SelectExpression<DB, 'restaurants'>>(trx: Transaction<DB>, id: string, columns: readonly C[]) {
  return venueLockQuery(trx, id, columns).executeTakeFirst();
}

/** The query of `lockVenueRow` (the booking path runs it compiled once, db/prepared.ts). */
export function venueLockQuery<C extends SelectExpression<DB, 'restaurants'>>(db: Kysely<DB>, id: string, columns: readonly C[]) {
  return db.selectFrom('restaurants').select(columns).where('id', '=', id).forUpdate();
}

/** A venue row as some earlier read saw it: `version` is its `xmin`, which changes with every update. */
export interface VenueVersion {
  id: string;
  version: string;
}

/** The row version `runAfterVenueLock` checks, as a column of a venue read. */
export const venueVersion = sql<string>`xmin::text`;

/**
 * The venue lock AND one statement after it, in ONE round trip and one autocommit transaction (ADR
 * 052): the SQL function `run_prepared_after_venue_lock` locks the row, provided it is still
 * `venue.version`, then runs `query` in a snapshot taken after the lock, as a second statement of a
 * transaction would, and commits when it returns. Nothing of the decision waits for a turn of this
 * process's event loop while the venue is locked. The statement is prepared once per connection
 * (before the lock), so the lock is held for its plan and run only, not its parsing. Returns the
 * query's one row, or `null` when the venue is gone or has changed since it was read (nothing was
 * run: the caller decides again the usual way). The values travel as a text array, each an untyped
 * literal that Postgres coerces to the type it inferred for its placeholder.
 */
export async function runAfterVenueLock<R>(db: Kysely<DB>, venue: VenueVersion, query: CompiledQuery): Promise<R | null> {
  const res = await db.executeQuery<{ result: R | null }>(
    CompiledQuery.raw('select run_prepared_after_venue_lock($1, $2, $3, $4::text[]) as result', [
      venue.id,
      venue.version,
      query.sql,
      query.parameters.map(toText),
    ]),
  );
  return res.rows[0]?.result ?? null;
}

/** A parameter as the text the driver would have sent for it (timestamps as ISO instants). */
function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) throw new Error('runAfterVenueLock: array parameters are not supported');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean | bigint);
}

/**
 * Venue rows this process has read, with their versions, for `runAfterVenueLock` (ADR 052): a copy
 * is only ever acted on through that function, which refuses it once the row has changed, so a
 * stale copy costs the caller its usual path, never a decision on old data. Kept per database
 * handle, at most `size` rows, each for at most `ttlMs`.
 */
export function venueVersionCache<T extends VenueVersion>(load: (db: Kysely<DB>, id: string) => Promise<T | undefined>, size = 1000, ttlMs = 60_000) {
  const byDb = new WeakMap<Kysely<DB>, Map<string, { row: T; at: number }>>();
  const rows = (db: Kysely<DB>) => {
    let map = byDb.get(db);
    if (!map) byDb.set(db, (map = new Map()));
    return map;
  };
  return {
    async get(db: Kysely<DB>, id: string, now = Date.now()): Promise<T | undefined> {
      const map = rows(db);
      const hit = map.get(id);
      if (hit && now - hit.at < ttlMs) return hit.row;
      const row = await load(db, id);
      map.delete(id);
      if (row) {
        if (map.size >= size) map.delete(map.keys().next().value as string);
        map.set(id, { row, at: now });
      }
      return row;
    },
    forget(db: Kysely<DB>, id: string): void {
      rows(db).delete(id);
    },
  };
}
