import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, SubscriptionsTable } from '../db/types';
import type { PlanProduct } from './plans';

/**
 * Billing's SQL (ADR 056–058): subscriptions and the provider customer of each user. Rows in,
 * rows out; the rules (which state wins, who may buy what) are the services'.
 */
type Executor = Kysely<DB> | Transaction<DB>;
type Status = SubscriptionsTable['status'];

export interface ActivePlan {
  product: PlanProduct;
  status: Status;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Until when one subscription row grants its plan (ADR 057), by the database's own function, the
 * one the venue columns `dining_plan_until` / `stays_plan_until` follow too (ADR 104): active or
 * trialing until the period end (a plan cancelled at period end keeps access until then; no end,
 * no limit), past_due for the retry window from `past_due_since`, anything else not at all.
 */
const accessUntil = sql<Date | null>`plan_access_until(status, current_period_end, past_due_since)`;

/**
 * The subscriptions that count as paid right now, read from Postgres only (ADR 057: never a live
 * Stripe call). One per product, the one that lasts longest.
 */
export async function activePlans(db: Executor, userId: string): Promise<ActivePlan[]> {
  return db
    .selectFrom('subscriptions')
    .select(['product', 'status', 'current_period_end as currentPeriodEnd', 'cancel_at_period_end as cancelAtPeriodEnd'])
    .distinctOn('product')
    .where('user_id', '=', userId)
    .where(accessUntil, '>', sql<Date>`now()`)
    .orderBy('product')
    .orderBy(sql`${accessUntil} desc`)
    .execute();
}

// ---- Provider customers: one per user, the first stored wins.

export async function findCustomerId(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.stripe_customer_id;
}

/** Stores the user's customer unless one is stored already (two first checkouts at once), and returns the stored one. */
export async function keepCustomerId(db: Executor, userId: string, customerId: string): Promise<string> {
  await db
    .insertInto('billing_customers')
    .values({ user_id: userId, stripe_customer_id: customerId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.stripe_customer_id;
}

/** The user of a provider customer, with the email the local portal shows. */
export function findCustomerUser(db: Executor, customerId: string) {
  return db
    .selectFrom('billing_customers')
    .innerJoin('users', 'users.id', 'billing_customers.user_id')
    .select(['users.id', 'users.email'])
    .where('billing_customers.stripe_customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
}

// ---- Subscriptions, as the webhook keeps them.

/** The stored subscription of a provider id, locked until the transaction ends. */
export function lockSubscription(trx: Transaction<DB>, stripeSubscriptionId: string) {
  return trx
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'product', 'status', 'current_period_end', 'state_at', 'past_due_since', 'cancel_at_period_end'])
    .where('stripe_subscription_id', '=', stripeSubscriptionId)
    .forUpdate()
    .executeTakeFirst();
}

export interface SubscriptionState {
  status: Status;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  stripe_customer_id: string;
  state_at: Date | null;
  past_due_since: Date | null;
}

export async function updateSubscription(trx: Transaction<DB>, id: string, state: SubscriptionState): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ ...state, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Inserts a new subscription; false when another delivery inserted it first (it waited for that commit). */
export async function insertSubscription(
  trx: Transaction<DB>,
  row: SubscriptionState & { user_id: string; product: PlanProduct; stripe_subscription_id: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('stripe_subscription_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

// ---- What the local checkout and portal pages read.

export async function subscriptionStored(db: Executor, stripeSubscriptionId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('subscriptions').select('id').where('stripe_subscription_id', '=', stripeSubscriptionId).executeTakeFirst());
}

/** A user's provider subscriptions, oldest first. */
export function providerSubscriptions(db: Executor, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['stripe_subscription_id as id', 'product', 'status', 'current_period_end as currentPeriodEnd', 'cancel_at_period_end as cancelAtPeriodEnd'])
    .where('user_id', '=', userId)
    .where('stripe_subscription_id', 'is not', null)
    .orderBy('created_at')
    .execute();
}

/** The local stand-in's subscriptions whose period has ended without a cancellation. */
export function dueLocalSubscriptions(db: Executor, now: Date) {
  return db
    .selectFrom('subscriptions')
    .select(['stripe_subscription_id', 'stripe_customer_id', 'user_id', 'product', 'current_period_end'])
    .where('stripe_subscription_id', 'like', 'sub\\_local\\_%')
    .where('stripe_customer_id', 'is not', null)
    .where('status', 'in', ['active', 'trialing'])
    .where('cancel_at_period_end', '=', false)
    .where('current_period_end', '<=', now)
    .execute();
}
