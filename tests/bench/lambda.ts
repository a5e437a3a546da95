import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = join(ROOT, 'packages/functions/src/api.ts');
const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'cold-start-child.mjs');
const PGLITE_EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*'];

export interface Bundle {
  file: string;
  bytes: number;
  gzipBytes: number;
  warnings: number;
  /** Empty when everything bundled; else what had to stay external. */
  external: string[];
  /** Largest contributors to the output, by package. */
  top: { name: string; bytes: number }[];
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

function contributors(meta: Metafile | undefined, outfile: string): { name: string; bytes: number }[] {
  if (!meta) return [];
  const output = meta.outputs[relative(ROOT, outfile)] ?? Object.values(meta.outputs)[0];
  const sizes = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = packageOf(path);
    sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput);
  }
  return [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/**
 * The Lambda API handler as one minified ESM file. PGlite is imported dynamically and only for the
 * pglite driver; it is bundled when it bundles, and kept external only if it breaks the build.
 */
export async function bundleApi(outDir: string): Promise<Bundle> {
  const outfile = join(outDir, 'api.mjs');
  const options: BuildOptions = {
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    // CJS dependencies call require(); an ESM bundle has none unless it makes one.
    banner: { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" },
  };
  let external: string[] = [];
  let result;
  try {
    result = await build(options);
  } catch {
    external = PGLITE_EXTERNAL;
    result = await build({ ...options, external });
  }
  const code = readFileSync(outfile);
  return {
    file: outfile,
    bytes: code.length,
    gzipBytes: gzipSync(code).length,
    warnings: result.warnings.length,
    external,
    top: contributors(result.metafile, outfile),
  };
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
  const { NODE_OPTIONS: _dropped, ...inherited } = process.env;
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [CHILD, bundle], {
      env: { ...inherited, ...env, BENCH_SESSION: session },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code, signal) => {
      const line = stdout.split('\n').find((l) => l.startsWith('COLD_START '));
      if (code !== 0 || !line) {
        fail(new Error(`cold-start child exited ${code ?? signal}: ${(stderr || stdout).trim().slice(0, 2000)}`));
        return;
      }
      ok(JSON.parse(line.slice('COLD_START '.length)) as ColdStart);
    });
  });
}
