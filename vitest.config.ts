import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { DATE_E2E_TESTS, DATE_INTEGRATION_TESTS, DATE_UNIT_TESTS } from './tests/support/date-tests.mjs';

/**
 * Which engine runs which integration file (ADR 099). The whole suite runs on a Postgres server,
 * the production engine's twin (DATABASE_URL, or the local server `npm test` makes sure of). PGlite,
 * the embedded default of `npm start`, runs the files that prove that default works: `npm start`
 * itself, migrations and the demo seed on it, and the booking, stay, waitlist and deposit cores.
 */
const PGLITE_ONLY = [
  // npm start on a fresh machine: PGlite on disk, migrate, seed once, a second start reuses it.
  'tests/integration/local-start.test.ts',
  // PORT changed (and PORT=0) on the embedded defaults: every link follows the port.
  'tests/integration/port-links.test.ts',
  'tests/integration/port-zero-links.test.ts',
];
const PGLITE_TOO = [
  // The migrations give PGlite the declared schema, and the data migrations work on it.
  'tests/integration/db-types.test.ts',
  'tests/integration/cancel-reason-migration.test.ts',
  'tests/integration/guest-link-tokens.test.ts',
  // The booking cores: the booking statements, the venue lock, btree_gist's exclusion of overlapping nights.
  'tests/integration/booking.test.ts',
  'tests/integration/waitlist.test.ts',
  'tests/integration/stay.test.ts',
  // Deposits (tables and rooms) through the local checkout and its signed events, the embedded payments default.
  'tests/integration/deposit.test.ts',
  // The trip (ADR 112): a stay's dinners held all or nothing.
  'tests/integration/trip.test.ts',
  'tests/integration/trip-book.test.ts',
  'tests/integration/trip-pay-cancel.test.ts',
];

const DATABASES = 'tests/support/global-databases.ts';
const SERVER_BUNDLE = 'tests/support/global-server.ts';
/**
 * A browser walk's time limit. Its steps wait for the page on their own (tests/support/browser.ts
 * `eventually`, Playwright's waits); this only ends a hung test. The longest walks take 40–70 s on
 * a busy two-core machine, and CI's has been half again as slow, so 90 s was within reach.
 */
const E2E_TEST_TIMEOUT = 180_000;
/** The suite's clock, moved by `npm run test:dates` or by a test (ADR 121). */
const CLOCK = 'tests/support/test-clock.mjs';

/**
 * `npm run test:dates` (ADR 121): the date-dependent tests of each layer under each clock of the
 * matrix, one project per layer and clock, so that one run packs them all onto the two workers.
 * scripts/test-dates.mjs names the clocks with their offsets (TEST_CLOCK_MATRIX) and the unit files
 * (TEST_CLOCK_UNIT_TESTS: those the unit run saw read the clock or a database, or the folders). Every
 * project runs on PGlite, whose now() is the worker's moved clock, and seeds its demo data under it.
 */
function clockMatrix(offsets: Record<string, number>, unitTests: string[]): TestProjectInlineConfiguration[] {
  const onPglite = { engine: 'pglite' as const, seeded: true };
  const layers = [
    // A folder of DATE_UNIT_TESTS stands for its test files.
    {
      name: 'unit',
      include: unitTests.map((t) => (t.endsWith('.ts') ? t : `${t}/**/*.test.ts`)),
      setupFiles: [CLOCK, 'tests/support/fail-on-console-error.ts'],
      provide: { engine: 'pglite' as const },
      testTimeout: 30_000,
      globalSetup: [DATABASES],
    },
    {
      name: 'dates',
      include: DATE_INTEGRATION_TESTS,
      setupFiles: [CLOCK, 'tests/support/fail-on-console-error.ts'],
      provide: onPglite,
      testTimeout: 60_000,
      globalSetup: [DATABASES, SERVER_BUNDLE],
    },
    {
      name: 'dates-e2e',
      include: DATE_E2E_TESTS,
      setupFiles: [CLOCK],
      provide: onPglite,
      testTimeout: E2E_TEST_TIMEOUT,
      globalSetup: [DATABASES, SERVER_BUNDLE],
      server: { deps: { external: [/packages\/functions\/dist\//] } },
    },
  ];
  return Object.entries(offsets).flatMap(([clock, offset]) =>
    layers.map(({ name, ...layer }) => ({
      test: { ...layer, name: `${name}@${clock}`, env: { TEST_CLOCK_OFFSET_MS: String(offset) }, hookTimeout: 120_000, maxWorkers: 2 },
    })),
  );
}
const matrix = process.env.TEST_CLOCK_MATRIX;

export default defineConfig({
  test: {
    projects: matrix
      ? clockMatrix(
          JSON.parse(matrix) as Record<string, number>,
          process.env.TEST_CLOCK_UNIT_TESTS ? (JSON.parse(process.env.TEST_CLOCK_UNIT_TESTS) as string[]) : DATE_UNIT_TESTS,
        )
      : [
          {
            test: {
              name: 'unit',
              include: ['packages/*/src/**/*.test.ts'],
              setupFiles: [CLOCK, 'tests/support/fail-on-console-error.ts', 'tests/support/clock-readers.ts'],
              globalSetup: [DATABASES],
              // A Postgres server when DATABASE_URL is set, PGlite otherwise: unit tests need no server.
              provide: { engine: 'auto' },
              testTimeout: 30_000,
              hookTimeout: 60_000,
            },
          },
          {
            test: {
              name: 'integration',
              include: ['tests/integration/**/*.test.ts'],
              exclude: [...configDefaults.exclude, ...PGLITE_ONLY],
              setupFiles: [CLOCK, 'tests/support/fail-on-console-error.ts'],
              globalSetup: [DATABASES, SERVER_BUNDLE],
              provide: { engine: 'postgres', seeded: true },
              // The files wait on a database server and on server processes far more than they compute.
              maxWorkers: 3,
              testTimeout: 60_000,
              hookTimeout: 120_000,
            },
          },
          {
            test: {
              name: 'integration-pglite',
              include: [...PGLITE_ONLY, ...PGLITE_TOO],
              setupFiles: [CLOCK, 'tests/support/fail-on-console-error.ts'],
              globalSetup: [DATABASES, SERVER_BUNDLE],
              provide: { engine: 'pglite' },
              maxWorkers: 2,
              testTimeout: 60_000,
              hookTimeout: 120_000,
            },
          },
          {
            test: {
              name: 'e2e',
              include: ['tests/e2e/**/*.test.ts'],
              globalSetup: [DATABASES, SERVER_BUNDLE],
              setupFiles: [CLOCK],
              provide: { engine: 'postgres', seeded: true },
              // The server runs from its bundle (ADR 100), imported natively rather than transformed.
              server: { deps: { external: [/packages\/functions\/dist\//] } },
              testTimeout: E2E_TEST_TIMEOUT,
              hookTimeout: 120_000,
              // One browser and one server per file, two files at a time. No retries: assertions wait
              // for the page (tests/support/browser.ts `eventually`), and a failed test leaves its trace
              // and screenshot in .test-results/e2e.
              maxWorkers: 2,
            },
          },
        ],
  },
});
