import type { SessionUser } from '../account/schema';
import type { Database } from '../db/connection';
import { DomainError, isDomainError } from '../errors';
import type { SubscriptionPayments, SubscriptionProduct } from '../payment/port';
import { activePlans, findCustomerId, keepCustomerId, type ActivePlan } from './repository';
import { PLANS } from './plans';
import type { PlanInput, PortalInput } from './schema';

/** Everything billing needs, built once in app.ts (ADR 056). */
export interface BillingDeps {
  db: Database;
  subscriptions: SubscriptionPayments;
  /** Each plan's price id (configuration; the local stand-in's own); null when not configured. */
  prices: Record<SubscriptionProduct, string | null>;
  appUrl: string;
}

/** The page each plan's checkout returns to (?success=true / ?canceled=true, SPEC §2). */
const RETURN_PATH: Record<SubscriptionProduct, string> = {
  restaurant: '/subscription',
  stays: '/subscription',
  sommelier: '/sommelier',
  citypacks: '/citypacks',
};

export interface BillingStatus {
  /** SPEC §3 Subscription state: subscribed, product, end, and the dining / stays flags. */
  subscribed: boolean;
  plans: ActivePlan[];
  restaurant: boolean;
  stays: boolean;
}

/** check-subscription: from Postgres only; a failed check counts as not subscribed (SPEC §4). */
export async function billingStatus(db: Database, userId: string): Promise<BillingStatus> {
  const plans = await activePlans(db, userId).catch((err: unknown) => {
    console.error('[billing] subscription check failed', err);
    return [];
  });
  const has = (p: SubscriptionProduct) => plans.some((x) => x.product === p);
  return { subscribed: plans.length > 0, plans, restaurant: has('restaurant'), stays: has('stays') };
}

/** The user's provider customer: created on first need, then the stored one forever (ADR 056). */
async function customerOf(deps: BillingDeps, user: Pick<SessionUser, 'id' | 'email' | 'name'>): Promise<string> {
  const stored = await findCustomerId(deps.db, user.id);
  if (stored) return stored;
  const { customerId } = await deps.subscriptions.createCustomer({ userId: user.id, email: user.email, name: user.name });
  // Two first checkouts at once: the first stored customer wins and both use it.
  return keepCustomerId(deps.db, user.id, customerId);
}

/** A provider failure becomes the SPEC text; our own refusals pass through. */
async function provider<T>(what: string, fn: () => Promise<T>, code: 'billing.checkout_failed' | 'billing.portal_failed'): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isDomainError(err)) throw err;
    console.error(`[billing] ${what} failed`, err);
    throw new DomainError(code);
  }
}

/** create-checkout: a subscription-mode checkout for one plan, on the platform account. */
export async function startCheckout(deps: BillingDeps, user: Pick<SessionUser, 'id' | 'email' | 'name'>, input: PlanInput): Promise<{ url: string }> {
  const priceId = deps.prices[input.plan];
  if (!priceId) throw new DomainError('billing.checkout_unavailable');
  const plans = await activePlans(deps.db, user.id);
  if (plans.some((p) => p.product === input.plan)) throw new DomainError('billing.already_subscribed');
  const back = `${deps.appUrl}${RETURN_PATH[input.plan]}`;
  return provider(
    'checkout',
    async () => {
      const customerId = await customerOf(deps, user);
      const { url } = await deps.subscriptions.createSubscriptionCheckout({
        userId: user.id,
        product: input.plan,
        priceId,
        priceCents: PLANS[input.plan].priceCents,
        customerId,
        customerEmail: user.email,
        successUrl: `${back}?success=true`,
        cancelUrl: `${back}?canceled=true`,
      });
      if (!url) throw new DomainError('billing.checkout_unavailable');
      return { url };
    },
    'billing.checkout_failed',
  );
}

/** Where the portal sends the user back: the page they opened it from. */
const PORTAL_RETURN = { subscription: '/subscription', dashboard: '/dashboard', sommelier: '/sommelier', citypacks: '/citypacks' } as const;

/** customer-portal: the provider's portal for this user's customer (new tab). */
export async function openPortal(deps: BillingDeps, user: Pick<SessionUser, 'id'>, input: PortalInput): Promise<{ url: string }> {
  const customerId = await findCustomerId(deps.db, user.id);
  if (!customerId) throw new DomainError('billing.no_customer');
  const returnUrl = `${deps.appUrl}${PORTAL_RETURN[input.from]}`;
  return provider('portal', () => deps.subscriptions.createPortalSession({ customerId, returnUrl }), 'billing.portal_failed');
}
