import type pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '@tablestay/core/db/connection';
import { createUser } from '@tablestay/core/db/factories';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { admin, databaseUrl, dropDatabase, uniqueName } from './databases';
import { spawnServer, type SpawnedServer } from './spawn-server';

/** The application_name spawned servers connect with, so a test can find (and end) their backends. */
export const SERVER_APP_NAME = 'tablestay_server';

export interface PgDatabase {
  /** The database's URL, for server processes (their backends carry SERVER_APP_NAME). */
  serverUrl: string;
  /** The test's own connection (migrated unless `empty`). */
  db: Database;
  /** Runs one statement on the server's maintenance database (CREATE/DROP, pg_terminate_backend). */
  admin<T extends pg.QueryResultRow>(query: string, params?: unknown[]): Promise<T[]>;
  /** Starts an `npm start`-style server process on this database; stopped after the file. */
  spawn(env?: Record<string, string>): Promise<SpawnedServer>;
  name: string;
}

/** The run's migrated template on the Postgres server, if its global setup made one (ADR 099). */
function migratedTemplate(): string | undefined {
  try {
    const provided = inject('databases');
    return provided.engine === 'postgres' ? provided.templates.migrated : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Registers hooks giving a test file a fresh database on a real Postgres server (DATABASE_URL, or
 * the local one) and server processes on it. `empty` leaves it unmigrated (the start-up race test);
 * otherwise it is a copy of the run's migrated template and holds one user, so servers skip the demo seed.
 */
export function usePgDatabase(prefix: string, opts: { empty?: boolean } = {}): PgDatabase {
  const name = uniqueName(prefix);
  const started: SpawnedServer[] = [];
  let handle: DatabaseHandle | undefined;
  const url = databaseUrl(name);

  const out: PgDatabase = {
    name,
    serverUrl: databaseUrl(name, { application_name: SERVER_APP_NAME }),
    db: undefined as unknown as Database,
    admin,
    async spawn(env = {}) {
      const s = await spawnServer({ DATABASE_URL: out.serverUrl, RATE_LIMIT_BOOKING_PER_WINDOW: '100000', RATE_LIMIT_AUTH_PER_WINDOW: '100000', ...env });
      started.push(s);
      return s;
    },
  };

  beforeAll(async () => {
    const template = opts.empty ? undefined : migratedTemplate();
    await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    handle = await createDatabase({ databaseDriver: 'pg', DATABASE_URL: url, PGLITE_DIR: '', NEON_WS_PROXY: undefined });
    out.db = handle.db;
    if (!opts.empty) {
      if (!template) await migrateToLatest(handle.db);
      await createUser(handle.db, { name: 'Owner', email: 'owner@example.com' });
    }
  });

  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await handle?.close();
    await dropDatabase(name);
  });

  return out;
}
