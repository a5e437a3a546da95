import { sommelierInput } from '@tablestay/core/ai/sommelier/schema';
import { suggestPairing } from '@tablestay/core/ai/sommelier/service';
import { requirePlan } from '@tablestay/core/billing/plans';
import { DomainError } from '@tablestay/core/errors';
import { aiProcedure, router } from '../trpc';

/** An AI call (counted per user and IP) by a signed-in user holding the Sommelier add-on (SPEC §2, §6). */
const sommelierProcedure = aiProcedure.use(async ({ ctx, next }) => {
  if (!ctx.user) throw new DomainError('auth.not_signed_in');
  await requirePlan(ctx.core.db, ctx.user, 'sommelier');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** AI Sommelier (ADR 084): pairings ranked by code from the curated table, worded by the AI port. */
export const sommelierRouter = router({
  /** sommelier-suggest (SPEC §7): dish, cuisine, budget, preference, sweetness, occasion, location, lang → result. */
  suggest: sommelierProcedure.input(sommelierInput).mutation(({ ctx, input }) => suggestPairing(ctx.core.ai.port, input)),
});
