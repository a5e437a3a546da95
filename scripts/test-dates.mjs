// `npm run test:dates` (ADR 121): the tests whose outcome could depend on the day they run, once per
// clock of tests/support/date-tests.mjs, with the suite's injected clock (tests/support/test-clock.mjs)
// rather than the machine's. Unit and integration tests run on PGlite, whose now() is the moved
// clock, so the app, its database and the test read one time. A test that passes on one day and
// fails on another fails the run. `node scripts/test-dates.mjs sunday leap-day` runs those clocks only.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLOCKS, DATE_UNIT_TESTS } from '../tests/support/date-tests.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// Each run's counts, kept apart from the layers' reports (.test-results/*.json) that npm test's summary adds up.
const REPORTS = `${root}.test-results/clocks`;
mkdirSync(REPORTS, { recursive: true });
const totals = { passed: 0, failed: 0 };

function vitest(args, env, report) {
  return new Promise((resolve) => {
    const file = `${REPORTS}/${report}.json`;
    const child = spawn('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${file}`, ...args], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    child.on('close', (code) => {
      try {
        const r = JSON.parse(readFileSync(file, 'utf8'));
        totals.passed += r.numPassedTests;
        totals.failed += r.numFailedTests;
      } catch {
        // no report: the run failed before its tests, and its exit code says so
      }
      resolve(code === 0);
    });
  });
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in CLOCKS));
if (unknown.length) {
  console.error(`Unknown clock ${unknown.join(', ')}; the clocks are ${Object.keys(CLOCKS).join(', ')}.`);
  process.exit(2);
}
const failed = [];
for (const [name, at] of Object.entries(CLOCKS)) {
  if (only.length && !only.includes(name)) continue;
  // The offset is fixed once per clock, so every process of the run (vitest, its workers, the
  // servers they start) reads the same moved time. Without DATABASE_URL the unit tests use PGlite.
  const { DATABASE_URL: _server, ...rest } = process.env;
  const env = { ...rest, TEST_CLOCK_OFFSET_MS: String(new Date(at).getTime() - Date.now()) };
  for (const [layer, args] of [
    ['unit', ['--project', 'unit', ...DATE_UNIT_TESTS]],
    ['integration', ['--project', 'dates']],
    ['e2e', ['--project', 'dates-e2e']],
  ]) {
    console.log(`\n── clock ${name} (${at}): ${layer}`);
    if (!(await vitest(args, env, `${name}-${layer}`))) failed.push(`${name} (${layer})`);
  }
}
console.log(`\nclock matrix — ${totals.passed} tests passed and ${totals.failed} failed over the clocks run`);
console.log(failed.length ? `Date-dependent failures under: ${failed.join(', ')}` : 'Every clock passed.');
process.exit(failed.length ? 1 : 0);
