import { describe, expect, it } from 'vitest';
import type { Core } from '@tablestay/core/app';
import { localEvent } from '@tablestay/core/billing/local';
import { signPayload } from '@tablestay/core/stripe-events/webhook';
import type { Database } from '@tablestay/core/db/connection';
import { useMigratedDatabase } from '../../../tests/support/db';
import { handleStripeWebhook } from './webhook';

let db: Database;
useMigratedDatabase(['stripe_events'], (d) => {
  db = d;
});

const core = () => ({ db, config: { STRIPE_WEBHOOK_SECRET: 'whsec_connect, whsec_account' }, payment: {} }) as unknown as Core;

const post = (secret: string, id: string) => {
  const payload = JSON.stringify(localEvent(id, 'customer.updated', { id: 'cus_x', object: 'customer' }, Math.floor(Date.now() / 1000)));
  return handleStripeWebhook(
    core(),
    new Request('http://localhost/api/webhooks/stripe', { method: 'POST', body: payload, headers: { 'stripe-signature': signPayload(payload, secret) } }),
  );
};

/** Deposits arrive on the Connect endpoint and subscriptions on the account endpoint, each signed with its own secret (ADR 056). */
describe('the Stripe webhook with two signing secrets', () => {
  it('accepts an event signed with either secret and refuses any other', async () => {
    expect((await post('whsec_connect', 'evt_a')).status).toBe(200);
    expect((await post('whsec_account', 'evt_b')).status).toBe(200);
    const refused = await post('whsec_other', 'evt_c');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Invalid Stripe signature' });
    expect((await db.selectFrom('stripe_events').select('id').orderBy('id').execute()).map((e) => e.id)).toEqual(['evt_a', 'evt_b']);
  });
});
