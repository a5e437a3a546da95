import { CompiledQuery } from 'kysely';
import type { Database } from '@tablestay/core/db/connection';

/** Every node of an EXPLAIN (FORMAT JSON) tree, the root first. */
function planNodes(plan: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (node: Record<string, unknown>) => {
    out.push(node);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const root = (Array.isArray(plan) ? plan[0] : plan) as { Plan: Record<string, unknown> };
  walk(root.Plan);
  return out;
}

/** A value as an untyped SQL literal, as EXECUTE takes its arguments (Postgres coerces it to the parameter's type). */
const literal = (v: unknown) =>
  v === null || v === undefined
    ? 'NULL'
    : `'${(v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v)).replaceAll("'", "''")}'`;

/**
 * The plan of a repository's own compiled query, as nodes. `seqscan: false` makes the planner
 * avoid sequential scans (to show an index can serve the query); `analyze` runs it and adds the
 * actual rows and buffers; `before` runs first in the same transaction (a temporary table, say);
 * `generic` shows the plan a named statement keeps for any values (db/prepared.ts `namePrepared`).
 */
export async function explain(db: Database, query: CompiledQuery, opts: { seqscan?: boolean; analyze?: boolean; before?: string[]; generic?: boolean } = {}) {
  return db.transaction().execute(async (trx) => {
    for (const statement of opts.before ?? []) await trx.executeQuery(CompiledQuery.raw(statement));
    if (opts.seqscan === false) await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
    if (opts.generic) {
      await trx.executeQuery(CompiledQuery.raw(`PREPARE generic_probe AS ${query.sql}`));
      await trx.executeQuery(CompiledQuery.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
      try {
        const res = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`EXPLAIN (FORMAT JSON) EXECUTE generic_probe(${query.parameters.map(literal).join(', ')})`),
        );
        const raw = res.rows[0]!['QUERY PLAN'];
        return planNodes(typeof raw === 'string' ? JSON.parse(raw) : raw);
      } finally {
        await trx.executeQuery(CompiledQuery.raw('DEALLOCATE generic_probe'));
      }
    }
    const res = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`EXPLAIN (${opts.analyze ? 'ANALYZE, BUFFERS, ' : ''}FORMAT JSON) ${query.sql}`, [...query.parameters]),
    );
    const raw = res.rows[0]!['QUERY PLAN'];
    return planNodes(typeof raw === 'string' ? JSON.parse(raw) : raw);
  });
}
