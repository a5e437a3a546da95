import { createLocalSubscriptions, localPriceId } from '../billing/local';
import { createStripeSubscriptions, createUnavailableSubscriptions, stripeBillingClient } from '../billing/stripe';
import type { Config } from '../config';
import { createLocalPayments, localCheckoutSecret } from './local';
import type { PaymentsPort, SubscriptionPayments, SubscriptionProduct } from './port';
import { createPaymentLinkPayments, createStripePayments, stripeClient } from './stripe';

export type PaymentsProvider = PaymentsPort['name'];

/** Which adapter serves deposits, from configuration alone (read once at start-up). */
export function paymentsProvider(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'NODE_ENV'>): PaymentsProvider {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  // The embedded checkout signs with a public secret the production webhook refuses.
  return config.NODE_ENV === 'production' ? 'payment-link' : 'local';
}

export function createPayments(config: Config): PaymentsPort {
  if (config.STRIPE_SECRET_KEY) return createStripePayments(stripeClient(config.STRIPE_SECRET_KEY));
  if (paymentsProvider(config) === 'payment-link') return createPaymentLinkPayments();
  return createLocalPayments({ appUrl: config.APP_URL, secret: localCheckoutSecret(config) });
}

/** Platform subscriptions (ADR 056): Stripe on the platform account, the local stand-in, or none. */
export function createSubscriptionPayments(config: Config): SubscriptionPayments {
  if (config.STRIPE_SECRET_KEY) return createStripeSubscriptions(stripeBillingClient(config.STRIPE_SECRET_KEY));
  if (paymentsProvider(config) === 'payment-link') return createUnavailableSubscriptions();
  return createLocalSubscriptions({ appUrl: config.APP_URL, secret: localCheckoutSecret(config) });
}

/** Each plan's price id: from configuration with Stripe, the local stand-in's own otherwise. */
export function planPriceIds(config: Config): Record<SubscriptionProduct, string | null> {
  const local = !config.STRIPE_SECRET_KEY;
  return {
    restaurant: config.STRIPE_PRICE_RESTAURANT ?? (local ? localPriceId('restaurant') : null),
    stays: config.STRIPE_PRICE_STAYS ?? (local ? localPriceId('stays') : null),
    sommelier: config.STRIPE_PRICE_SOMMELIER ?? (local ? localPriceId('sommelier') : null),
    citypacks: config.STRIPE_PRICE_CITYPACKS ?? (local ? localPriceId('citypacks') : null),
  };
}
