import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '../stripe-events/webhook';
import { loadConfig } from '../config';
import { createPayments, paymentsProvider } from './adapters';
import { createLocalPayments, localCheckoutSecret, localCompletedEvent, readCheckoutToken, signCheckoutToken, type LocalCheckoutSession } from './local';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const RID = '7d0b1c9e-3f4a-4c1e-9a55-0c2b8f6e4d21';
const session: LocalCheckoutSession = {
  sid: 'cs_local_abc',
  rid: RID,
  venue: 'Gostilna Pri Lipi',
  amount: 2000,
  currency: 'eur',
  email: 'ana@example.com',
  ok: `http://localhost:3000/confirmation/${RID}?token=t`,
  cancel: `http://localhost:3000/deposit/${RID}?token=t`,
  exp: NOW.getTime() / 1000 + 31 * 60,
};

describe('local checkout tokens', () => {
  it('round-trips a signed session', () => {
    expect(readCheckoutToken(signCheckoutToken(session, 's1'), 's1', NOW)).toEqual(session);
  });

  it('refuses another secret, a changed body, a changed signature and a lapsed window', () => {
    const token = signCheckoutToken(session, 's1');
    const [body, sig] = token.split('.') as [string, string];
    expect(readCheckoutToken(token, 's2', NOW)).toBeNull();
    const changed = Buffer.from(JSON.stringify({ ...session, amount: 1 })).toString('base64url');
    expect(readCheckoutToken(`${changed}.${sig}`, 's1', NOW)).toBeNull();
    expect(readCheckoutToken(`${body}.${sig.slice(0, -2)}AA`, 's1', NOW)).toBeNull();
    expect(readCheckoutToken(`${body}.${sig}.x`, 's1', NOW)).toBeNull();
    expect(readCheckoutToken(token, 's1', new Date(session.exp * 1000))).toBeNull();
    expect(readCheckoutToken('garbage', 's1', NOW)).toBeNull();
  });
});

describe('local payments adapter', () => {
  it('points at the embedded checkout page with the session signed into the URL', async () => {
    const payments = createLocalPayments({ appUrl: 'http://localhost:3000', secret: 's1' });
    const out = await payments.createDepositCheckout({
      reservationId: RID,
      viewToken: 't',
      amountEur: 20,
      currency: 'eur',
      restaurant: { id: 'v', name: 'Gostilna Pri Lipi', stripeAccountId: null, paymentLinkUrl: null },
      customerEmail: 'ana@example.com',
      locale: 'en',
      successUrl: session.ok,
      cancelUrl: session.cancel,
      expiresAt: new Date(session.exp * 1000),
    });
    expect(out.provider).toBe('local');
    expect(out.sessionId).toMatch(/^cs_local_[0-9a-f]{24}$/);
    expect(out.url).toMatch(/^http:\/\/localhost:3000\/checkout\/local\/[\w-]+\.[\w-]+$/);
    expect(readCheckoutToken(out.url.split('/').pop()!, 's1', NOW)).toEqual({ ...session, sid: out.sessionId });
    expect(
      (await payments.refundDeposit({ reservationId: RID, sessionId: 'cs_local_abc', paymentIntentId: null, amountEur: 20, stripeAccountId: null })).refundId,
    ).toMatch(/^re_local_/);
  });

  it('emits an event Stripe’s own verifier accepts, shaped like checkout.session.completed', () => {
    const event = localCompletedEvent(session, NOW);
    const payload = JSON.stringify(event);
    const parsed = Stripe.webhooks.constructEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET), LOCAL_WEBHOOK_SECRET);
    expect(parsed).toMatchObject({
      id: expect.stringMatching(/^evt_local_/),
      object: 'event',
      type: 'checkout.session.completed',
      created: NOW.getTime() / 1000,
      data: {
        object: {
          id: 'cs_local_abc',
          object: 'checkout.session',
          amount_total: 2000,
          currency: 'eur',
          payment_status: 'paid',
          client_reference_id: RID,
          customer_email: 'ana@example.com',
          metadata: { kind: 'deposit', reservation_id: RID },
        },
      },
    });
    expect(localCompletedEvent(session, NOW).id).not.toBe(event.id);
  });
});

describe('choosing the payments adapter from configuration', () => {
  it('uses Stripe with a key, the payment link in production without one, else the local checkout', () => {
    expect(paymentsProvider(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }))).toBe('stripe');
    expect(paymentsProvider(loadConfig({ NODE_ENV: 'production' }))).toBe('payment-link');
    expect(paymentsProvider(loadConfig({}))).toBe('local');
    expect(createPayments(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).name).toBe('stripe');
    expect(createPayments(loadConfig({ NODE_ENV: 'production' })).name).toBe('payment-link');
    expect(createPayments(loadConfig({})).name).toBe('local');
  });

  it('signs local checkouts with the configured webhook secret when there is one', () => {
    expect(localCheckoutSecret(loadConfig({}))).toBe(LOCAL_WEBHOOK_SECRET);
    expect(localCheckoutSecret(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_dev' }))).toBe('whsec_dev');
  });
});
