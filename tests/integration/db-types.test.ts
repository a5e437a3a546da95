import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '@tablestay/core/db/connection';
import { useMigratedDatabase } from '../support/db';

/**
 * `db/types.ts` (and its `tables/`) is written by hand beside the migrations. This keeps the two in step: after every
 * migration has run on a fresh database, the tables and columns Postgres has are exactly the ones
 * the `DB` interface declares, and a column is nullable in one exactly when it is in the other.
 */

// types.ts holds `DB`; the table interfaces sit beside it, one file per domain in tables/ (ADR 078).
const DB_DIR = join(import.meta.dirname, '../../packages/core/src/db');
const TYPES = [join(DB_DIR, 'types.ts'), ...readdirSync(join(DB_DIR, 'tables')).map((f) => join(DB_DIR, 'tables', f))]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/**
 * The members of `interface Name { … }`, split at `;` and line ends outside any brackets, after those
 * of the interfaces it extends (columns two tables share are declared once).
 */
function members(name: string): string[] {
  const start = new RegExp(`interface ${name}(?:\\s+extends\\s+([\\w\\s,]+?))?\\s*\\{`).exec(TYPES);
  if (!start) throw new Error(`db/types.ts has no interface ${name}`);
  const inherited = (start[1] ?? '').split(',').flatMap((base) => (base.trim() ? members(base.trim()) : []));
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = start.index + start[0].length; i < TYPES.length; i++) {
    const ch = TYPES[i]!;
    if (depth === 0 && ch === '}') break;
    if ('{<(['.includes(ch)) depth++;
    if ('}>)]'.includes(ch)) depth--;
    if (depth === 0 && (ch === ';' || ch === '\n')) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  // Comments are not members.
  return [...inherited, ...out].map((m) => m.replace(/\/\*.*?\*\/|\/\/.*$/g, '').trim()).filter((m) => /^\w+\s*:/.test(m));
}

/** Every declared table with its columns, and whether the column's type admits null. */
function declared(): Map<string, Map<string, boolean>> {
  const tables = new Map<string, Map<string, boolean>>();
  for (const member of members('DB')) {
    const [table, iface] = member.split(/\s*:\s*/) as [string, string];
    const columns = new Map<string, boolean>();
    for (const col of members(iface)) {
      const i = col.indexOf(':');
      columns.set(col.slice(0, i).trim(), /\|\s*null\b/.test(col.slice(i + 1)));
    }
    tables.set(table, columns);
  }
  return tables;
}

const describeAll = (m: Map<string, Map<string, boolean>>) =>
  [...m].flatMap(([t, cols]) => [...cols].map(([c, nullable]) => `${t}.${c}${nullable ? ' null' : ''}`)).sort();

let db: Database;
useMigratedDatabase(['users'], (d) => {
  db = d;
});

describe('db/types.ts against the migrated schema', () => {
  it('declares exactly the tables and columns the migrations create, with the same nullability', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%'
      order by table_name, ordinal_position`.execute(db);
    const actual = new Map<string, Map<string, boolean>>();
    for (const r of rows) {
      if (!actual.has(r.table_name)) actual.set(r.table_name, new Map());
      actual.get(r.table_name)!.set(r.column_name, r.is_nullable === 'YES');
    }
    const expected = declared();
    expect(expected.size).toBeGreaterThan(10);

    expect(describeAll(expected)).toEqual(describeAll(actual));
  });
});
