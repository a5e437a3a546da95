import { beforeAll } from 'vitest';
import type { Database } from '@tablestay/core/db/connection';
import { usePgDatabase } from './pg-database';
import type { SpawnedServer } from './spawn-server';

export interface TwoServers {
  /** The shared database, for arranging rows and counting outcomes. */
  db: Database;
  /** Two `npm start`-style server processes on that one database. */
  servers: SpawnedServer[];
}

/**
 * Registers hooks giving a test file a fresh database on a real Postgres server (DATABASE_URL, or
 * the local one) and two server processes sharing it: what concurrency tests need to show that
 * locks hold across processes, not just inside one. The database holds one user, so both servers
 * skip the demo seed and start on the same, known data.
 */
export function useTwoServers(prefix: string): TwoServers {
  const pg = usePgDatabase(prefix);
  const cluster = { servers: [] as SpawnedServer[] } as TwoServers;
  beforeAll(async () => {
    cluster.db = pg.db;
    cluster.servers = await Promise.all([pg.spawn(), pg.spawn()]);
  });
  return cluster;
}
