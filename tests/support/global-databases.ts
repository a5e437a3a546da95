import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  // A project of the clock matrix (vitest.config.ts) names its clock; the seed runs under it.
  const own = (project.config.env as Partial<Record<string, string>> | undefined)?.TEST_CLOCK_OFFSET_MS;
  const before = testClock.offset;
  if (own !== undefined) testClock.offset = Number(own);
  try {
    return await prepare(project);
  } finally {
    testClock.offset = before;
  }
}

async function prepare(project: TestProject) {
  if (testClock.offset !== 0) console.log(`[clock] ${project.name}: now is ${new Date().toISOString()}`);
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
    // The clock matrix (scripts/test-dates.mjs) keeps its PGlite templates for the runs that follow:
    // one migrated template for every clock, one seeded per clock (its history is the clock's).
    const kept = process.env.TEST_PGLITE_TEMPLATES
      ? join(process.env.TEST_PGLITE_TEMPLATES, contents === 'seeded' ? `seeded_${testClock.offset}` : 'migrated')
      : undefined;
    if (kept && existsSync(kept)) {
      templates[contents] = kept;
      return;
    }
    const dir = join(PGLITE_ROOT, uniqueName(`tmpl_${contents}`));
    // The seeded template starts as a copy of the migrated one: migrating again would give the same.
    const copied = contents === 'seeded' && templates.migrated;
    if (copied) cpSync(copied, dir, { recursive: true });
    const handle = await createDatabase({ databaseDriver: 'pglite', DATABASE_URL: undefined, PGLITE_DIR: dir, NEON_WS_PROXY: undefined });
    try {
      if (!copied) await migrateToLatest(handle.db);
      if (contents === 'seeded') await seed(handle.db);
    } finally {
      await handle.close();
    }
    if (kept) {
      // Moved into place whole once finished, so a run killed halfway leaves no half template.
      mkdirSync(dirname(kept), { recursive: true });
      renameSync(dir, kept);
    } else made.push(dir);
    templates[contents] = kept ?? dir;
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
