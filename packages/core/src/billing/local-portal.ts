import type { Database } from '../db/connection';
import type { SubscriptionsTable } from '../db/types';
import {
  localPortalEvent,
  localPriceId,
  localRenewalEvents,
  localSubscriptionCheckoutEvents,
  readPortalToken,
  readSubscriptionToken,
  type LocalPortalSession,
  type LocalSubscriptionSession,
} from './local';
import { PLANS } from './plans';
import { dueLocalSubscriptions, findCustomerUser, providerSubscriptions, subscriptionStored } from './repository';

/**
 * What the local checkout and portal pages show and do (the local server mounts them). They read
 * the database; they change it only through the signed events they post to the real webhook.
 */

export interface LocalSubscriptionCheckoutView {
  session: LocalSubscriptionSession;
  /** The checkout was already paid (its subscription is stored). */
  paid: boolean;
  events: ReturnType<typeof localSubscriptionCheckoutEvents>;
}

export async function getLocalSubscriptionCheckout(db: Database, secret: string, token: string): Promise<LocalSubscriptionCheckoutView | null> {
  const session = readSubscriptionToken(token, secret);
  if (!session) return null;
  const events = localSubscriptionCheckoutEvents(session);
  const subscriptionId = (events[0]!.data.object as { id: string }).id;
  return { session, paid: await subscriptionStored(db, subscriptionId), events };
}

interface PortalSubscription {
  id: string;
  product: SubscriptionsTable['product'];
  status: SubscriptionsTable['status'];
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface LocalPortalView {
  session: LocalPortalSession;
  userId: string;
  email: string;
  subscriptions: PortalSubscription[];
}

export async function getLocalPortal(db: Database, secret: string, token: string): Promise<LocalPortalView | null> {
  const session = readPortalToken(token, secret);
  if (!session) return null;
  const customer = await findCustomerUser(db, session.cus);
  if (!customer) return null;
  const subscriptions = await providerSubscriptions(db, customer.id);
  return { session, userId: customer.id, email: customer.email, subscriptions: subscriptions.map((s) => ({ ...s, id: s.id! })) };
}

/**
 * The event the portal's Cancel (at period end) or Resume produces for one of the customer's
 * subscriptions, or null when it is not theirs, already ended, or already in that state.
 */
export function portalChangeEvent(view: LocalPortalView, subscriptionId: string, action: 'cancel' | 'resume', now = new Date()) {
  const s = view.subscriptions.find((x) => x.id === subscriptionId);
  if (!s || s.status === 'canceled' || !s.currentPeriodEnd) return null;
  const cancel = action === 'cancel';
  if (s.cancelAtPeriodEnd === cancel) return null;
  const periodEnd = Math.floor(s.currentPeriodEnd.getTime() / 1000);
  return localPortalEvent(
    {
      id: s.id,
      customer: view.session.cus,
      userId: view.userId,
      product: s.product,
      price: localPriceId(s.product),
      amount: PLANS[s.product].priceCents,
      status: s.status === 'past_due' ? 'past_due' : 'active',
      periodStart: periodEnd - 30 * 86_400,
      periodEnd,
      cancelAtPeriodEnd: cancel,
    },
    now,
  );
}

/**
 * The local subscriptions whose period has ended without a cancellation, with the events that
 * renew each (`localRenewalEvents`): what Stripe's automatic charge does for a real one. The local
 * server posts them to its webhook, so a plan bought on the local checkout — and the demo owner's —
 * runs on like a paid one instead of lapsing after a month.
 */
export async function dueLocalRenewals(db: Database, now = new Date()) {
  const due = await dueLocalSubscriptions(db, now);
  return due.map((s) =>
    localRenewalEvents(
      {
        id: s.stripe_subscription_id!,
        customer: s.stripe_customer_id!,
        userId: s.user_id,
        product: s.product,
        price: localPriceId(s.product),
        amount: PLANS[s.product].priceCents,
        periodEnd: Math.floor(s.current_period_end!.getTime() / 1000),
        cancelAtPeriodEnd: false,
      },
      now,
    ),
  );
}
