import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { seed } from '@tablestay/core/db/seed';
// The demo seed writes its history relative to the run's clock (ADR 121): moved before it runs.
import { testClock } from './test-clock.mjs';
import { admin, createPgDatabase, dropDatabase, dropStale, PGLITE_ROOT, uniqueName, type Engine, type TestDatabases } from './databases';

/**
 * Global setup of every vitest project that touches a database (ADR 099): migrates once into a
 * template, and seeds a second one with the demo data when the project asks for it
 * (`provide: { templates: ['migrated', 'seeded'] }`), then hands their names to the test files.
 * The engine is the project's `provide.engine`: `postgres` (DATABASE_URL, or the local server),
 * `pglite`, or `auto` (a Postgres server when DATABASE_URL is set, PGlite otherwise).
 */
export default async function setup(project: TestProject) {
  if (testClock.offset !== 0) console.log(`[clock] this run's now: ${new Date().toISOString()}`);
  const provided = project.config.provide;
  const engine: Engine = provided.engine === 'pglite' || (provided.engine === 'auto' && !process.env.DATABASE_URL) ? 'pglite' : 'postgres';
  await dropStale(engine);
  const made: string[] = [];
  const templates: TestDatabases['templates'] = {};

  async function make(contents: 'migrated' | 'seeded') {
    if (engine === 'postgres') {
      const { name, url } = await createPgDatabase(`tmpl_${contents}`);
      made.push(name);
      const handle = await createDatabase({ databaseDriver: 'pg', DATABASE_URL: url, PGLITE_DIR: '', NEON_WS_PROXY: undefined });
      try {
        await migrateToLatest(handle.db);
        if (contents === 'seeded') await seed(handle.db);
      } finally {
        await handle.close();
      }
      // Copies are made while nobody is connected to it; say it is one, so nobody writes to it.
      await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
      templates[contents] = name;
      return;
    }
    const dir = join(PGLITE_ROOT, uniqueName(`tmpl_${contents}`));
    made.push(dir);
    const handle = await createDatabase({ databaseDriver: 'pglite', DATABASE_URL: undefined, PGLITE_DIR: dir, NEON_WS_PROXY: undefined });
    try {
      await migrateToLatest(handle.db);
      if (contents === 'seeded') await seed(handle.db);
    } finally {
      await handle.close();
    }
    templates[contents] = dir;
  }

  await make('migrated');
  if (provided.seeded) await make('seeded');
  project.provide('databases', { engine, templates });

  return async () => {
    for (const name of made) {
      if (engine === 'pglite') rmSync(name, { recursive: true, force: true });
      else {
        await admin(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
        await dropDatabase(name);
      }
    }
  };
}
