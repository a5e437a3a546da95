import type { KnipConfig } from 'knip';

// `npm run knip` (part of `npm test`): unused files, exports, types and dependencies fail the run.
// Plugins (npm scripts, Vitest projects, Vite + index.html, TanStack Router, SST, TypeScript,
// oxlint, Prettier) find most entries on their own; what they cannot see is listed here.
//
// Exports used only by tests count as used: test files are entries (Vitest plugin), and a module
// that exports a helper for its own unit test keeps it (every such export is also used by the
// module itself). `ignoreExportsUsedInFile` stays off, so an `export` nothing imports is reported
// even when its file uses the name.
//
// Blind spot: packages/core/src/text/schema.test.ts walks every export of six schema modules
// (account, payment, reservation, restaurant, stay, waitlist) to test each zod schema, so knip
// counts all of their exports as used. Moving that test aside and running knip shows theirs.

const config: KnipConfig = {
  ignoreIssues: {
    // Lambda handlers: infra/api.ts, infra/cron.ts and infra/database.ts name each file's `handler`
    // by string ('packages/functions/src/api.handler'); nothing imports it.
    'packages/functions/src/{api,webhook,migrate}.ts': ['exports'],
    'packages/functions/src/cron/*.ts': ['exports'],
    // Kysely's Migrator calls each migration's up/down through the namespace objects in
    // migrations/index.ts; knip does not follow a namespace import used as the value of a
    // string-keyed property ('2026_11_22_0000_foundation': foundation).
    'packages/core/migrations/2*.ts': ['exports'],
  },
  workspaces: {
    '.': {
      entry: [
        // Run by hand: ADR 052's profile of the booking path.
        'tests/bench/booking-profile.ts',
        // Started by path: a child process (lambda.ts, lambda-bundle.test.ts), a worker thread
        // (timed-load.ts) and autocannon's `setupRequest` module (booking-bench.ts).
        'tests/bench/cold-start-child.mjs',
        'tests/support/lambda-child.mjs',
        'tests/bench/http-worker.mjs',
        'tests/bench/booking-request.cjs',
        // The steps of `npm test`, run by scripts/test.mjs as commands.
        'scripts/*.mjs',
        // Types of the plain modules tests share with `node --import` and scripts (ADR 121): read
        // by TypeScript beside their .mjs, imported by nobody.
        'tests/support/*.d.mts',
      ],
      // Types for the .mjs files that TypeScript imports (esbuild's plugins, the server bundler); tsc
      // reads them, knip resolves the imports to the .mjs files themselves.
      ignoreFiles: ['infra/esbuild-plugins.d.mts', 'scripts/build-server.d.mts'],
      // Debian's tools, run by scripts/prerequisites.mjs and tests/bench/run.ts; not npm packages.
      ignoreBinaries: ['apt-get', 'pg_ctlcluster', 'su', 'pg_isready'],
    },
    // The three server packages export `./*` (package.json), which makes every source file an
    // entry. Nothing outside this repository imports them, so their exports are checked like any
    // other module's: an export counts when something imports it.
    'packages/core': {
      includeEntryExports: true,
    },
    'packages/api': {
      includeEntryExports: true,
    },
    'packages/functions': {
      includeEntryExports: true,
      // The local server (scripts/build-server.mjs bundles it by path, scripts/dev.mjs runs it) and
      // the Lambda handlers (named by string in infra/*.ts).
      entry: ['src/{api,webhook,migrate,local/main}.ts', 'src/cron/*.ts'],
    },
    'packages/web': {
      // Built by scripts/prerender.mjs (vite build with `ssr: 'src/prerender.tsx'`); the service
      // worker's push handlers are loaded by the generated /sw.js (`workbox.importScripts`, ADR 119).
      entry: ['src/prerender.tsx', 'public/push-sw.js'],
    },
  },
};

export default config;
