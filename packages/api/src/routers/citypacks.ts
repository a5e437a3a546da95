import { requirePlan } from '@tablestay/core/billing/plans';
import { cityPackInput } from '@tablestay/core/ai/citypacks/schema';
import { generateCityPack } from '@tablestay/core/ai/citypacks/service';
import { DomainError } from '@tablestay/core/errors';
import { aiProcedure, router } from '../trpc';

/** AI City Packs (SPEC §2, §7 city-pack; ADR 086): signed in, with the add-on, rate limited. */
export const citypacksRouter = router({
  generate: aiProcedure.input(cityPackInput).mutation(async ({ ctx, input }) => {
    if (!ctx.user) throw new DomainError('auth.not_signed_in');
    await requirePlan(ctx.core.db, ctx.user, 'citypacks');
    return generateCityPack(ctx.core.ai, input);
  }),
});
