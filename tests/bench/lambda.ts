import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import plugins from '../../infra/esbuild-plugins.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'cold-start-child.mjs');

/**
 * What infra/bundle.ts tells SST to do for every function, repeated here so the bench and the
 * budget test measure what is deployed: ESM, minified, dynamic imports split into chunks, PGlite
 * left out (it is the local and test driver; a Lambda runs Neon), and the same esbuild plugins.
 */
const LAMBDA_EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*', 'sharp'];

/** Every deployed function by its infra name: handler file under packages/functions/src. */
export const FUNCTIONS: Record<string, string> = {
  Api: 'api.ts',
  StripeWebhook: 'webhook.ts',
  Migrator: 'migrate.ts',
  ExpireHolds: 'cron/expire-holds.ts',
  ReviewPrompts: 'cron/review-prompts.ts',
  Retention: 'cron/retention.ts',
  ChannelSync: 'cron/channel-sync.ts',
};

export interface Bundle {
  name: string;
  /** The entry file, to import. */
  file: string;
  /** Bytes a cold start loads: the entry file and the chunks it imports statically. */
  bytes: number;
  gzipBytes: number;
  /** Every file in the function's zip, lazy chunks included. */
  totalBytes: number;
  warnings: number;
  external: string[];
  /** Largest contributors to what a cold start loads, by package. */
  top: { name: string; bytes: number }[];
  /** Every source file a cold start loads, as esbuild names it (relative to the repository). */
  inputs: string[];
}

function packageOf(path: string): string {
  const i = path.lastIndexOf('node_modules/');
  if (i < 0) {
    const ws = /^packages\/([^/]+)\//.exec(path);
    return ws ? `@tablestay/${ws[1]} (workspace)` : path;
  }
  const parts = path.slice(i + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
}

/** The entry output and the outputs it imports statically: what `import()` of the entry evaluates. */
function loadedAtStart(meta: Metafile, entryOut: string): string[] {
  const seen = new Set<string>();
  const walk = (out: string) => {
    if (seen.has(out)) return;
    seen.add(out);
    for (const i of meta.outputs[out]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) walk(i.path);
  };
  walk(entryOut);
  return [...seen];
}

/** One deployed function bundled as SST bundles it (infra/bundle.ts), into its own directory. */
export async function bundleFunction(name: string, outRoot: string): Promise<Bundle> {
  const handler = FUNCTIONS[name];
  if (!handler) throw new Error(`no function ${name}`);
  const outdir = join(outRoot, name);
  const options: BuildOptions = {
    absWorkingDir: ROOT,
    entryPoints: { index: join(ROOT, 'packages/functions/src', handler) },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    external: LAMBDA_EXTERNAL,
    plugins,
    // CJS dependencies call require(); an ESM bundle has none unless it makes one.
    banner: { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" },
  };
  const result = await build(options);
  const meta = result.metafile;
  if (!meta) throw new Error('esbuild returned no metafile');
  const entryOut = Object.keys(meta.outputs).find((o) => meta.outputs[o]?.entryPoint && o.endsWith('index.mjs'));
  if (!entryOut) throw new Error(`no entry output for ${name}`);
  const atStart = loadedAtStart(meta, entryOut).filter((o) => o.endsWith('.mjs'));
  const code = Buffer.concat(atStart.map((o) => readFileSync(join(ROOT, o))));
  const sizes = new Map<string, number>();
  const inputs: string[] = [];
  for (const out of atStart) {
    for (const [path, { bytesInOutput }] of Object.entries(meta.outputs[out]?.inputs ?? {})) {
      inputs.push(path);
      const pkg = packageOf(path);
      sizes.set(pkg, (sizes.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  const totalBytes = Object.entries(meta.outputs)
    .filter(([o]) => o.endsWith('.mjs'))
    .reduce((n, [, o]) => n + o.bytes, 0);
  return {
    name,
    file: join(ROOT, entryOut),
    bytes: code.length,
    gzipBytes: gzipSync(code).length,
    totalBytes,
    warnings: result.warnings.length,
    external: LAMBDA_EXTERNAL,
    top: [...sizes].map(([pkg, bytes]) => ({ name: pkg, bytes })).sort((a, b) => b.bytes - a.bytes),
    inputs,
  };
}

/** Every deployed function, one after another (esbuild is fast; the machine is shared). */
export async function bundleFunctions(outRoot: string): Promise<Bundle[]> {
  const bundles: Bundle[] = [];
  for (const name of Object.keys(FUNCTIONS)) bundles.push(await bundleFunction(name, outRoot));
  return bundles;
}

export interface ColdStart {
  /** Node startup until the child's first line ran (performance.now() at that point). */
  bootMs: number;
  importMs: number;
  firstRequestMs: number;
  /** Dynamic import of the bundle until the first request was answered. */
  totalMs: number;
  status: number;
  signedIn: boolean;
}

/**
 * One fresh `node` process: import the bundle, answer `GET /api/trpc/account.me` through the Lambda
 * handler with a function-URL (API Gateway v2) event. Plain node, no tsx: NODE_OPTIONS is dropped.
 */
export function coldStart(bundle: string, env: Record<string, string>, session: string): Promise<ColdStart> {
  return runPlainNode<ColdStart>(CHILD, [bundle], { ...env, BENCH_SESSION: session }, 'COLD_START', 60_000);
}

/**
 * A bench child in plain `node` (NODE_OPTIONS dropped: no tsx) that prints one `MARKER {json}` line:
 * that JSON, or an error with the end of what it wrote.
 */
export function runPlainNode<T>(script: string, args: string[], env: Record<string, string>, marker: string, timeout: number): Promise<T> {
  const { NODE_OPTIONS: _dropped, ...inherited } = process.env;
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code, signal) => {
      const line = stdout.split('\n').find((l) => l.startsWith(`${marker} `));
      if (code !== 0 || !line) {
        fail(new Error(`${marker} child exited ${code ?? signal}: ${(stderr || stdout).trim().slice(-2000)}`));
        return;
      }
      ok(JSON.parse(line.slice(marker.length + 1)) as T);
    });
  });
}
