import type Stripe from 'stripe';

/**
 * The Stripe SDK is 240 KB of code a cold Lambda would compile before its first answer, and most
 * requests never pay anything. It loads on the first call that needs it (ADR 046).
 */
let sdk: Promise<typeof Stripe> | undefined;
const loadStripe = (): Promise<typeof Stripe> => (sdk ??= import('stripe').then((m) => m.default));

/** A Stripe client made on first use, with the options every call here uses. */
export function lazyStripeClient(secretKey: string): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  return () => (client ??= loadStripe().then((StripeSdk) => new StripeSdk(secretKey, { maxNetworkRetries: 2, timeout: 20_000 })));
}
