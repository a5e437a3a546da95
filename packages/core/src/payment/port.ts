import type { Locale } from '../i18n';

/**
 * The payments port for deposits. A deposit is charged on the restaurant's own account (ADR 014):
 * the platform opens the payment window and learns the outcome from a signed webhook event, but
 * never holds the money. Adapters: Stripe (connected account, or the restaurant's payment link),
 * the local embedded checkout, and payment-link only (production without Stripe).
 */

interface DepositRestaurant {
  id: string;
  name: string;
  stripeAccountId: string | null;
  paymentLinkUrl: string | null;
}

/** What a deposit pays for: a dining reservation ('deposit') or a stay booking ('stay_deposit'). */
export type DepositKind = 'deposit' | 'stay_deposit';

export interface DepositCheckoutRequest {
  /** The reservation's id, or the stay booking's for a stay deposit. */
  reservationId: string;
  /** Default 'deposit' (dining). */
  kind?: DepositKind;
  viewToken: string;
  amountEur: number;
  currency: 'eur';
  restaurant: DepositRestaurant;
  customerEmail: string;
  /** The language the guest booked in: the payment window speaks it, as the emails do. */
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
  /** When the payment window closes; Stripe needs it 30 minutes to 24 hours ahead. */
  expiresAt: Date;
}

export interface DepositCheckout {
  url: string;
  /** The checkout session's id; null for a payment link, whose outcome the platform never sees. */
  sessionId: string | null;
  provider: 'stripe' | 'payment_link' | 'local';
}

export interface RefundRequest {
  reservationId: string;
  kind?: DepositKind;
  sessionId: string;
  paymentIntentId: string | null;
  amountEur: number;
  /** The connected account the deposit was paid to. */
  stripeAccountId: string | null;
}

export interface PaymentsPort {
  readonly name: 'stripe' | 'local' | 'payment-link';
  createDepositCheckout(req: DepositCheckoutRequest): Promise<DepositCheckout>;
  /** Returns the money of a deposit that could not be applied (the hold was released, or paid twice). */
  refundDeposit(req: RefundRequest): Promise<{ refundId: string }>;
}

/** The provider metadata that ties a payment to its booking (the webhook reads it back). */
export function depositMetadata(kind: DepositKind | undefined, id: string): Record<string, string> {
  return kind === 'stay_deposit' ? { kind: 'stay_deposit', stay_booking_id: id } : { kind: 'deposit', reservation_id: id };
}

/** The restaurant's own Stripe payment link, prefilled so the owner can match the payment. */
export function paymentLinkUrl(link: string, reservationId: string, email: string): string {
  const url = new URL(link);
  url.searchParams.set('client_reference_id', reservationId);
  url.searchParams.set('prefilled_email', email);
  return url.toString();
}

/**
 * The payments port's second facet: platform subscriptions (ADR 056). Unlike deposits
 * these are charged on the PLATFORM account (no connected account), one provider customer per user.
 */
export type SubscriptionProduct = 'restaurant' | 'stays' | 'sommelier' | 'citypacks';

interface SubscriptionCheckoutRequest {
  userId: string;
  product: SubscriptionProduct;
  /** The plan's price id from configuration (the local adapter uses its own). */
  priceId: string;
  /** What the plan costs a month, for the local checkout's page (Stripe reads its price). */
  priceCents: number;
  customerId: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface SubscriptionPayments {
  readonly name: 'stripe' | 'local' | 'unavailable';
  /** Creates the provider customer for a user; called once per user (the id is stored and reused). */
  createCustomer(req: { userId: string; email: string; name: string }): Promise<{ customerId: string }>;
  /** A checkout in subscription mode; the webhook learns the outcome. */
  createSubscriptionCheckout(req: SubscriptionCheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** The customer portal: manage or cancel the plans of one customer. */
  createPortalSession(req: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}

/** The metadata every subscription carries (checkout, subscription, invoices): who and which plan. */
export const subscriptionMetadata = (userId: string, product: SubscriptionProduct) => ({ kind: 'subscription', user_id: userId, product });
