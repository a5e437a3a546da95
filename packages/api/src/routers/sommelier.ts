import { sommelierInput } from '@tablestay/core/ai/sommelier/schema';
import { suggestPairing } from '@tablestay/core/ai/sommelier/service';
import { addOnProcedure, router } from '../trpc';

/** AI Sommelier (ADR 084): pairings ranked by code from the curated table, worded by the AI port. */
export const sommelierRouter = router({
  /** sommelier-suggest (SPEC §7): dish, cuisine, budget, preference, sweetness, occasion, location, lang → result. */
  suggest: addOnProcedure('sommelier')
    .input(sommelierInput)
    .mutation(({ ctx, input }) => suggestPairing(ctx.core.ai.port, input)),
});
