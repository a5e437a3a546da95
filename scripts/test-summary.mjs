// Adds up the vitest JSON reports of one `npm test` run into one plain closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../.test-results/', import.meta.url);
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const r = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    console.log(`${file.replace('.json', '')}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
