import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt } from './columns';

// Owner subscriptions, Stripe customers and events, and deposit checkouts.
export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  product: 'restaurant' | 'stays' | 'sommelier' | 'citypacks';
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** When Stripe dated the stored state (its event's `created`): older states arriving later are ignored. */
  state_at: Date | null;
  /** When the latest payment failure began Stripe's retry window; null when paid. */
  past_due_since: Date | null;
}

export interface BillingCustomersTable {
  user_id: string;
  stripe_customer_id: string;
  created_at: CreatedAt;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: CreatedAt;
}

export type DepositCheckoutStatus = 'open' | 'paid' | 'refunded' | 'refund_failed';

export interface DepositCheckoutsTable {
  id: Generated<string>;
  /** Exactly one of reservation_id and stay_booking_id is set. */
  reservation_id: string | null;
  stay_booking_id: string | null;
  provider: 'stripe' | 'payment_link' | 'local';
  session_id: string | null;
  url: string | null;
  amount_cents: number;
  currency: Generated<string>;
  status: Generated<DepositCheckoutStatus>;
  expires_at: Timestamp | null;
  event_id: string | null;
  payment_intent_id: string | null;
  stripe_account_id: string | null;
  refund_id: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}
