import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../../../tests/support/db';
import { expectConsoleError } from '../../../../tests/support/fail-on-console-error';
import { randomToken } from '../account/crypto';
import type { StripeEvent } from '../stripe-events/event';
import { applyEvent } from '../stripe-events/webhook';
import type { AfterCommit } from '../db/transaction';
import type { Database } from '../db/connection';
import { createHold, createVenue } from '../db/factories';
import { outboxTransport } from '../notification/email';
import { applyDepositPayment } from './deposit';
import type { PaymentsPort } from './port';
import { startDeposit } from './deposit-window';
import type { PaymentDeps } from './service';
import { createStripePayments, type StripeDepositClient } from './stripe';

let db: Database;
useMigratedDatabase(['restaurants', 'outbox_emails', 'audit_logs', 'stripe_events'], (d) => {
  db = d;
});

const NOW = new Date('2026-06-15T10:00:00.000Z');
const MIN = 60_000;
const APP_URL = 'https://tablestay.test';

/** The Stripe client replaced at the adapter boundary: no network, calls recorded. */
function fakeStripe(opts: { fail?: boolean } = {}) {
  const sessions: [Stripe.Checkout.SessionCreateParams, Stripe.RequestOptions | undefined][] = [];
  const refunds: [Stripe.RefundCreateParams, Stripe.RequestOptions | undefined][] = [];
  let n = 0;
  const client: StripeDepositClient = {
    checkout: {
      sessions: {
        async create(params, options) {
          if (opts.fail) throw new Error('connect ECONNREFUSED api.stripe.com');
          sessions.push([params, options]);
          n++;
          return { id: `cs_test_${n}`, url: `https://checkout.stripe.com/c/pay/cs_test_${n}` };
        },
      },
    },
    refunds: {
      async create(params, options) {
        refunds.push([params, options]);
        return { id: 're_test_1' };
      },
    },
  };
  return { client, sessions, refunds };
}

const deps = (payments: PaymentsPort): PaymentDeps => ({ db, payments, email: outboxTransport(() => {}), appUrl: APP_URL });

async function booking(venue: { stripe_account_id?: string | null; stripe_payment_link_url?: string | null } = {}, holdMinutes = 15) {
  const v = await createVenue(db, { name: 'Gostilna Pri Lipi', stripe_account_id: 'acct_1Venue', ...venue });
  const r = await createHold(db, {
    restaurant_id: v.id,
    guest_name: 'Ana',
    guest_email: 'ana@example.com',
    date: '2026-06-20',
    time: '19:30',
    party_size: 2,
    expires_at: new Date(NOW.getTime() + holdMinutes * MIN),
    deposit_eur: 20,
  });
  return { id: r.id, token: r.token };
}

const reservation = (id: string) => db.selectFrom('reservations').select(['status', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
const checkouts = (id: string) => db.selectFrom('deposit_checkouts').selectAll().where('reservation_id', '=', id).execute();
const actions = async (id: string) =>
  (await db.selectFrom('audit_logs').select('action').where('entity_id', '=', id).orderBy('id').execute()).map((a) => a.action);

/** What Stripe sends to a Connect webhook when a connected account's Checkout Session is paid. */
const completed = (id: string, sessionId: string, account = 'acct_1Venue') =>
  ({
    id: `evt_${randomToken(8)}`,
    object: 'event',
    type: 'checkout.session.completed',
    account,
    created: NOW.getTime() / 1000,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 2000,
        currency: 'eur',
        payment_intent: 'pi_test_1',
        metadata: { kind: 'deposit', reservation_id: id },
      },
    },
  }) as unknown as StripeEvent;

const handlers = {
  'checkout.session.completed': (trx: Parameters<typeof applyDepositPayment>[1], event: StripeEvent, d: PaymentDeps, afterCommit: AfterCommit) =>
    applyDepositPayment(d, trx, afterCommit, event, NOW),
};

describe('startDeposit with the Stripe adapter', () => {
  it('opens a session on the connected account and extends the hold under the lock to cover it', async () => {
    const stripe = fakeStripe();
    const b = await booking();
    const out = await startDeposit(deps(createStripePayments(stripe.client)), b, NOW);
    expect(out).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [params, options] = stripe.sessions[0]!;
    expect(options?.stripeAccount).toBe('acct_1Venue');
    expect(params.expires_at).toBe(NOW.getTime() / 1000 + 31 * 60);
    expect(params.success_url).toBe(`${APP_URL}/confirmation/${b.id}?token=${b.token}`);
    expect(params.cancel_url).toBe(`${APP_URL}/deposit/${b.id}?token=${b.token}`);
    expect((await reservation(b.id)).expires_at).toEqual(new Date(NOW.getTime() + 36 * MIN));
    expect(await checkouts(b.id)).toMatchObject([
      { provider: 'stripe', session_id: 'cs_test_1', amount_cents: 2000, status: 'open', stripe_account_id: 'acct_1Venue' },
    ]);

    // Still open for more than 5 minutes: the same window; nearly closed: a new one.
    expect(await startDeposit(deps(createStripePayments(stripe.client)), b, new Date(NOW.getTime() + 20 * MIN))).toEqual(out);
    const later = await startDeposit(deps(createStripePayments(stripe.client)), b, new Date(NOW.getTime() + 27 * MIN));
    expect(later).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_2' });
    expect(stripe.sessions).toHaveLength(2);
  });

  it('hands out the restaurant’s payment link when it has no connected account', async () => {
    const stripe = fakeStripe();
    const b = await booking({ stripe_account_id: null, stripe_payment_link_url: 'https://buy.stripe.com/test_abc' });
    const out = await startDeposit(deps(createStripePayments(stripe.client)), b, NOW);
    expect(out.url).toBe(`https://buy.stripe.com/test_abc?client_reference_id=${b.id}&prefilled_email=ana%40example.com`);
    expect(stripe.sessions).toHaveLength(0);
    expect(await checkouts(b.id)).toMatchObject([{ provider: 'payment_link', session_id: null }]);
  });

  it('leaves the hold alone when no payment window can be opened', async () => {
    const b = await booking({ stripe_account_id: null });
    await expect(startDeposit(deps(createStripePayments(fakeStripe().client)), b, NOW)).rejects.toThrow('No payment URL returned');
    const down = await booking();
    expectConsoleError();
    await expect(startDeposit(deps(createStripePayments(fakeStripe({ fail: true }).client)), down, NOW)).rejects.toThrow('Failed to create payment session');
    for (const id of [b.id, down.id]) {
      expect((await reservation(id)).expires_at).toEqual(new Date(NOW.getTime() + 15 * MIN));
      expect(await checkouts(id)).toEqual([]);
    }
  });
});

describe('a Stripe deposit event', () => {
  it('confirms the reservation once', async () => {
    const stripe = fakeStripe();
    const d = deps(createStripePayments(stripe.client));
    const b = await booking();
    await startDeposit(d, b, NOW);
    const event = completed(b.id, 'cs_test_1');
    expect(await applyEvent(db, event, handlers, d)).toEqual({ applied: true, duplicate: false });
    expect(await applyEvent(db, event, handlers, d)).toEqual({ applied: false, duplicate: true });
    expect(await reservation(b.id)).toEqual({ status: 'confirmed', expires_at: null });
    expect(await checkouts(b.id)).toMatchObject([{ status: 'paid', event_id: event.id, payment_intent_id: 'pi_test_1' }]);
    expect(stripe.refunds).toHaveLength(0);
  });

  it('refunds on the connected account when the hold was released first', async () => {
    const stripe = fakeStripe();
    const d = deps(createStripePayments(stripe.client));
    const b = await booking();
    await startDeposit(d, b, NOW);
    await db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', b.id).execute();
    await applyEvent(db, completed(b.id, 'cs_test_1'), handlers, d);
    expect((await reservation(b.id)).status).toBe('cancelled');
    expect(stripe.refunds).toEqual([
      [
        { payment_intent: 'pi_test_1', metadata: { kind: 'deposit', reservation_id: b.id } },
        { stripeAccount: 'acct_1Venue', idempotencyKey: 'refund:cs_test_1' },
      ],
    ]);
    expect(await actions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid_after_release', 'deposit_refunded']);
    expect(await checkouts(b.id)).toMatchObject([{ status: 'refunded', refund_id: 're_test_1' }]);
  });

  it('records a refund that fails instead of losing it', async () => {
    const failing: PaymentsPort = {
      ...createStripePayments(fakeStripe().client),
      async refundDeposit() {
        throw new Error('Stripe is down');
      },
    };
    const d = deps(failing);
    const b = await booking();
    await startDeposit(d, b, NOW);
    await db.updateTable('reservations').set({ status: 'expired' }).where('id', '=', b.id).execute();
    expectConsoleError();
    await applyEvent(db, completed(b.id, 'cs_test_1'), handlers, d);
    expect(await actions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid_after_release', 'deposit_refund_failed']);
    expect(await checkouts(b.id)).toMatchObject([{ status: 'refund_failed', refund_id: null }]);
    expect(await db.selectFrom('outbox_emails').select('kind').execute()).toEqual([]);
  });

  it('ignores a deposit paid to an account that is not the venue’s', async () => {
    const stripe = fakeStripe();
    const d = deps(createStripePayments(stripe.client));
    const b = await booking();
    await startDeposit(d, b, NOW);
    expect(await applyEvent(db, completed(b.id, 'cs_test_1', 'acct_someone_else'), handlers, d)).toEqual({ applied: false, duplicate: false });
    expect((await reservation(b.id)).status).toBe('awaiting_deposit');
    expect(await actions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_account_mismatch']);
    expect(stripe.refunds).toHaveLength(0);
  });
});
