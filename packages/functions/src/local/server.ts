import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { createCore, type Core, type CoreOptions } from '@tablestay/core/app';
import { holdExpiryTick } from '@tablestay/core/hold/tick';
import { applyRetention, retryPendingEmails, sendReviewPrompts } from '@tablestay/core/job/service';
import { createApiApp } from '../http';
import { checkoutRoutes } from './checkout';
import { mailboxRoutes } from './mailbox';
import { serveWebApp } from './static';

const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';

const run = (name: string, fn: () => Promise<unknown>) => () => fn().catch((err) => console.error(`[job] ${name} failed`, err));

export interface LocalServer {
  core: Core;
  url: string;
  close(): Promise<void>;
}

/** `npm start`: the same API handler plus the built SPA, the mailbox, uploads and the job timer. */
export async function startLocalServer(opts: CoreOptions & { port?: number; jobs?: boolean } = {}): Promise<LocalServer> {
  const core = await createCore({ migrate: true, seedIfEmpty: true, ...opts });
  // Known once listening: the local checkout's public webhook secret is only for a loopback server.
  let loopback = false;
  const app = createApiApp(
    async () => core,
    (_req, env) => {
      try {
        return getConnInfo({ env } as never).remote.address ?? 'unknown';
      } catch {
        return 'unknown';
      }
    },
    () => ({ localSecretAllowed: loopback && core.payments.name === 'local' }),
  );
  app.route('/', mailboxRoutes(core));
  // Its own listening address, known once listening: the local checkout posts its events there.
  let selfUrl = '';
  if (core.payments.name === 'local')
    app.route(
      '/',
      checkoutRoutes(core, () => selfUrl),
    );
  mkdirSync(core.config.UPLOADS_DIR, { recursive: true });
  app.use('/uploads/*', serveStatic({ root: core.config.UPLOADS_DIR, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }));
  serveWebApp(app, WEB_DIST);

  const timers: NodeJS.Timeout[] = [];
  if (opts.jobs !== false) {
    const every = (ms: number, name: string, fn: () => Promise<unknown>) => timers.push(setInterval(run(name, fn), ms).unref());
    every(60_000, 'expire-holds', () => holdExpiryTick(core.booking));
    every(300_000, 'retry-emails', () => retryPendingEmails(core.db, core.email));
    every(3_600_000, 'review-prompts', () => sendReviewPrompts(core.db, core.email, core.config.APP_URL));
    every(86_400_000, 'retention', () => applyRetention(core.db));
    await run('expire-holds', () => holdExpiryTick(core.booking))();
  }

  const port = opts.port ?? core.config.PORT;
  const server: ServerType = await new Promise((ok) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => ok(s));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  loopback = typeof address === 'object' && address !== null && isLoopback(address.address);
  selfUrl = `http://127.0.0.1:${actualPort}`;
  return {
    core,
    url: `http://127.0.0.1:${actualPort}`,
    async close() {
      timers.forEach(clearInterval);
      await new Promise<void>((ok) => server.close(() => ok()));
      await core.close();
    },
  };
}
