// `npm test`: every check the project has, in the order that finishes soonest on a small machine,
// each step timed (ADR 100). The static checks and the build run side by side (they are mostly
// single-threaded), their output printed as each ends; the test layers then run one after another
// with live output. Every step runs even when an earlier one failed, except those that need what
// failed (the browser tests need the build); the run fails if any step did. The last lines are
// scripts/test-summary.mjs: the tests per layer and the time of each step.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The tools of node_modules/.bin, as an npm script has them, also when this file is run directly.
const env = { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH ?? ''}` };
const RESULTS = `${root}.test-results`;
const steps = [];
const runStarted = performance.now();

/** Runs a shell command; `live` streams its output, otherwise it is kept and printed when it ends. */
function run(command, { live = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: live ? env : { ...env, FORCE_COLOR: '0' },
    });
    let output = '';
    if (!live) {
      child.stdout.on('data', (c) => (output += c));
      child.stderr.on('data', (c) => (output += c));
    }
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** The steps in the order the summary lists them (the side-by-side ones end in any order). */
const ORDER = ['prerequisites', 'typecheck', 'lint + knip', 'format', 'build', 'unit', 'integration (PGlite)', 'integration (Postgres)', 'e2e', 'clock matrix'];

/** One named step: a list of commands run in turn (stopping at the first that fails), timed. */
async function step(name, commands, opts = {}) {
  const started = performance.now();
  let ok = true;
  let output = '';
  for (const command of commands) {
    const r = await run(command, opts);
    output += r.output;
    if (!r.ok) {
      ok = false;
      break;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  steps.push({ name, seconds, ok, order: ORDER.indexOf(name) });
  if (!opts.live) process.stdout.write(`\n── ${name} (${seconds.toFixed(1)} s${ok ? '' : ', FAILED'})\n${output}`);
  else if (!ok) console.log(`\n── ${name} FAILED`);
  return ok;
}

const vitest = (project, report) => `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=.test-results/${report}.json`;

if (!(await step('prerequisites', ['node scripts/prerequisites.mjs'], { live: true }))) process.exit(1);
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// Static checks and the build, side by side. SST's platform types come from the npm registry (a
// download, not work for the CPU), so they are fetched while the packages are checked.
const [, , , built] = await Promise.all([
  step('typecheck', [
    'npm run --silent routes -w @tablestay/web',
    'node scripts/sst-types.mjs & tsc -p packages/core && tsc -p packages/api && tsc -p packages/functions && tsc -p packages/web && tsc -p tests; s=$?; wait $! || exit 1; exit $s',
    'tsc -p tsconfig.infra.json',
  ]),
  step('lint + knip', ['npm run --silent lint', 'npm run --silent knip']),
  step('format', ['npm run --silent format:check']),
  step('build', ['npm run --silent build']),
]);

// The unit run records which files read the clock (tests/support/clock-readers.ts): the clock matrix runs those.
const CLOCK_READERS = '.test-results/clock-readers.txt';
await step('unit', [`TEST_CLOCK_READERS=${CLOCK_READERS} ${vitest('unit', 'unit')}`], { live: true });
await step('integration (PGlite)', [vitest('integration-pglite', 'integration-pglite')], { live: true });
await step('integration (Postgres)', [vitest('integration', 'integration-postgres')], { live: true });
if (built) await step('e2e', [vitest('e2e', 'e2e')], { live: true });
else steps.push({ name: 'e2e', seconds: 0, ok: false, skipped: 'the build failed', order: ORDER.indexOf('e2e') });
// The date-dependent tests again under seven moved clocks (ADR 121), in one run: passes on any day, or fails here.
await step('clock matrix', [`node scripts/test-dates.mjs --unit-tests ${CLOCK_READERS}`], { live: true });

steps.sort((a, b) => a.order - b.order);
const total = { seconds: (performance.now() - runStarted) / 1000, ok: steps.every((s) => s.ok) };
writeFileSync(`${RESULTS}/steps.json`, JSON.stringify({ steps, total }, null, 2));
const summary = await run('node scripts/test-summary.mjs', { live: true });
process.exit(summary.ok && steps.every((s) => s.ok) ? 0 : 1);
