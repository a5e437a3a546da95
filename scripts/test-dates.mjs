// `npm run test:dates` (ADR 121): the tests whose outcome could depend on the day they run, once per
// clock of tests/support/date-tests.mjs, with the suite's injected clock (tests/support/test-clock.mjs)
// rather than the machine's. Everything runs on PGlite, whose now() is the moved clock, so the app,
// its database and the test read one time. A test that passes on one day and fails on another fails
// the run. `node scripts/test-dates.mjs sunday leap-day` runs those clocks only;
// `--unit-tests FILE` runs the unit files FILE lists (npm test's record of the files that read the
// clock) instead of every file of the date-dependent folders.
//
// One vitest run holds every layer under every clock, a project per pair (vitest.config.ts
// `clockMatrix`): a worker process has one clock, set when it starts, and the two workers take the
// next file of any project, so no clock waits for another's slowest file.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLOCKS, DATE_UNIT_TESTS } from '../tests/support/date-tests.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The run's counts, kept apart from the layers' reports (.test-results/*.json) that npm test's summary adds up.
const REPORT = `${root}.test-results/clocks/matrix.json`;
mkdirSync(`${root}.test-results/clocks`, { recursive: true });
// The PGlite templates the projects share (tests/support/global-databases.ts): migrated once for
// every clock, seeded once per clock. Made afresh by each run.
const TEMPLATES = `${root}.test-data/clock-templates`;

const args = process.argv.slice(2);
const fromFlag = args.indexOf('--unit-tests');
const readersFile = fromFlag >= 0 ? args.splice(fromFlag, 2)[1] : undefined;
const unknown = args.filter((name) => !(name in CLOCKS));
if (unknown.length) {
  console.error(`Unknown clock ${unknown.join(', ')}; the clocks are ${Object.keys(CLOCKS).join(', ')}.`);
  process.exit(2);
}

// The unit files: those of the date-dependent folders that the unit run saw read the clock, or
// every file of those folders when there is no such record.
const inFolders = (file) => DATE_UNIT_TESTS.some((folder) => file.startsWith(`${folder}/`));
const readers = readersFile && existsSync(readersFile) ? [...new Set(readFileSync(readersFile, 'utf8').split('\n').filter(inFolders))].sort() : undefined;
const unitTests = readers ?? DATE_UNIT_TESTS;
console.log(
  readers
    ? `── clock matrix: ${readers.length} unit files of ${DATE_UNIT_TESTS.length} date-dependent folders read the clock; they run under each clock`
    : '── clock matrix: every unit file of the date-dependent folders runs under each clock',
);

// The offsets are fixed once, so every process of the run (vitest, its workers, the servers they
// start) reads the same moved time for a clock. Without DATABASE_URL the unit tests use PGlite.
const offsets = Object.fromEntries(
  Object.entries(CLOCKS)
    .filter(([name]) => !args.length || args.includes(name))
    .map(([name, at]) => [name, new Date(at).getTime() - Date.now()]),
);
for (const [name, offset] of Object.entries(offsets)) console.log(`   ${name.padEnd(13)} ${new Date(Date.now() + offset).toISOString()}`);
const { DATABASE_URL: _server, ...rest } = process.env;
const env = { ...rest, TEST_CLOCK_MATRIX: JSON.stringify(offsets), TEST_CLOCK_UNIT_TESTS: JSON.stringify(unitTests), TEST_PGLITE_TEMPLATES: TEMPLATES };

rmSync(TEMPLATES, { recursive: true, force: true });
// An earlier run's report must not stand in for this one's if vitest fails before writing it.
rmSync(REPORT, { force: true });
const code = await new Promise((resolve) => {
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`], { cwd: root, stdio: 'inherit', env });
  child.on('close', resolve);
});
rmSync(TEMPLATES, { recursive: true, force: true });

let report;
try {
  report = JSON.parse(readFileSync(REPORT, 'utf8'));
} catch {
  // no report: the run failed before its tests, and its exit code says so
}
if (report)
  console.log(`\nclock matrix — ${report.numPassedTests} tests passed and ${report.numFailedTests} failed over ${Object.keys(offsets).length} clocks`);
console.log(code === 0 ? 'Every clock passed.' : 'Date-dependent failures: the projects named `layer@clock` above say under which clock.');
process.exit(code === 0 ? 0 : 1);
