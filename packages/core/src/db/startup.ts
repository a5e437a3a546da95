import { sql } from 'kysely';
import type { DatabaseHandle } from './connection';

/** One key for "preparing this database" across every process that starts on it. */
const STARTUP_LOCK = 7_202_611_230;

/**
 * Migrates and (when empty) seeds under one session advisory lock: processes started together
 * on an empty database take turns, and the later ones find the schema and the demo data in place
 * and reuse them. PGlite belongs to one process, so it needs no lock.
 */
export async function prepareDatabase(handle: DatabaseHandle, opts: { migrate?: boolean; seedIfEmpty?: boolean; log: (line: string) => void }): Promise<void> {
  if (!opts.migrate && !opts.seedIfEmpty) return;
  // Loaded only here: a Lambda neither migrates nor seeds, so its cold start never compiles the
  // migrations (ADR 046).
  const work = async () => {
    if (opts.migrate) await (await import('./migrator')).migrateToLatest(handle.db);
    if (!opts.seedIfEmpty) return;
    const { isSeeded, seed } = await import('./seed');
    if (!(await isSeeded(handle.db))) {
      opts.log('[seed] empty database: adding demo venues, bookings and accounts');
      await seed(handle.db);
    }
  };
  if (handle.driver === 'pglite') return work();
  // The lock lives on one held connection; the work runs on the rest of the pool.
  await handle.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}
