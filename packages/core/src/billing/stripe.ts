import type Stripe from 'stripe';
import { DomainError } from '../errors';
import { subscriptionMetadata, type SubscriptionPayments } from '../payment/port';
import { lazyStripeClient } from '../payment/stripe-sdk';

/** The part of the Stripe client subscriptions use: tests pass a fake here, never a network. */
export interface StripeBillingClient {
  customers: { create(params: Stripe.CustomerCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string }> };
  checkout: {
    sessions: { create(params: Stripe.Checkout.SessionCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string; url: string | null }> };
  };
  billingPortal: { sessions: { create(params: Stripe.BillingPortal.SessionCreateParams): Promise<{ url: string }> } };
}

/** The subscription calls on a client the SDK makes on first use (ADR 046). */
export function stripeBillingClient(secretKey: string): StripeBillingClient {
  const client = lazyStripeClient(secretKey);
  return {
    customers: { create: async (params, options) => (await client()).customers.create(params, options) },
    checkout: { sessions: { create: async (params, options) => (await client()).checkout.sessions.create(params, options) } },
    billingPortal: { sessions: { create: async (params) => (await client()).billingPortal.sessions.create(params) } },
  };
}

/**
 * Platform subscriptions through Stripe (ADR 056): Checkout in subscription mode and the Billing
 * portal, on the platform's own account (no `stripeAccount`: deposits alone go to venues).
 */
export function createStripeSubscriptions(stripe: StripeBillingClient): SubscriptionPayments {
  return {
    name: 'stripe',
    async createCustomer({ userId, email, name }) {
      // The same user within Stripe's idempotency window gets the same customer, even from two tabs.
      const customer = await stripe.customers.create({ email, name, metadata: { user_id: userId } }, { idempotencyKey: `customer:${userId}` });
      return { customerId: customer.id };
    },
    async createSubscriptionCheckout(req) {
      const metadata = subscriptionMetadata(req.userId, req.product);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: req.customerId,
        line_items: [{ price: req.priceId, quantity: 1 }],
        client_reference_id: req.userId,
        metadata,
        subscription_data: { metadata },
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      });
      if (!session.url) throw new DomainError('billing.checkout_unavailable');
      return { url: session.url, sessionId: session.id };
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
  };
}

/** Production without a Stripe key: nothing can be subscribed to, and it says so. */
export function createUnavailableSubscriptions(): SubscriptionPayments {
  return {
    name: 'unavailable',
    async createCustomer() {
      throw new DomainError('billing.checkout_unavailable');
    },
    async createSubscriptionCheckout() {
      throw new DomainError('billing.checkout_unavailable');
    },
    async createPortalSession() {
      throw new DomainError('billing.portal_failed');
    },
  };
}
