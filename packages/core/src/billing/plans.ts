import { sql, type Kysely, type Transaction } from 'kysely';
import type { SessionUser } from '../account/schema';
import type { DB, SubscriptionsTable } from '../db/types';
import { DomainError } from '../errors';
import type { PlanProduct } from './prices';

type Executor = Kysely<DB> | Transaction<DB>;
// The plans and their prices live in prices.ts, free of server imports, so the web can read them too.
export { PLANS } from './prices';

/** The plans that let an owner into the owner dashboard (SPEC §2, §6). */
const OWNER_PLANS: readonly PlanProduct[] = ['restaurant', 'stays'];

export interface ActivePlan {
  product: PlanProduct;
  status: SubscriptionsTable['status'];
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * How long a plan whose renewal failed (past_due) keeps its access while Stripe retries the card
 * (Stripe's default retry schedule spans two weeks); after that it lapses even if no further event
 * arrives (ADR 057).
 */
export const PAST_DUE_GRACE_DAYS = 14;

/**
 * The subscriptions that count as paid right now, read from Postgres only (ADR 057: never a live
 * Stripe call): active or trialing and not past their period end (a plan cancelled at period end
 * keeps access until then), or past_due within the retry window. One per product, the longest.
 */
export function activePlans(db: Executor, userId: string): Promise<ActivePlan[]> {
  return db
    .selectFrom('subscriptions')
    .select(['product', 'status', 'current_period_end as currentPeriodEnd', 'cancel_at_period_end as cancelAtPeriodEnd'])
    .distinctOn('product')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['active', 'trialing']), eb.or([eb('current_period_end', 'is', null), eb('current_period_end', '>', sql<Date>`now()`)])]),
        eb.and([eb('status', '=', 'past_due'), eb('past_due_since', '>', sql<Date>`now() - make_interval(days => ${PAST_DUE_GRACE_DAYS})`)]),
      ]),
    )
    .orderBy('product')
    .orderBy(sql`current_period_end desc nulls first`)
    .execute();
}

/** Whether the user holds `product` right now; a failed check counts as not subscribed (SPEC §4). */
async function hasPlan(db: Executor, userId: string, products: readonly PlanProduct[]): Promise<boolean> {
  const plans = await activePlans(db, userId).catch(() => []);
  return plans.some((p) => products.includes(p.product));
}

const REQUIRED = { owner: 'billing.plan_required', sommelier: 'billing.sommelier_required', citypacks: 'billing.citypacks_required' } as const;

/**
 * The server-side gate (ADR 057): owner features need a restaurant or stays plan (admins
 * exempt), Sommelier and City Packs their add-on. Throws the SPEC text when the plan is missing.
 */
export async function requirePlan(db: Executor, user: Pick<SessionUser, 'id' | 'role'>, gate: keyof typeof REQUIRED): Promise<void> {
  if (gate === 'owner' && user.role === 'admin') return;
  const products = gate === 'owner' ? OWNER_PLANS : [gate];
  if (!(await hasPlan(db, user.id, products))) throw new DomainError(REQUIRED[gate]);
}

export type DashboardKind = 'admin' | 'owner' | 'needs_subscription' | 'guest';

/** SPEC §2 Dashboard: admin → admin dashboard; an owner without a restaurant or stays plan → /subscription; else guest. */
export function dashboardKind(user: Pick<SessionUser, 'role'>, plans: readonly ActivePlan[]): DashboardKind {
  if (user.role === 'admin') return 'admin';
  if (user.role !== 'owner') return 'guest';
  return plans.some((p) => OWNER_PLANS.includes(p.product)) ? 'owner' : 'needs_subscription';
}
