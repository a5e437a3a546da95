import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

/**
 * Test databases (ADR 099): a run migrates (and seeds) once into templates, and every test file
 * starts from a copy — `CREATE DATABASE … TEMPLATE …` on a Postgres server, a copied data directory
 * on PGlite — instead of creating and migrating its own.
 */

/** The tests' Postgres server when DATABASE_URL is unset (scripts/prerequisites.mjs makes sure it runs). */
const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const postgresBase = () => process.env.DATABASE_URL || LOCAL_POSTGRES;

export type Engine = 'postgres' | 'pglite';
export type Contents = 'empty' | 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by a project's config: the engine its files run on, and whether they need the demo data. */
    engine: Engine | 'auto';
    seeded: boolean;
    /** Set by this setup: the templates it made. */
    databases: TestDatabases;
  }
}

/** What a run's global setup made, handed to the test files through vitest's `provide`/`inject`. */
export interface TestDatabases {
  engine: Engine;
  /** Template database names (Postgres) or data directories (PGlite), by contents. */
  templates: Partial<Record<Exclude<Contents, 'empty'>, string>>;
}

const ROOT = resolve(import.meta.dirname, '../..');
/** PGlite copies live here; a run removes its own, and the next run whatever a killed one left. */
export const PGLITE_ROOT = join(ROOT, '.test-data/pglite');

/** Runs statements on the server's maintenance database, saying plainly when there is no server. */
export async function admin<T extends pg.QueryResultRow = pg.QueryResultRow>(query: string, params: unknown[] = []): Promise<T[]> {
  const base = postgresBase();
  const c = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  try {
    await c.connect();
  } catch (err) {
    throw new Error(
      `These tests need a Postgres server: none reachable at ${new URL(base).host} (set DATABASE_URL, or start the local one: pg_ctlcluster 15 main start). Cause: ${String(err)}`,
      { cause: err },
    );
  }
  try {
    return (await c.query<T>(query, params)).rows;
  } finally {
    await c.end();
  }
}

/** The URL of database `name` on the tests' server. */
export function databaseUrl(name: string, params: Record<string, string> = {}): string {
  const url = new URL(postgresBase());
  url.pathname = `/${name}`;
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * A unique database name that says when it was made: `ts_{prefix}_{epoch seconds}_{random}`, so a
 * later run can drop what a killed one left behind (`dropStale`).
 */
export const uniqueName = (prefix: string) => `ts_${prefix}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;

/**
 * Drops a database once its connections have gone. pg-pool's end() resolves before its backends
 * have left; dropping WITH (FORCE) at once could kill one mid-goodbye and crash its pool with 57P01.
 */
export async function dropDatabase(name: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const [row] = await admin<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if ((row?.n ?? 0) === 0) break;
    await new Promise((ok) => setTimeout(ok, 25));
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A new database on the server: empty, or a copy of a template (which must have no connections). */
export async function createPgDatabase(prefix: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = uniqueName(prefix);
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { name, url: databaseUrl(name), drop: () => dropDatabase(name) };
}

/** A private copy of a PGlite data directory (a template made by the run's global setup). */
export function copyPgliteDir(template: string): { dir: string; drop(): Promise<void> } {
  mkdirSync(PGLITE_ROOT, { recursive: true });
  const dir = join(PGLITE_ROOT, uniqueName('copy'));
  cpSync(template, dir, { recursive: true });
  return { dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Test databases older than this are a killed run's leftovers (no run takes near this long). */
const STALE_SECONDS = 6 * 3600;

const STAMP = /^ts_[a-z0-9_]+_([0-9]{10})_[0-9a-f]{8}$/;
const stale = (name: string) => Number(STAMP.exec(name)?.[1] ?? Infinity) < Math.floor(Date.now() / 1000) - STALE_SECONDS;

/** Drops the test databases (and PGlite copies) that runs killed before their teardown left behind. */
export async function dropStale(engine: Engine): Promise<void> {
  if (engine === 'pglite') {
    for (const name of existsSync(PGLITE_ROOT) ? readdirSync(PGLITE_ROOT) : [])
      if (stale(name)) rmSync(join(PGLITE_ROOT, name), { recursive: true, force: true });
    return;
  }
  const rows = await admin<{ datname: string }>(`select datname from pg_database where datname like 'ts\\_%'`);
  for (const { datname } of rows) if (stale(datname)) await admin(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
}
