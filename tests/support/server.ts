import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalServer, type LocalServer } from '@tablestay/functions/local/server';
import { freshDatabaseConfig } from './db';

/** The local server as `npm run build` bundles it (scripts/build-server.mjs). */
const SERVER_BUNDLE = join(import.meta.dirname, '../../packages/functions/dist/local');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface TestServer extends LocalServer {
  close(): Promise<void>;
}

/**
 * The real local server (same handler as production) on a free port with a fresh database: the
 * demo data with `seed`. `built` runs the bundle `npm start` runs (the e2e tests) instead of the
 * sources through vitest's transform; `now` is the clock of its accounts' rate limits and links.
 */
export async function startTestServer(env: Record<string, string> = {}, opts: { seed?: boolean; built?: boolean; now?: () => Date } = {}): Promise<TestServer> {
  const port = await freePort();
  const uploads = `.test-data/uploads-${port}`;
  const { config, drop } = await freshDatabaseConfig(
    {
      APP_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      UPLOADS_DIR: uploads,
      RATE_LIMIT_AUTH_PER_WINDOW: '1000',
      ...env,
    },
    { contents: opts.seed ? 'seeded' : 'migrated' },
  );
  const start: typeof startLocalServer = opts.built
    ? ((await import(pathToFileURL(join(SERVER_BUNDLE, 'server.mjs')).href)) as { startLocalServer: typeof startLocalServer }).startLocalServer
    : startLocalServer;
  const server = await start({ config, port, jobs: false, seedIfEmpty: opts.seed ?? false, now: opts.now, log: () => {} });
  return {
    ...server,
    async close() {
      await server.close();
      await drop();
      // The photos it stored, unless the test named a folder of its own.
      if (env.UPLOADS_DIR === undefined) rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/** A tiny HTTP client that keeps cookies like a browser, for calling tRPC over real HTTP. */
export class Client {
  cookies = new Map<string, string>();
  lastSetCookie: string[] = [];
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(path: string, init: RequestInit = {}) {
    const res = await fetch(this.baseUrl + path, {
      ...init,
      headers: { ...this.headers, ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    this.lastSetCookie = res.headers.getSetCookie();
    for (const c of this.lastSetCookie) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (!k) continue;
      const value = v.join('=');
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(k);
      else this.cookies.set(k, value);
    }
    return res;
  }

  /** Calls a mutation; returns `{ status, data }` or `{ status, error }` as the wire carries them. */
  async mutate<T = unknown>(proc: string, input?: unknown) {
    const res = await this.raw(`/api/trpc/${proc}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input ?? {}),
    });
    return this.parse<T>(res);
  }

  async query<T = unknown>(proc: string, input?: unknown) {
    const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.parse<T>(await this.raw(`/api/trpc/${proc}${q}`));
  }

  private async parse<T>(res: Response) {
    const body = (await res.json()) as {
      result?: { data: T };
      error?: {
        message: string;
        data: { code: string; domainCode: string | null; plan: string | null; fieldErrors: Record<string, string> | null; requestId: string };
      };
    };
    return { status: res.status, data: body.result?.data as T, error: body.error };
  }
}
