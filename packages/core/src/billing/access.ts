import { sql, type Kysely, type Transaction } from 'kysely';
import type { SessionUser } from '../account/schema';
import type { DB, SubscriptionsTable } from '../db/types';
import { DomainError, type ErrorCode } from '../errors';
import { isOwnerCapability, OWNER_PLANS, planFor, unlocks, type Capability, type PlanProduct } from './plans';

type Executor = Kysely<DB> | Transaction<DB>;

export interface ActivePlan {
  product: PlanProduct;
  status: SubscriptionsTable['status'];
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

/** The refusal for each plan: its code says which plan to buy, and the API puts the plan in the error's data. */
const REQUIRED: Record<PlanProduct, ErrorCode> = {
  restaurant: 'billing.restaurant_required',
  stays: 'billing.stays_required',
  sommelier: 'billing.sommelier_required',
  citypacks: 'billing.citypacks_required',
};

/** The 403 for a capability the caller's plans do not unlock, naming the plan that does (`plan`: what to buy). */
export class PlanRequiredError extends DomainError {
  readonly plan: PlanProduct;
  constructor(plan: PlanProduct) {
    super(REQUIRED[plan], undefined, { plan });
    this.plan = plan;
  }
}

const planRequired = (capability: Capability) => new PlanRequiredError(planFor(capability));

/**
 * The server-side gate (ADR 057, 104): throws the plan's refusal unless one of the user's active
 * plans unlocks `capability` (billing/plans.ts ENTITLEMENTS). Admins pass the owner plans'
 * capabilities (SPEC §6), not the add-ons'. A failed check counts as not subscribed (SPEC §4).
 */
export async function requireCapability(db: Executor, user: Pick<SessionUser, 'id' | 'role'>, capability: Capability): Promise<void> {
  if (user.role === 'admin' && isOwnerCapability(capability)) return;
  const plans = await activePlans(db, user.id).catch(() => []);
  if (!unlocks(plans, capability)) throw planRequired(capability);
}

export type DashboardKind = 'admin' | 'owner' | 'needs_subscription' | 'guest';

/** SPEC §2 Dashboard: admin → admin dashboard; an owner without a restaurant or stays plan → /subscription; else guest. */
export function dashboardKind(user: Pick<SessionUser, 'role'>, plans: readonly ActivePlan[]): DashboardKind {
  if (user.role === 'admin') return 'admin';
  if (user.role !== 'owner') return 'guest';
  return plans.some((p) => OWNER_PLANS.includes(p.product)) ? 'owner' : 'needs_subscription';
}
