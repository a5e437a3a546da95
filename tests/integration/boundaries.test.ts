import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Guardrails on the code's shape (ADR 051): the web reaches into core only
 * through pure modules (schemas, formats: zod and nothing that touches the server), and every
 * dependency a package declares is imported by it.
 */

const ROOT = join(import.meta.dirname, '../..');

function files(dir: string, ext = /\.(ts|tsx|mjs|js)$/): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && ext.test(f.name) && !f.parentPath.includes('node_modules') && !f.name.endsWith('.gen.ts'))
    .map((f) => join(f.parentPath, f.name));
}

/** Module specifiers a file imports at run time (`import type` and `export type` are erased). */
function runtimeImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) if (!m[1]) out.push(m[2]!);
  for (const m of src.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!);
  return out;
}

/** Packages a pure module may use: validation and calendar math, nothing with I/O or secrets. */
const PURE_PACKAGES = new Set(['zod', '@date-fns/tz']);

/** Why a core module is not pure (imports, followed through relative imports), or null. */
function impurity(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const spec of runtimeImports(file)) {
    if (!spec.startsWith('.')) {
      if (!PURE_PACKAGES.has(spec)) return `${relative(ROOT, file)} imports ${spec}`;
      continue;
    }
    const target = ['.ts', '.tsx', '/index.ts'].map((e) => resolve(dirname(file), spec + e)).find(existsSync);
    if (!target) return `${relative(ROOT, file)} imports ${spec}, which is not a module here`;
    const why = impurity(target, seen);
    if (why) return why;
  }
  return null;
}

describe('boundaries', () => {
  it('the web imports from core only pure modules (schemas, formats), never server code', () => {
    const used = new Map<string, string>();
    for (const file of files('packages/web/src')) {
      for (const spec of runtimeImports(file)) {
        const m = /^@tablestay\/core\/(.+)$/.exec(spec);
        if (m) used.set(m[1]!, relative(ROOT, file));
      }
    }
    expect(used.size).toBeGreaterThan(0);
    const problems = [...used].map(([mod, from]) => {
      const file = join(ROOT, 'packages/core/src', `${mod}.ts`);
      if (!existsSync(file)) return `${from}: @tablestay/core/${mod} is not a module`;
      const why = impurity(file);
      return why ? `${from}: @tablestay/core/${mod} is not pure (${why})` : null;
    });
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('the purity check can fail: a repository is not pure', () => {
    expect(impurity(join(ROOT, 'packages/core/src/reservation/repository.ts'))).toMatch(/imports/);
    expect(impurity(join(ROOT, 'packages/core/src/stay/schema.ts'))).toBeNull();
  });
});
