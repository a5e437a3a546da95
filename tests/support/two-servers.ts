import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '@tablestay/core/db/connection';
import { createUser } from '@tablestay/core/db/factories';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { spawnServer, type SpawnedServer } from './spawn-server';

const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export interface TwoServers {
  /** The shared database, for arranging rows and counting outcomes. */
  db: Database;
  /** Two `npm start`-style server processes on that one database. */
  servers: SpawnedServer[];
}

/**
 * Registers hooks giving a test file a fresh database on a real Postgres server (DATABASE_URL, or
 * the local one) and two server processes sharing it: what concurrency tests need to show that
 * locks hold across processes, not just inside one.
 */
export function useTwoServers(prefix: string): TwoServers {
  const base = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const dbName = `${prefix}_${randomBytes(6).toString('hex')}`;
  const cluster = { servers: [] as SpawnedServer[] } as TwoServers;
  let handle: DatabaseHandle | undefined;

  async function admin(query: string) {
    const c = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
    try {
      await c.connect();
    } catch (err) {
      throw new Error(
        `The concurrency tests need a Postgres server: none reachable at ${new URL(base).host} ` +
          `(set DATABASE_URL, or start the local one: pg_ctlcluster 15 main start). Cause: ${String(err)}`,
        { cause: err },
      );
    }
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(base);
    u.pathname = `/${dbName}`;
    const url = u.toString();
    handle = await createDatabase({ databaseDriver: 'pg', DATABASE_URL: url, PGLITE_DIR: '', NEON_WS_PROXY: undefined });
    await migrateToLatest(handle.db);
    cluster.db = handle.db;
    // Any user makes the servers skip the demo seed, so both start on the same, known data.
    await createUser(handle.db, { name: 'Owner', email: 'owner@example.com' });
    const env = { DATABASE_URL: url, RATE_LIMIT_BOOKING_PER_WINDOW: '100000', RATE_LIMIT_AUTH_PER_WINDOW: '100000' };
    cluster.servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  });

  afterAll(async () => {
    await Promise.all(cluster.servers.map((s) => s.stop()));
    await handle?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  return cluster;
}
