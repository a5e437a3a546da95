import type { Config } from '../config';
import { createLocalPayments, localCheckoutSecret } from './local';
import type { PaymentsPort } from './port';
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
