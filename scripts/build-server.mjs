// Bundles the local server (`npm start`, the e2e tests, the server processes of the integration
// tests) into packages/functions/dist/local: the workspace's TypeScript compiled once, packages
// from node_modules left as imports. `node packages/functions/dist/local/main.mjs` then starts in a
// fraction of the time tsx takes to compile the sources on every start (ADR 100).
import { build } from 'esbuild';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_DIST = `${root}packages/functions/dist/local`;

/** Workspace packages are compiled in; everything else stays an import resolved from node_modules. */
const onlyWorkspace = {
  name: 'tablestay:node-modules-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tablestay/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Builds over the last build rather than emptying the folder first: a server still running from it
 * may yet load a lazy chunk, and an unchanged chunk keeps its name. Chunks no build has written for
 * a day are removed.
 */
export async function buildServer() {
  const result = await build({
    absWorkingDir: root,
    // main.mjs is `npm start`; server.mjs exports startLocalServer for the e2e tests. The output
    // keeps the sources' depth, so server.ts finds packages/web/dist from its own URL.
    entryPoints: { main: 'packages/functions/src/local/main.ts', server: 'packages/functions/src/local/server.ts' },
    outdir: SERVER_DIST,
    outExtension: { '.js': '.mjs' },
    // Chunks beside the entries: server.ts's code may land in one, and finds the web app from its URL.
    chunkNames: 'chunk-[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [onlyWorkspace],
    metafile: true,
  });
  const written = new Set(Object.keys(result.metafile.outputs).map((p) => join(root, p)));
  for (const name of readdirSync(SERVER_DIST)) {
    const file = join(SERVER_DIST, name);
    if (!written.has(file) && statSync(file).mtimeMs < Date.now() - 86_400_000) rmSync(file, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`build-server: packages/functions/dist/local in ${Math.round(performance.now() - started)} ms`);
}
