import { planInput, portalInput } from '@tablestay/core/billing/schema';
import * as Billing from '@tablestay/core/billing/service';
import { authedProcedure, router } from '../trpc';

/**
 * Plans and subscriptions (ADR 056, SPEC §7 check-subscription, create-checkout, customer-portal).
 * Any signed-in user may subscribe (owners to their plans, guests to the AI add-ons); state comes
 * from Postgres, written only by verified webhook events.
 */
export const billingRouter = router({
  /** check-subscription: the current user's active plans, from the database. */
  status: authedProcedure.query(({ ctx }) => Billing.billingStatus(ctx.core.db, ctx.user.id)),

  /** create-checkout: a subscription checkout for one plan; the web opens `url` in a new tab. */
  createCheckout: authedProcedure.input(planInput).mutation(({ ctx, input }) => Billing.startCheckout(ctx.core.billing, ctx.user, input)),

  /** customer-portal: manage or cancel plans (new tab). */
  customerPortal: authedProcedure.input(portalInput).mutation(({ ctx, input }) => Billing.openPortal(ctx.core.billing, ctx.user, input)),
});
