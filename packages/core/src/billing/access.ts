import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../account/schema';
import type { DB } from '../db/types';
import { DomainError, type ErrorCode } from '../errors';
import { isOwnerCapability, OWNER_PLANS, planFor, unlocks, type Capability, type PlanProduct } from './plans';
import { activePlans, type ActivePlan } from './repository';

type Executor = Kysely<DB> | Transaction<DB>;

export { activePlans, type ActivePlan } from './repository';

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
