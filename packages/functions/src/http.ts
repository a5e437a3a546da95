import { Hono } from 'hono';
import type { Core } from '@tablestay/core/app';
import { handleTrpc } from '@tablestay/api/handler';
import { handleStripeWebhook } from '@tablestay/api/webhook';

/** Routes every host serves the same way. `ipOf` is the host's idea of the client address. */
export function createApiApp(getCore: () => Promise<Core>, ipOf: (req: Request, raw: unknown) => string) {
  const app = new Hono();
  app.get('/api/health', async (c) => {
    await (await getCore()).db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    return c.json({ ok: true });
  });
  app.post('/api/webhooks/stripe', async (c) => handleStripeWebhook(await getCore(), c.req.raw));
  app.all('/api/trpc/*', async (c) => handleTrpc(await getCore(), c.req.raw, ipOf(c.req.raw, c.env)));
  return app;
}

/** Behind CloudFront the client is the first X-Forwarded-For address. */
export const forwardedIp = (req: Request) => req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
