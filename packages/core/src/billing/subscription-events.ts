import type { Transaction } from 'kysely';
import * as z from 'zod';
import type { DB, SubscriptionsTable } from '../db/types';
import type { EventOutcome, StripeEvent } from '../stripe-events/event';
import { findCustomerUser, insertSubscription, lockSubscription, updateSubscription, userExists } from './repository';

/**
 * Subscription state from verified webhook events (ADR 057). Stripe sends
 * checkout.session.completed, customer.subscription.created/updated/deleted and invoice.paid /
 * invoice.payment_failed in no particular order; each is stored once by its id (applyEvent) and
 * here only ever moves the row FORWARD: a state Stripe dated earlier than the one kept, or of an
 * earlier period, is ignored, and a canceled subscription never comes back (Stripe cannot revive one).
 */

type Status = SubscriptionsTable['status'];
const PRODUCTS = ['restaurant', 'stays', 'sommelier', 'citypacks'] as const;

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const metadata = z
  .object({ user_id: z.uuid().optional(), product: z.enum(PRODUCTS).optional() })
  .partial()
  .catch({})
  .nullish();

const subscription = z.object({
  id: z.string().min(1),
  object: z.literal('subscription'),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: z.number().int().nullish(), // API versions before 2025-03-31
  metadata,
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().int().nullish() }).loose()) }).nullish(),
});

const checkout = z.object({
  object: z.literal('checkout.session'),
  mode: z.literal('subscription'),
  payment_status: z.string(),
  customer: idOf,
  subscription: idOf,
  metadata,
});

const invoice = z.object({
  object: z.literal('invoice'),
  customer: idOf,
  billing_reason: z.string().nullish(),
  subscription: idOf.nullish(), // before 2025-03-31
  subscription_details: z.object({ metadata }).nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf, metadata }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number().int() }).nullish() }).loose()) }).nullish(),
});

/** Stripe's statuses onto ours: only active and trialing (and past_due for a while) grant access. */
function ourStatus(stripe: string): Status {
  if (stripe === 'incomplete_expired') return 'canceled';
  if (stripe === 'paused') return 'unpaid';
  return (['incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid'] as const).find((s) => s === stripe) ?? 'incomplete';
}

const toDate = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

interface Incoming {
  subscriptionId: string;
  customerId: string;
  meta: z.infer<typeof metadata>;
  status: Status;
  /** Null when the event does not say (a checkout); the kept value stays. */
  periodEnd: Date | null;
  /** Null when the event does not say (a checkout or an invoice); the kept value stays. */
  cancelAtPeriodEnd: boolean | null;
  at: Date;
}

/** The checkout says who and which plan; the subscription events say the rest. */
export const isSubscriptionCheckout = (event: StripeEvent) => checkout.safeParse(event.data.object).success;

export async function applySubscriptionCheckout(trx: Transaction<DB>, event: StripeEvent): Promise<EventOutcome> {
  const c = checkout.parse(event.data.object);
  // Lowest rank (`state_at` at the epoch): any subscription event, whenever it arrives, wins over it.
  return upsert(trx, event, {
    subscriptionId: c.subscription,
    customerId: c.customer,
    meta: c.metadata,
    status: c.payment_status === 'paid' ? 'active' : 'incomplete',
    periodEnd: null,
    cancelAtPeriodEnd: null,
    at: new Date(0),
  });
}

export async function applySubscriptionEvent(trx: Transaction<DB>, event: StripeEvent): Promise<EventOutcome> {
  const parsed = subscription.safeParse(event.data.object);
  if (!parsed.success) return { applied: false };
  const s = parsed.data;
  const end = s.current_period_end ?? Math.max(0, ...(s.items?.data ?? []).map((i) => i.current_period_end ?? 0));
  return upsert(trx, event, {
    subscriptionId: s.id,
    customerId: s.customer,
    meta: s.metadata,
    status: event.type === 'customer.subscription.deleted' ? 'canceled' : ourStatus(s.status),
    periodEnd: end > 0 ? toDate(end) : null,
    cancelAtPeriodEnd: s.cancel_at_period_end ?? false,
    at: new Date(event.created * 1000),
  });
}

export async function applyInvoiceEvent(trx: Transaction<DB>, event: StripeEvent): Promise<EventOutcome> {
  const parsed = invoice.safeParse(event.data.object);
  if (!parsed.success) return { applied: false };
  const i = parsed.data;
  const subscriptionId = i.parent?.subscription_details?.subscription ?? i.subscription;
  if (!subscriptionId) return { applied: false }; // a one-off invoice
  const paid = event.type === 'invoice.paid';
  // A failed FIRST invoice leaves the subscription incomplete: it never granted anything to lose.
  if (!paid && i.billing_reason === 'subscription_create') return { applied: false };
  const end = Math.max(0, ...(i.lines?.data ?? []).map((l) => l.period?.end ?? 0));
  return upsert(trx, event, {
    subscriptionId,
    customerId: i.customer,
    meta: i.parent?.subscription_details?.metadata ?? i.subscription_details?.metadata,
    status: paid ? 'active' : 'past_due',
    periodEnd: end > 0 ? toDate(end) : null,
    cancelAtPeriodEnd: null,
    at: new Date(event.created * 1000),
  });
}

/** Whether `next` is newer than the row kept: terminal cancel, then period, then Stripe's date. */
function isNewer(kept: { status: Status; current_period_end: Date | null; state_at: Date | null }, next: Incoming): boolean {
  if (kept.status === 'canceled') return false;
  if (next.status === 'canceled') return true;
  const keptEnd = kept.current_period_end?.getTime() ?? 0;
  if (next.periodEnd && next.periodEnd.getTime() !== keptEnd) return next.periodEnd.getTime() > keptEnd;
  return next.at.getTime() >= (kept.state_at?.getTime() ?? 0);
}

async function upsert(trx: Transaction<DB>, event: StripeEvent, next: Incoming, raced = false): Promise<EventOutcome> {
  const kept = await lockSubscription(trx, next.subscriptionId);
  const pastDueSince = (since: Date | null) => (next.status === 'past_due' ? (since ?? next.at) : null);
  if (kept) {
    if (!isNewer(kept, next)) return { applied: false };
    await updateSubscription(trx, kept.id, {
      status: next.status,
      current_period_end: next.periodEnd ?? kept.current_period_end,
      cancel_at_period_end: next.cancelAtPeriodEnd ?? kept.cancel_at_period_end,
      stripe_customer_id: next.customerId,
      state_at: next.at.getTime() > (kept.state_at?.getTime() ?? 0) ? next.at : kept.state_at,
      past_due_since: pastDueSince(kept.past_due_since),
    });
    return {};
  }
  const owner = await whoAndWhat(trx, next);
  if (!owner) {
    console.warn(`[billing] ${event.type} for an unknown subscription=${next.subscriptionId} event=${event.id}`);
    return { applied: false };
  }
  // Two deliveries racing for a new subscription: the loser's insert waits for the winner's commit
  // and does nothing; the row is then there to lock and judge like any later event's (ADR 057).
  const inserted = await insertSubscription(trx, {
    user_id: owner.userId,
    product: owner.product,
    stripe_customer_id: next.customerId,
    stripe_subscription_id: next.subscriptionId,
    status: next.status,
    current_period_end: next.periodEnd,
    cancel_at_period_end: next.cancelAtPeriodEnd ?? false,
    state_at: next.at,
    past_due_since: pastDueSince(null),
  });
  if (inserted) return {};
  if (raced) throw new Error(`subscription ${next.subscriptionId} conflicted on insert yet is not there`);
  return upsert(trx, event, next, true);
}

/** The user and plan: from the metadata our checkout set, else the stored customer (plan unknown → none). */
async function whoAndWhat(trx: Transaction<DB>, next: Incoming): Promise<{ userId: string; product: (typeof PRODUCTS)[number] } | null> {
  const product = next.meta?.product;
  if (!product) return null;
  if (next.meta?.user_id) {
    if (await userExists(trx, next.meta.user_id)) return { userId: next.meta.user_id, product };
  }
  const customer = await findCustomerUser(trx, next.customerId);
  return customer ? { userId: customer.id, product } : null;
}
