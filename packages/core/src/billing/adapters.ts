import type { Config } from '../config';
import { paymentsProvider } from '../payment/adapters';
import { localCheckoutSecret } from '../payment/local';
import type { SubscriptionPayments, SubscriptionProduct } from '../payment/port';
import { createLocalSubscriptions, localPriceId } from './local';
import { createStripeSubscriptions, createUnavailableSubscriptions, stripeBillingClient } from './stripe';

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
