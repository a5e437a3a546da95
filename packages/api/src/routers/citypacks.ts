import { cityPackInput } from '@tablestay/core/ai/citypacks/schema';
import { generateCityPack } from '@tablestay/core/ai/citypacks/service';
import { addOnProcedure, router } from '../trpc';

/** AI City Packs (SPEC §2, §7 city-pack; ADR 086): signed in, with the add-on, rate limited. */
export const citypacksRouter = router({
  generate: addOnProcedure('citypacks')
    .input(cityPackInput)
    .mutation(({ ctx, input }) => generateCityPack(ctx.core.ai, input)),
});
