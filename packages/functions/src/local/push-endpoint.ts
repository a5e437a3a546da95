import { Hono } from 'hono';

// The local push endpoint (ADR 119): what a browser vendor's push service is to a real device, for
// `npm start` and the tests. It takes Web Push requests (RFC 8030: an aes128gcm body, RFC 8188)
// and keeps them, still encrypted, for whoever holds the subscription's private key to read back
// and decrypt (tests/support/web-push.ts). It checks the request's shape as a push service does
// (the VAPID Authorization header, the encoding, TTL) and answers 201 Created; a subscription
// removed with DELETE answers 410 Gone afterwards, as a push service does for an unsubscribed
// device. In memory only, at most KEEP messages per subscription.

interface ReceivedPush {
  /** base64 of the encrypted body, as it arrived. */
  body: string;
  authorization: string;
  contentEncoding: string;
  ttl: string;
  urgency: string | null;
  topic: string | null;
  at: string;
}

const KEEP = 50;
const ID = /^[A-Za-z0-9_-]{1,100}$/;

export function pushEndpointRoutes(): Hono {
  const inbox = new Map<string, ReceivedPush[]>();
  const gone = new Set<string>();
  const app = new Hono();
  app.post('/local-push/:id', async (c) => {
    const id = c.req.param('id');
    if (!ID.test(id)) return c.text('Unknown subscription', 404);
    if (gone.has(id)) return c.text('Subscription gone', 410);
    const authorization = c.req.header('authorization') ?? '';
    const contentEncoding = c.req.header('content-encoding') ?? '';
    const ttl = c.req.header('ttl');
    if (!/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(authorization)) return c.text('Missing or malformed VAPID authorization', 401);
    if (contentEncoding !== 'aes128gcm') return c.text('Unsupported content encoding', 415);
    if (ttl === undefined || !/^\d+$/.test(ttl)) return c.text('Missing TTL', 400);
    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > 4096) return c.text('Payload too large', 413);
    const list = inbox.get(id) ?? [];
    list.push({
      body: body.toString('base64'),
      authorization,
      contentEncoding,
      ttl,
      urgency: c.req.header('urgency') ?? null,
      topic: c.req.header('topic') ?? null,
      at: new Date().toISOString(),
    });
    inbox.set(id, list.slice(-KEEP));
    return c.body(null, 201);
  });
  app.get('/local-push/:id', (c) => c.json(inbox.get(c.req.param('id')) ?? []));
  app.delete('/local-push/:id', (c) => {
    gone.add(c.req.param('id'));
    inbox.delete(c.req.param('id'));
    return c.body(null, 204);
  });
  return app;
}
