import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { loadConfig, type Config } from '@tablestay/core/config';

/**
 * A fresh database for one test file: PGlite in memory by default, or a new database on the
 * Postgres server named by DATABASE_URL (as CI sets it), dropped afterwards.
 */
export async function freshDatabaseConfig(env: Record<string, string> = {}): Promise<{ config: Config; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    return { config: loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://', ...env }), drop: async () => {} };
  }
  const name = `ts_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString(), ...env }),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        // pg-pool's end() resolves before its backends have gone; dropping WITH (FORCE) then could
        // kill one mid-goodbye and crash the pool with 57P01. Let them leave first.
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline) {
          const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((ok) => setTimeout(ok, 25));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Registers hooks giving a test file one fresh, migrated database (see `freshDatabaseConfig`),
 * emptying `truncate` (with CASCADE) before each test. `use` receives the database once it is ready.
 */
export function useMigratedDatabase(truncate: string[], use: (db: Database) => void): void {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = await freshDatabaseConfig();
    drop = fresh.drop;
    handle = await createDatabase(fresh.config);
    await migrateToLatest(handle.db);
    use(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });
  beforeEach(async () => {
    await sql.raw(`TRUNCATE ${truncate.join(', ')} CASCADE`).execute(handle!.db);
  });
}
