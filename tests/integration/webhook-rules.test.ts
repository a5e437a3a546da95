import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '@tablestay/core/stripe-events/webhook';
import { createApiApp, forwardedIp } from '@tablestay/functions/http';
import { startTestServer, type TestServer } from '../support/server';

// Which secret a host accepts, and what a signed but unusable event gets (ADR 031).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function post(body: string, signature: string, base = server.url) {
  const res = await fetch(`${base}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const stored = async (id: string) => (await server.core.db.selectFrom('stripe_events').select('id').where('id', '=', id).execute()).length;
const now = () => Math.floor(Date.now() / 1000);

describe('the local checkout secret', () => {
  it('is refused by the Lambda host even when the local checkout is configured and NODE_ENV is not production', async () => {
    expect(server.core.config.NODE_ENV).toBe('test');
    expect(server.core.payments.name).toBe('local');
    const lambda = createApiApp(async () => server.core, forwardedIp);
    const payload = JSON.stringify({ id: 'evt_lambda', object: 'event', type: 'checkout.session.completed', created: now(), data: { object: { id: 'cs_1' } } });
    const res = await lambda.fetch(
      new Request('https://tablestay.si/api/webhooks/stripe', {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, LOCAL_WEBHOOK_SECRET) },
      }),
    );
    expect(res.status).toBe(503);
    expect(await stored('evt_lambda')).toBe(0);
  });

  it('is accepted by the local server on loopback with the local checkout', async () => {
    const payload = JSON.stringify({
      id: 'evt_loopback',
      object: 'event',
      type: 'checkout.session.completed',
      created: now(),
      data: { object: { id: 'cs_2' } },
    });
    expect((await post(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET))).status).toBe(200);
    expect(await stored('evt_loopback')).toBe(1);
  });
});

describe('a validly signed event', () => {
  it('answers 400, not 500, when it is malformed, and stores nothing', async () => {
    const bodies = [
      { id: 'evt_no_data', object: 'event', type: 'checkout.session.completed', created: now() },
      { id: 'evt_null_object', object: 'event', type: 'checkout.session.completed', created: now(), data: { object: null } },
      { id: 'evt_no_type', object: 'event', created: now(), data: { object: {} } },
      { id: 42, object: 'event', type: 'checkout.session.completed', created: now(), data: { object: {} } },
      [1, 2, 3],
    ];
    for (const body of bodies) {
      const payload = JSON.stringify(body);
      const res = await post(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
      expect(res).toEqual({ status: 400, body: { error: 'Malformed Stripe event' } });
    }
    expect(await stored('evt_no_data')).toBe(0);
    expect(await stored('evt_null_object')).toBe(0);
  });

  it('is refused when signed more than 5 minutes in the future, or dated there', async () => {
    const payload = JSON.stringify({ id: 'evt_future_sig', object: 'event', type: 'checkout.session.completed', created: now(), data: { object: {} } });
    const ahead = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET, timestamp: now() + 600 });
    expect(await post(payload, ahead)).toEqual({ status: 400, body: { error: 'Stripe signature timestamp is in the future' } });
    const dated = JSON.stringify({
      id: 'evt_future_created',
      object: 'event',
      type: 'checkout.session.completed',
      created: now() + 3600,
      data: { object: {} },
    });
    expect(await post(dated, signPayload(dated, LOCAL_WEBHOOK_SECRET))).toEqual({ status: 400, body: { error: 'Stripe event is dated in the future' } });
    expect(await stored('evt_future_sig')).toBe(0);
    expect(await stored('evt_future_created')).toBe(0);
    // A little skew is fine.
    const skew = JSON.stringify({ id: 'evt_skew', object: 'event', type: 'checkout.session.completed', created: now() + 60, data: { object: {} } });
    const skewSig = Stripe.webhooks.generateTestHeaderString({ payload: skew, secret: LOCAL_WEBHOOK_SECRET, timestamp: now() + 60 });
    expect((await post(skew, skewSig)).status).toBe(200);
  });
});
