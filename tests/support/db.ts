import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { seed } from '@tablestay/core/db/seed';
import { loadConfig, type Config } from '@tablestay/core/config';
import { copyPgliteDir, createPgDatabase, type Contents, type TestDatabases } from './databases';
import { testClock } from './test-clock.mjs';

/** What the run's global setup made (tests/support/global-databases.ts); none outside vitest (the bench). */
function provided(): TestDatabases | undefined {
  try {
    return inject('databases');
  } catch {
    return undefined;
  }
}

/** The engine this test file runs on: its project's (ADR 099), or DATABASE_URL's when run outside vitest. */
const usingPostgresServer = () => (provided()?.engine ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite')) === 'postgres';

/**
 * A database of its own for one test file, on the project's engine: a copy of the run's migrated
 * (or seeded) template, or an empty one (`contents: 'empty'`, for migration tests). Without a
 * template (outside vitest) it is made and filled here. `drop()` removes it.
 */
export async function freshDatabaseConfig(
  env: Record<string, string> = {},
  opts: { contents?: Contents } = {},
): Promise<{ config: Config; drop(): Promise<void> }> {
  const contents = opts.contents ?? 'migrated';
  // A database's now() is a clock the test reads (tests/support/clock-readers.ts).
  testClock.reads++;
  const templates = provided()?.templates ?? {};
  // A project without a seeded template seeds a copy of its migrated one.
  const from: Contents = contents === 'empty' ? 'empty' : templates[contents] ? contents : templates.migrated ? 'migrated' : 'empty';
  const template = from === 'empty' ? undefined : templates[from];
  let made: { config: Config; drop(): Promise<void> };
  if (!usingPostgresServer()) {
    const copy = template ? copyPgliteDir(template) : undefined;
    made = { config: loadConfig({ NODE_ENV: 'test', PGLITE_DIR: copy?.dir ?? 'memory://', ...env }), drop: copy?.drop ?? (async () => {}) };
  } else {
    const db = await createPgDatabase('test', template);
    made = { config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, ...env }), drop: db.drop };
  }
  if (from !== contents) await fill(made.config, from, contents);
  return made;
}

async function fill(config: Config, from: Contents, to: Contents) {
  const handle = await createDatabase(config);
  try {
    if (from === 'empty') await migrateToLatest(handle.db);
    if (to === 'seeded') await seed(handle.db);
  } finally {
    await handle.close();
  }
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
