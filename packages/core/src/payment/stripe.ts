import type Stripe from 'stripe';
import { DomainError } from '../errors';
import { toCents } from '../money';
import { depositMetadata, paymentLinkUrl, type PaymentsPort } from './port';
import { lazyStripeClient } from './stripe-sdk';

/** The part of the Stripe client the adapter uses: tests pass a fake here, never a network. */
export interface StripeDepositClient {
  checkout: {
    sessions: {
      create(params: Stripe.Checkout.SessionCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string; url: string | null }>;
    };
  };
  refunds: {
    create(params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string }>;
  };
}

/** The deposit calls on a client the SDK makes on first use (ADR 046). */
export function stripeClient(secretKey: string): StripeDepositClient {
  const client = lazyStripeClient(secretKey);
  return {
    checkout: { sessions: { create: async (params, options) => (await client()).checkout.sessions.create(params, options) } },
    refunds: { create: async (params, options) => (await client()).refunds.create(params, options) },
  };
}

/**
 * Deposits through Stripe without touching platform funds: a Checkout Session created ON the
 * restaurant's connected account (a direct charge, no application fee), or, for a restaurant that
 * only pasted its payment link, that link.
 */
export function createStripePayments(stripe: StripeDepositClient): PaymentsPort {
  return {
    name: 'stripe',
    async createDepositCheckout(req) {
      const { restaurant } = req;
      if (!restaurant.stripeAccountId) {
        if (restaurant.paymentLinkUrl) {
          return { url: paymentLinkUrl(restaurant.paymentLinkUrl, req.reservationId, req.customerEmail), sessionId: null, provider: 'payment_link' };
        }
        throw new DomainError('payment.unavailable');
      }
      const metadata = depositMetadata(req.kind, req.reservationId);
      const expiresAt = Math.floor(req.expiresAt.getTime() / 1000);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: req.currency, unit_amount: toCents(req.amountEur), product_data: { name: `Deposit · ${restaurant.name}` } },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          client_reference_id: req.reservationId,
          customer_email: req.customerEmail,
          locale: req.locale,
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
          expires_at: expiresAt,
        },
        // Same reservation and window → the same session, however often the guest clicks.
        { stripeAccount: restaurant.stripeAccountId, idempotencyKey: `${req.kind ?? 'deposit'}:${req.reservationId}:${expiresAt}` },
      );
      if (!session.url) throw new DomainError('payment.unavailable');
      return { url: session.url, sessionId: session.id, provider: 'stripe' };
    },

    async refundDeposit(req) {
      if (!req.paymentIntentId) throw new Error(`deposit ${req.sessionId} has no payment intent to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: req.paymentIntentId, metadata: depositMetadata(req.kind, req.reservationId) },
        { ...(req.stripeAccountId ? { stripeAccount: req.stripeAccountId } : {}), idempotencyKey: `refund:${req.sessionId}` },
      );
      return { refundId: refund.id };
    },
  };
}

/**
 * Production without a Stripe key: only restaurants with a payment link can take deposits; the
 * owner confirms those reservations by hand (the platform never sees that payment).
 */
export function createPaymentLinkPayments(): PaymentsPort {
  return {
    name: 'payment-link',
    async createDepositCheckout(req) {
      if (!req.restaurant.paymentLinkUrl) throw new DomainError('payment.unavailable');
      return { url: paymentLinkUrl(req.restaurant.paymentLinkUrl, req.reservationId, req.customerEmail), sessionId: null, provider: 'payment_link' };
    },
    async refundDeposit(req) {
      throw new Error(`cannot refund deposit ${req.sessionId}: no Stripe key configured`);
    },
  };
}
