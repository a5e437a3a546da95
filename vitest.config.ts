import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that stop, kill or race server processes on a real Postgres server. The integration suite
 * runs twice (PGlite, then DATABASE_URL); these run in the DATABASE_URL pass only, once.
 */
const POSTGRES_SERVER_ONLY = ['tests/integration/connection-drop.test.ts', 'tests/integration/crash.test.ts', 'tests/integration/startup-race.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : POSTGRES_SERVER_ONLY)],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One browser and one server per file; files run one after another on a 2-core machine.
          // No retries: assertions wait for the page (tests/support/browser.ts `eventually`), and a
          // failed test leaves its trace and screenshot in .test-results/e2e.
          fileParallelism: false,
        },
      },
    ],
  },
});
