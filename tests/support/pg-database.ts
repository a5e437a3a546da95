import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '@tablestay/core/db/connection';
import { createUser } from '@tablestay/core/db/factories';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { spawnServer, type SpawnedServer } from './spawn-server';

const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
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

/**
 * Registers hooks giving a test file a fresh database on a real Postgres server (DATABASE_URL, or
 * the local one) and server processes on it. `empty` leaves it unmigrated (the start-up race test);
 * otherwise it is migrated and holds one user, so servers skip the demo seed.
 */
export function usePgDatabase(prefix: string, opts: { empty?: boolean } = {}): PgDatabase {
  const base = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const started: SpawnedServer[] = [];
  let handle: DatabaseHandle | undefined;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('application_name', SERVER_APP_NAME);

  const out: PgDatabase = {
    name,
    serverUrl: serverUrl.toString(),
    db: undefined as unknown as Database,
    async admin<T extends pg.QueryResultRow>(query: string, params: unknown[] = []) {
      const c = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
      try {
        await c.connect();
      } catch (err) {
        throw new Error(
          `This test needs a Postgres server: none reachable at ${new URL(base).host} (set DATABASE_URL, or start the local one: pg_ctlcluster 15 main start). Cause: ${String(err)}`,
          { cause: err },
        );
      }
      try {
        return (await c.query<T>(query, params)).rows;
      } finally {
        await c.end();
      }
    },
    async spawn(env = {}) {
      const s = await spawnServer({ DATABASE_URL: out.serverUrl, RATE_LIMIT_BOOKING_PER_WINDOW: '100000', RATE_LIMIT_AUTH_PER_WINDOW: '100000', ...env });
      started.push(s);
      return s;
    },
  };

  beforeAll(async () => {
    await out.admin(`CREATE DATABASE ${name}`);
    handle = await createDatabase({ databaseDriver: 'pg', DATABASE_URL: url.toString(), PGLITE_DIR: '', NEON_WS_PROXY: undefined });
    out.db = handle.db;
    if (!opts.empty) {
      await migrateToLatest(handle.db);
      await createUser(handle.db, { name: 'Owner', email: 'owner@example.com' });
    }
  });

  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await handle?.close();
    await out.admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  return out;
}
