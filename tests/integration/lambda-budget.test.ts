import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFunction, FUNCTIONS } from '../bench/lambda';

// ADR 046: a Lambda loads at most 1.5 MB of minified code at a cold start, and never PGlite.
// Bundled exactly as infra/bundle.ts has SST bundle it; cold-start timings stay in `npm run bench`.
const AT_START_BUDGET = 1_500_000;

const out = mkdtempSync(join(tmpdir(), 'tablestay-lambda-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('Lambda bundles', () => {
  it.each(Object.keys(FUNCTIONS))('%s loads at most 1.5 MB at a cold start, without PGlite or a second driver', async (name) => {
    const bundle = await bundleFunction(name, out);
    expect(bundle.bytes).toBeLessThanOrEqual(AT_START_BUDGET);
    const packages = bundle.top.map((p) => p.name);
    expect(packages).not.toContain('@electric-sql/pglite');
    expect(packages).not.toContain('pg');
  });
});
