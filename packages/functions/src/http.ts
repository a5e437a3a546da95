import { Hono } from 'hono';
import type { Core } from '@tablestay/core/app';
import { isConnectionLost } from '@tablestay/core/db/connection-lost';
import { handleTrpc } from '@tablestay/api/handler';
import type { WebhookHost } from '@tablestay/api/webhook';
import { applySecurity, clientAddress } from './security';

const PUBLIC_HOST: WebhookHost = { localSecretAllowed: false };

/**
 * Routes every host serves the same way. `ipOf` is the host's idea of the client address;
 * `webhookHost` what the host knows about itself that the webhook's secret depends on.
 */
export function createApiApp(
  getCore: () => Promise<Core>,
  ipOf: (req: Request, raw: unknown, core: Core) => string,
  webhookHost: () => WebhookHost = () => PUBLIC_HOST,
  host: 'local' | 'lambda' = 'local',
) {
  const app = new Hono();
  applySecurity(app, async () => (await getCore()).config);
  // Lambda freezes an instance once its answer is sent: there the owners' notifications a request
  // started after its commit are sent before the answer (ADR 119). The local server answers first.
  if (host === 'lambda')
    app.use('*', async (_c, next) => {
      await next();
      await (await getCore()).push.owners.settled();
    });
  // Healthy when the database answers; a dropped connection is a 503 like any request's (ADR 031),
  // and the pool opens a new one for the next check.
  app.get('/api/health', async (c) => {
    try {
      await (await getCore()).db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    } catch (err) {
      if (!isConnectionLost(err)) throw err;
      return c.json({ ok: false, error: 'Network error' }, 503);
    }
    return c.json({ ok: true });
  });
  // The webhook and the Stripe SDK it verifies with load on the first event (ADR 046): in production
  // events go to their own function (infra/api.ts), so the Api function never loads them.
  app.post('/api/webhooks/stripe', async (c) => {
    const { handleStripeWebhook } = await import('@tablestay/api/webhook');
    return handleStripeWebhook(await getCore(), c.req.raw, webhookHost());
  });
  // A room's or room type's calendar for the channels that poll it (ADR 124): nights sold here, nothing
  // of the guest. An unknown secret is 404; an unchanged calendar 304 to a poller that sends its ETag.
  app.get('/ical/:file{[0-9a-f]{64}\\.ics}', async (c) => {
    const { channelFeed } = await import('@tablestay/core/stay/ical-feed');
    const feed = await channelFeed((await getCore()).db, c.req.param('file').slice(0, -4));
    if (!feed) return c.text('Not found', 404);
    c.header('ETag', feed.etag);
    c.header('Cache-Control', 'private, max-age=300');
    if (c.req.header('if-none-match') === feed.etag) return c.body(null, 304);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    return c.body(feed.body);
  });
  app.get('/ical/*', (c) => c.text('Not found', 404));
  app.all('/api/trpc/*', async (c) => {
    const core = await getCore();
    return handleTrpc(core, c.req.raw, ipOf(c.req.raw, c.env, core));
  });
  return app;
}

/** Behind CloudFront: the address our edge appended to X-Forwarded-For (ADR 031). */
export const forwardedIp = (req: Request, _raw: unknown, core: Core) => clientAddress(req.headers.get('x-forwarded-for'), core.config.TRUSTED_PROXIES);
