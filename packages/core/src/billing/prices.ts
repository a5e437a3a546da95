import type { SubscriptionsTable } from '../db/types';

export type PlanProduct = SubscriptionsTable['product'];

/**
 * SPEC §1/§9: the four monthly plans and their prices in euro cents, once. Pure, so the web may
 * import it: its price texts are formatted from these (features/billing/plan-price.ts).
 */
export const PLANS: Record<PlanProduct, { priceCents: number }> = {
  restaurant: { priceCents: 2900 },
  stays: { priceCents: 7900 },
  sommelier: { priceCents: 299 },
  citypacks: { priceCents: 299 },
};
