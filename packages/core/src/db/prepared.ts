import { CompiledQuery, type QueryResult } from 'kysely';

/** A query builder, or a compiled `sql` template (`sql`…`.compile(db)`). */
type Compilable = { compile(): CompiledQuery } | CompiledQuery;
import type { Database } from './connection';

const SLOT = '\u0000slot:';

/** The text of every query compiled once, with the name each connection prepares it under (`namePrepared`). */
const NAMED = new Map<string, string>();

/**
 * Every pool's client runs a query compiled once as a named statement (ADR 052): Postgres parses,
 * analyses and, after five runs, plans it once per connection instead of on every call, most of
 * which run under a venue's lock. Every other query goes as before. A generic plan is kept only
 * when Postgres judges it as cheap as one made for the values; that it never reads a venue's every
 * booking through the wrong index on tables without statistics (ADR 052 step 5) is tested on the
 * booking statements' generic plans (booking-plans.test.ts).
 */
export function namePrepared(client: { query: (...args: never[]) => unknown }) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, cb?: unknown) => {
    const name = typeof text === 'string' ? NAMED.get(text) : undefined;
    return name ? query({ name, text, values }, cb) : query(text, values, cb);
  }) as never;
}

/** A placeholder for a per-call value; typed `never` so it fits any column of a builder. */
export type Slot<K extends string> = (name: K) => never;

/**
 * A Kysely query built and compiled ONCE per process, then run with new values (ADR 052): on the
 * booking path, building and compiling queries cost more CPU than anything else in the process.
 * `build` receives `slot(name)` where each per-call value goes and returns the query from the same
 * builders the rest of the code uses, so the SQL is theirs; only the compile is kept. Values the
 * builder only passes on (compared, inserted) may be slots; anything that changes the query's shape
 * (an optional filter, the number of rows) must be part of the cache key, i.e. another `prepare`.
 */
export function prepare<K extends string>(build: (db: Database, slot: Slot<K>) => Compilable) {
  const compile = compileOnce(build);
  return <R>(db: Database, values: Record<K, unknown>): Promise<QueryResult<R>> => db.executeQuery<R>(compile(db, values));
}

/** `prepare` without running: the compiled query with this call's values, for a caller that runs it its own way. */
export function compileOnce<K extends string>(build: (db: Database, slot: Slot<K>) => Compilable) {
  let compiled: { sql: string; parameters: ({ slot: K } | { value: unknown })[] } | undefined;
  return (db: Database, values: Record<K, unknown>): CompiledQuery => {
    if (!compiled) {
      const built = build(db, ((name: K) => `${SLOT}${name}`) as Slot<K>);
      const q = 'compile' in built ? built.compile() : built;
      compiled = {
        sql: q.sql,
        parameters: q.parameters.map((p) => (typeof p === 'string' && p.startsWith(SLOT) ? { slot: p.slice(SLOT.length) as K } : { value: p })),
      };
      if (!NAMED.has(q.sql)) NAMED.set(q.sql, `compiled_once_${NAMED.size + 1}`);
    }
    const parameters = compiled.parameters.map((p) => ('slot' in p ? values[p.slot] : p.value));
    return CompiledQuery.raw(compiled.sql, parameters);
  };
}

/** `prepare` per shape: one compiled query for each key `shapeOf` gives. */
export function prepareByShape<S, K extends string>(shapeKey: (shape: S) => string, build: (db: Database, slot: Slot<K>, shape: S) => Compilable) {
  const compile = compileByShape(shapeKey, build);
  return <R>(db: Database, shape: S, values: Record<K, unknown>): Promise<QueryResult<R>> => db.executeQuery<R>(compile(db, shape, values));
}

/** `compileOnce` per shape. */
export function compileByShape<S, K extends string>(shapeKey: (shape: S) => string, build: (db: Database, slot: Slot<K>, shape: S) => Compilable) {
  const byShape = new Map<string, ReturnType<typeof compileOnce<K>>>();
  return (db: Database, shape: S, values: Record<K, unknown>): CompiledQuery => {
    const key = shapeKey(shape);
    let compile = byShape.get(key);
    if (!compile) {
      compile = compileOnce<K>((d, slot) => build(d, slot, shape));
      byShape.set(key, compile);
    }
    return compile(db, values);
  };
}
