// The closing lines of `npm test` (scripts/test.mjs): the tests of each layer from vitest's JSON
// reports, then the time each step took. Exits non-zero when a test failed or none ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../.test-results/', import.meta.url);
const read = (file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
let passed = 0;
let failed = 0;
let skipped = 0;
const layers = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'steps.json') : [];
console.log('\ntests per layer');
for (const file of layers) {
  const r = read(file);
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  console.log(
    `  ${file.replace('.json', '').padEnd(22)} ${String(r.numPassedTests).padStart(5)} passed, ${r.numFailedTests} failed (${r.testResults.length} files)`,
  );
}
console.log(`  ${'all'.padEnd(22)} ${String(passed).padStart(5)} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

// The failed tests by name, last, where a log's tail shows them (the clock matrix's report too).
const reports = [...layers, ...(existsSync(new URL('clocks/matrix.json', dir)) ? ['clocks/matrix.json'] : [])];
const failures = reports.flatMap((file) =>
  read(file).testResults.flatMap((t) => {
    const where = `${file.replace('.json', '')}: ${t.name.replace(/^.*?\/(tests|packages)\//, '$1/')}`;
    const tests = t.assertionResults.filter((a) => a.status === 'failed').map((a) => `${where} › ${a.fullName}`);
    // A file that failed outside its tests (an import, a hook) names its first error instead.
    return tests.length || t.status !== 'failed' ? tests : [`${where}: ${t.message.split('\n')[0]}`];
  }),
);
if (failures.length) console.log(`\nfailed\n${failures.map((f) => `  ${f}`).join('\n')}`);

if (existsSync(new URL('steps.json', dir))) {
  const { steps, total } = read('steps.json');
  console.log('\ntime per step (typecheck, lint + knip, format and build run side by side)');
  for (const s of steps)
    console.log(`  ${s.name.padEnd(22)} ${s.skipped ? `skipped: ${s.skipped}` : `${s.seconds.toFixed(1).padStart(6)} s${s.ok ? '' : '  FAILED'}`}`);
  const minutes = Math.floor(total.seconds / 60);
  console.log(`  ${'npm test'.padEnd(22)} ${total.seconds.toFixed(1).padStart(6)} s (${minutes} min ${Math.round(total.seconds - minutes * 60)} s)`);
}
process.exit(failed > 0 || passed === 0 ? 1 : 0);
