import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors';
import { createStripeSubscriptions, createUnavailableSubscriptions, type StripeBillingClient } from './stripe';

/** A Stripe client that records its calls (no network). */
function fakeStripe(url: string | null = 'https://checkout.stripe.com/c/pay/cs_test_sub') {
  const calls: { what: string; params: unknown; options?: unknown }[] = [];
  const client: StripeBillingClient = {
    customers: {
      create: async (params, options) => (calls.push({ what: 'customer', params, options }), { id: 'cus_test_1' }),
    },
    checkout: { sessions: { create: async (params, options) => (calls.push({ what: 'checkout', params, options }), { id: 'cs_test_sub', url }) } },
    billingPortal: { sessions: { create: async (params) => (calls.push({ what: 'portal', params }), { url: 'https://billing.stripe.com/p/session/x' }) } },
  };
  return { client, calls };
}

const request = {
  userId: '00000000-0000-4000-8000-000000000001',
  product: 'restaurant' as const,
  priceId: 'price_restaurant_live',
  priceCents: 2900,
  customerId: 'cus_test_1',
  customerEmail: 'owner@example.com',
  successUrl: 'https://tablestay.si/subscription?success=true',
  cancelUrl: 'https://tablestay.si/subscription?canceled=true',
};

describe('Stripe subscriptions (ADR 056)', () => {
  it('opens Checkout in subscription mode on the platform account, for the stored customer and the configured price', async () => {
    const { client, calls } = fakeStripe();
    expect(await createStripeSubscriptions(client).createSubscriptionCheckout(request)).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_sub',
      sessionId: 'cs_test_sub',
    });
    const metadata = { kind: 'subscription', user_id: request.userId, product: 'restaurant' };
    expect(calls).toEqual([
      {
        what: 'checkout',
        params: {
          mode: 'subscription',
          customer: 'cus_test_1',
          line_items: [{ price: 'price_restaurant_live', quantity: 1 }],
          client_reference_id: request.userId,
          metadata,
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        options: undefined, // no stripeAccount: platform funds, unlike deposits
      },
    ]);
  });

  it('creates one customer per user (idempotent at Stripe) and opens the billing portal', async () => {
    const { client, calls } = fakeStripe();
    const stripe = createStripeSubscriptions(client);
    expect(await stripe.createCustomer({ userId: 'u1', email: 'a@example.com', name: 'A' })).toEqual({ customerId: 'cus_test_1' });
    expect(calls[0]).toMatchObject({ options: { idempotencyKey: 'customer:u1' }, params: { metadata: { user_id: 'u1' } } });
    expect(await stripe.createPortalSession({ customerId: 'cus_test_1', returnUrl: 'https://tablestay.si/subscription' })).toEqual({
      url: 'https://billing.stripe.com/p/session/x',
    });
  });

  it('answers the SPEC texts when no checkout URL comes back or Stripe is not configured', async () => {
    await expect(createStripeSubscriptions(fakeStripe(null).client).createSubscriptionCheckout(request)).rejects.toThrow(
      'Checkout unavailable. Please try again.',
    );
    const none = createUnavailableSubscriptions();
    await expect(none.createSubscriptionCheckout(request)).rejects.toThrow(ERROR_CATALOGUE['billing.checkout_unavailable'].message);
    await expect(none.createPortalSession({ customerId: 'c', returnUrl: 'https://x' })).rejects.toThrow(
      'Failed to open subscription management. Please try again.',
    );
  });
});
