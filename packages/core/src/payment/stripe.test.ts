import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { DepositCheckoutRequest } from './port';
import { createPaymentLinkPayments, createStripePayments, type StripeDepositClient } from './stripe';

/** A stand-in for the Stripe client at the adapter boundary: records calls, answers like Stripe. */
function fakeStripe() {
  const calls: {
    sessions: [Stripe.Checkout.SessionCreateParams, Stripe.RequestOptions | undefined][];
    refunds: [Stripe.RefundCreateParams, Stripe.RequestOptions | undefined][];
  } = { sessions: [], refunds: [] };
  const client: StripeDepositClient = {
    checkout: {
      sessions: {
        async create(params, options) {
          calls.sessions.push([params, options]);
          return { id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' };
        },
      },
    },
    refunds: {
      async create(params, options) {
        calls.refunds.push([params, options]);
        return { id: 're_test_1' };
      },
    },
  };
  return { client, calls };
}

const RESERVATION = '7d0b1c9e-3f4a-4c1e-9a55-0c2b8f6e4d21';
const EXPIRES = new Date('2026-06-15T10:31:00.000Z');

const request = (restaurant: Partial<DepositCheckoutRequest['restaurant']> = {}): DepositCheckoutRequest => ({
  reservationId: RESERVATION,
  viewToken: 'view-token-aaaaaaaaaaaaaaaaaaaa',
  amountEur: 20,
  currency: 'eur',
  restaurant: { id: 'r1', name: 'Gostilna Pri Lipi', stripeAccountId: 'acct_1Venue', paymentLinkUrl: null, ...restaurant },
  customerEmail: 'ana@example.com',
  locale: 'sl',
  successUrl: `https://tablestay.si/confirmation/${RESERVATION}?token=t`,
  cancelUrl: `https://tablestay.si/deposit/${RESERVATION}?token=t`,
  expiresAt: EXPIRES,
});

describe('Stripe deposit adapter', () => {
  it('tags a stay booking\u2019s deposit with its own metadata kind, idempotency key and refund metadata', async () => {
    const { client, calls } = fakeStripe();
    const stripe = createStripePayments(client);
    await stripe.createDepositCheckout({ ...request(), kind: 'stay_deposit' });
    const [params, options] = calls.sessions[0]!;
    expect(params.metadata).toEqual({ kind: 'stay_deposit', stay_booking_id: RESERVATION });
    expect(params.payment_intent_data).toEqual({ metadata: { kind: 'stay_deposit', stay_booking_id: RESERVATION } });
    expect(options?.idempotencyKey).toBe(`stay_deposit:${RESERVATION}:${EXPIRES.getTime() / 1000}`);
    await stripe.refundDeposit({
      reservationId: RESERVATION,
      kind: 'stay_deposit',
      sessionId: 'cs_test_a1',
      paymentIntentId: 'pi_1',
      amountEur: 20,
      stripeAccountId: 'acct_1Venue',
    });
    expect(calls.refunds[0]![0].metadata).toEqual({ kind: 'stay_deposit', stay_booking_id: RESERVATION });
  });

  it('creates a payment-mode Checkout Session on the restaurant’s connected account', async () => {
    const { client, calls } = fakeStripe();
    const out = await createStripePayments(client).createDepositCheckout(request());
    expect(out).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_a1', sessionId: 'cs_test_a1', provider: 'stripe' });
    expect(calls.sessions).toHaveLength(1);
    const [params, options] = calls.sessions[0]!;
    expect(options).toEqual({ stripeAccount: 'acct_1Venue', idempotencyKey: `deposit:${RESERVATION}:${EXPIRES.getTime() / 1000}` });
    expect(params).toEqual({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 2000, product_data: { name: 'Deposit · Gostilna Pri Lipi' } } }],
      metadata: { kind: 'deposit', reservation_id: RESERVATION },
      payment_intent_data: { metadata: { kind: 'deposit', reservation_id: RESERVATION } },
      client_reference_id: RESERVATION,
      customer_email: 'ana@example.com',
      locale: 'sl',
      success_url: `https://tablestay.si/confirmation/${RESERVATION}?token=t`,
      cancel_url: `https://tablestay.si/deposit/${RESERVATION}?token=t`,
      expires_at: 1_781_519_460,
    });
    // No application fee or transfer: the platform never touches the deposit.
    expect(JSON.stringify(params)).not.toMatch(/application_fee|transfer_data/);
  });

  it('charges odd amounts in whole cents', async () => {
    const { client, calls } = fakeStripe();
    await createStripePayments(client).createDepositCheckout({ ...request(), amountEur: 12.345 });
    expect(calls.sessions[0]![0].line_items![0]!.price_data!.unit_amount).toBe(1235);
  });

  it('falls back to the restaurant’s payment link, prefilled, when it has no connected account', async () => {
    const { client, calls } = fakeStripe();
    const out = await createStripePayments(client).createDepositCheckout(
      request({ stripeAccountId: null, paymentLinkUrl: 'https://buy.stripe.com/test_abc?locale=sl' }),
    );
    expect(out.provider).toBe('payment_link');
    expect(out.sessionId).toBeNull();
    const url = new URL(out.url);
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_abc');
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: 'sl', client_reference_id: RESERVATION, prefilled_email: 'ana@example.com' });
    expect(calls.sessions).toHaveLength(0);
  });

  it('says so when the restaurant has neither', async () => {
    const { client } = fakeStripe();
    const err = await createStripePayments(client)
      .createDepositCheckout(request({ stripeAccountId: null }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'payment.unavailable', message: 'No payment URL returned' });
  });

  it('refunds on the connected account, once per session', async () => {
    const { client, calls } = fakeStripe();
    const out = await createStripePayments(client).refundDeposit({
      reservationId: RESERVATION,
      sessionId: 'cs_test_a1',
      paymentIntentId: 'pi_1',
      amountEur: 20,
      stripeAccountId: 'acct_1Venue',
    });
    expect(out).toEqual({ refundId: 're_test_1' });
    expect(calls.refunds).toEqual([
      [
        { payment_intent: 'pi_1', metadata: { kind: 'deposit', reservation_id: RESERVATION } },
        { stripeAccount: 'acct_1Venue', idempotencyKey: 'refund:cs_test_a1' },
      ],
    ]);
  });
});

describe('payment-link adapter (production without Stripe)', () => {
  it('returns the payment link or says none is configured', async () => {
    const payments = createPaymentLinkPayments();
    const out = await payments.createDepositCheckout(request({ stripeAccountId: 'acct_ignored', paymentLinkUrl: 'https://buy.stripe.com/x' }));
    expect(out).toEqual({
      url: `https://buy.stripe.com/x?client_reference_id=${RESERVATION}&prefilled_email=ana%40example.com`,
      sessionId: null,
      provider: 'payment_link',
    });
    await expect(payments.createDepositCheckout(request())).rejects.toThrow('No payment URL returned');
  });
});
