import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '@tablestay/core/stripe-events/webhook';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const event = (id: string, type = 'checkout.session.completed') =>
  JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: 1_780_000_000, data: { object: { id: `cs_${id}` } } });

async function post(body: string, signature?: string) {
  const res = await fetch(`${server.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const storedEvents = (id?: string) => {
  let q = server.core.db.selectFrom('stripe_events').selectAll();
  if (id) q = q.where('id', '=', id);
  return q.execute();
};

describe('POST /api/webhooks/stripe', () => {
  it('accepts a correctly signed event and stores its id once', async () => {
    const payload = event('evt_signed_1');
    const res = await post(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
    expect(res).toEqual({ status: 200, body: { received: true, applied: false, duplicate: false } });
    const rows = await storedEvents('evt_signed_1');
    expect(rows.map((r) => [r.id, r.type])).toEqual([['evt_signed_1', 'checkout.session.completed']]);
  });

  it('answers a replay as a duplicate and changes nothing (3 replays, one row)', async () => {
    const payload = event('evt_replayed');
    const first = await post(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
    expect(first.body).toMatchObject({ duplicate: false });
    for (let i = 0; i < 3; i++) {
      // Stripe re-signs each retry; the event id is what makes it the same event.
      const replay = await post(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
      expect(replay).toEqual({ status: 200, body: { received: true, applied: false, duplicate: true } });
    }
    expect(await storedEvents('evt_replayed')).toHaveLength(1);
  });

  it('stores one row when the same event arrives concurrently', async () => {
    const payload = event('evt_concurrent');
    const results = await Promise.all(Array.from({ length: 4 }, () => post(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(await storedEvents('evt_concurrent')).toHaveLength(1);
  });

  it('refuses a signature made with another secret, and stores nothing', async () => {
    const before = (await storedEvents()).length;
    const payload = event('evt_bad_secret');
    const res = await post(payload, signPayload(payload, 'whsec_someone_else'));
    expect(res).toEqual({ status: 400, body: { error: 'Invalid Stripe signature' } });
    expect(await storedEvents('evt_bad_secret')).toHaveLength(0);
    expect(await storedEvents()).toHaveLength(before);
  });

  it('refuses a payload changed after signing', async () => {
    const signature = signPayload(event('evt_original'), LOCAL_WEBHOOK_SECRET);
    const res = await post(event('evt_tampered'), signature);
    expect(res).toEqual({ status: 400, body: { error: 'Invalid Stripe signature' } });
    expect(await storedEvents('evt_tampered')).toHaveLength(0);
    expect(await storedEvents('evt_original')).toHaveLength(0);
  });

  it('refuses a garbage signature header and a stale timestamp', async () => {
    const payload = event('evt_garbage');
    expect(await post(payload, 'not-a-signature')).toEqual({ status: 400, body: { error: 'Invalid Stripe signature' } });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(await post(payload, stale)).toEqual({ status: 400, body: { error: 'Invalid Stripe signature' } });
    expect(await storedEvents('evt_garbage')).toHaveLength(0);
  });

  it('refuses a request without a signature', async () => {
    const payload = event('evt_unsigned');
    const res = await post(payload);
    expect(res).toEqual({ status: 400, body: { error: 'Missing Stripe signature' } });
    expect(await storedEvents('evt_unsigned')).toHaveLength(0);
  });
});
