import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/build-server.mjs';
import { clockProcessOptions } from './clock';
import { freePort } from './server';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface SpawnedServer {
  url: string;
  pid: number;
  /** What the process printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The local server as `npm start` runs it, in its own Node process: `node
 * packages/functions/dist/local/main.mjs` (the bundle the run's global setup built). Only the given
 * environment (plus PATH/HOME) reaches it, so a DATABASE_URL of the test runner never leaks in.
 */
export async function spawnServer(env: Record<string, string>, opts: { timeoutMs?: number; nodeArgs?: string[] } = {}): Promise<SpawnedServer> {
  // The benches start servers outside a test run, whose setup builds the bundle.
  if (!existsSync(join(ROOT, 'packages/functions/dist/local/main.mjs'))) await buildServer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The test's clock (ADR 121): a server of a run on a moved clock reads the same "now".
  const clock = clockProcessOptions();
  const child = spawn(process.execPath, [...clock.nodeArgs, ...(opts.nodeArgs ?? []), '--enable-source-maps', 'packages/functions/dist/local/main.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      UPLOADS_DIR: `.test-data/uploads-${port}`,
      ...clock.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`server process exited before it was ready:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${output}`);
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }

  return {
    url,
    pid: child.pid ?? -1,
    output: () => output,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
