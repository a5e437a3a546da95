import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type { Pool as PgPool } from 'pg';
import type { Config } from '../config';
import type { DB } from './types';
import { namePrepared } from './prepared';

export type Database = Kysely<DB>;

/** A connection or a transaction: what a repository function runs its statement on. */
export type Db = Database | Transaction<DB>;

/** Either as the one query builder type, so a statement is written once for both. */
export const onDb = (db: Db) => db as Database;

const DATE_OID = 1082;
const PARSERS: Record<number, (v: string) => unknown> = {
  // A calendar date is a venue-local wall date: keep it as 'YYYY-MM-DD', never a JS Date at midnight UTC.
  [DATE_OID]: (v) => v,
};

interface TypeParsers {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown;
}

/** Type parsing identical on every driver, so PGlite tests see what production sees. */
const typesOver = (base: TypeParsers) => ({
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return PARSERS[oid] ?? base.getTypeParser(oid, format ?? 'text');
  },
});

/**
 * A backend that is terminated (restart, failover, pg_terminate_backend) makes its client emit
 * 'error'; with no listener Node ends the whole process. The query in flight fails on its own and
 * its request answers 503 (connection-lost.ts); the pool drops the broken client and opens anew.
 */
const logLost = (err: Error) => console.warn(`[db] connection lost: ${err.message}`);

function keepAlive(pool: PgPool) {
  pool.on('error', logLost);
  pool.on('connect', (client) => {
    client.on('error', logLost);
    namePrepared(client);
  });
}

export interface DatabaseHandle {
  db: Database;
  driver: Config['databaseDriver'];
  close(): Promise<void>;
}

// Every driver is imported where it is chosen, so a bundle for one host (the Lambda runs Neon only)
// can leave the others out: esbuild splits dynamic imports into chunks that are never loaded there.
export async function createDatabase(
  config: Pick<Config, 'databaseDriver' | 'DATABASE_URL' | 'PGLITE_DIR' | 'NEON_WS_PROXY'>,
  opts: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  if (config.databaseDriver === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    const { default: pg } = await import('pg');
    const dataDir = config.PGLITE_DIR;
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    const pglite = await PGlite.create({ dataDir, extensions: { btree_gist, pg_trgm } });
    const pool = new pg.Pool({ ...createPgConfig(pglite), types: typesOver(pg.types), max: 1 });
    pool.on('connect', (client) => namePrepared(client));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      driver: 'pglite',
      async close() {
        await db.destroy();
        await pglite.close();
      },
    };
  }
  if (config.databaseDriver === 'neon') {
    const { Pool, neonConfig, types } = await import('@neondatabase/serverless');
    const { default: ws } = await import('ws');
    neonConfig.webSocketConstructor = ws;
    if (config.NEON_WS_PROXY) {
      // A self-hosted WebSocket proxy in front of plain Postgres (no TLS inside, no pipelining).
      const proxy = config.NEON_WS_PROXY;
      neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
      neonConfig.useSecureWebSocket = false;
      neonConfig.pipelineConnect = false;
      neonConfig.pipelineTLS = false;
    }
    const pool = new Pool({ connectionString: config.DATABASE_URL, types: typesOver(types), max: opts.poolSize ?? 5 });
    keepAlive(pool as unknown as PgPool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as PgPool }) });
    return { db, driver: 'neon', close: () => db.destroy() };
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, types: typesOver(pg.types), max: opts.poolSize ?? 10 });
  keepAlive(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, driver: 'pg', close: () => db.destroy() };
}
