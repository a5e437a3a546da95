import { chatInput } from '@tablestay/core/ai/chat/schema';
import { chatTurn } from '@tablestay/core/ai/chat/service';
import { aiProcedure, router } from '../trpc';

export const chatRouter = router({
  /**
   * The chat widget (SPEC §2, ADR 088): visitors and users alike, rate limited as
   * every AI call. Streams: one `start` event (conversation id, venue links), then text pieces.
   */
  ask: aiProcedure.input(chatInput).mutation(async function* ({ ctx, input }) {
    const deps = { db: ctx.core.ai.db, port: ctx.core.ai.port, config: ctx.core.config, booking: ctx.core.booking, stay: ctx.core.stay, ip: ctx.ip };
    yield* chatTurn(deps, input, ctx.user);
  }),
});
