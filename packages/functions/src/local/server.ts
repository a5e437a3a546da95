import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { createCore, type Core, type CoreOptions } from '@tablestay/core/app';
import { loadConfig, type Config } from '@tablestay/core/config';
import { holdExpiryTick } from '@tablestay/core/hold/tick';
import { retryPendingEmails, runRetention, sendReviewPrompts } from '@tablestay/core/job/service';
import { createApiApp } from '../http';
import { checkoutRoutes } from './checkout';
import { mailboxRoutes } from './mailbox';
import { renewLocalPlans, subscriptionRoutes } from './subscription-checkout';
import { serveWebApp } from './static';
import { uploadRoutes } from './uploads';
import { pushEndpointRoutes } from './push-endpoint';
import { syncDueFeeds } from '@tablestay/core/stay/channel-sync';

const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';

const run = (name: string, fn: () => Promise<unknown>) => () => fn().catch((err) => console.error(`[job] ${name} failed`, err));

export interface LocalServer {
  core: Core;
  url: string;
  close(): Promise<void>;
}

/** With PORT=0 and no APP_URL the derived URL says port 0: links take the port actually bound instead. */
function withListeningPort(config: Config, port: number): Config {
  if (new URL(config.APP_URL).port !== '0') return config;
  const url = new URL(config.APP_URL);
  url.port = String(port);
  return { ...config, PORT: port, APP_URL: url.origin };
}

/** `npm start`: the same API handler plus the built SPA, the mailbox, uploads and the job timer. */
export async function startLocalServer(opts: CoreOptions & { port?: number; jobs?: boolean } = {}): Promise<LocalServer> {
  const given = opts.config ?? loadConfig();
  // Listen first (answering 503 until ready): the port is known before anything writes a link.
  let ready: Hono | undefined;
  const port = opts.port ?? given.PORT;
  const server: ServerType = await new Promise((ok) => {
    const s = serve({ fetch: (req, env) => (ready ? ready.fetch(req, env) : new Response('Starting', { status: 503 })), port, hostname: '127.0.0.1' }, () =>
      ok(s),
    );
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  let core: Core;
  try {
    core = await createCore({ migrate: true, seedIfEmpty: true, ...opts, config: withListeningPort(given, actualPort) });
  } catch (err) {
    await new Promise<void>((ok) => server.close(() => ok()));
    throw err;
  }
  // The local checkout's public webhook secret is only for a loopback server.
  const loopback = typeof address === 'object' && address !== null && isLoopback(address.address);
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
  app.route('/', pushEndpointRoutes());
  // Its own listening address: the local checkout posts its events there.
  const selfUrl = `http://127.0.0.1:${actualPort}`;
  if (core.payments.name === 'local')
    app.route(
      '/',
      checkoutRoutes(core, () => selfUrl),
    );
  if (core.billing.subscriptions.name === 'local')
    app.route(
      '/',
      subscriptionRoutes(core, () => selfUrl),
    );
  mkdirSync(core.config.UPLOADS_DIR, { recursive: true });
  if (core.photos.photos.name === 'disk') app.route('/', uploadRoutes(core));
  app.use('/uploads/*', serveStatic({ root: core.config.UPLOADS_DIR, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }));
  // A photo that is not there is a 404, as the bucket answers, never the SPA's fallback page.
  app.get('/uploads/*', (c) => c.notFound());
  serveWebApp(app, WEB_DIST);

  const timers: NodeJS.Timeout[] = [];
  if (opts.jobs !== false) {
    const every = (ms: number, name: string, fn: () => Promise<unknown>) => timers.push(setInterval(run(name, fn), ms).unref());
    every(60_000, 'expire-holds', () => holdExpiryTick(core.booking));
    every(300_000, 'retry-emails', () => retryPendingEmails(core.db, core.email));
    every(3_600_000, 'review-prompts', () => sendReviewPrompts(core.db, core.email, core.config.APP_URL));
    every(3_600_000, 'retention', () => runRetention(core));
    every(core.config.CHANNEL_SYNC_MINUTES * 60_000, 'channel-sync', () => syncDueFeeds(core.channels));
    await run('expire-holds', () => holdExpiryTick(core.booking))();
  }
  ready = app;
  // Local plans renew each month as Stripe's do; the events go to this server's own webhook, so it
  // must be answering first.
  if (opts.jobs !== false && core.billing.subscriptions.name === 'local') {
    const renew = run('renew-local-plans', () => renewLocalPlans(core, () => selfUrl));
    timers.push(setInterval(renew, 3_600_000).unref());
    void renew();
  }

  return {
    core,
    url: selfUrl,
    async close() {
      timers.forEach(clearInterval);
      await new Promise<void>((ok) => server.close(() => ok()));
      await core.close();
    },
  };
}
