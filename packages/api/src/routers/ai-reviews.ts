import { TRPCError } from '@trpc/server';
import { requirePlan } from '@tablestay/core/billing/plans';
import { analyzeReviewsInput, reviewsStatusInput } from '@tablestay/core/ai/reviews/schema';
import { analyzeVenueReviews, reviewsStatus } from '@tablestay/core/ai/reviews/service';
import { aiProcedure, router, subscribedOwnerProcedure } from '../trpc';

/** The AI call: counted per user and IP (aiProcedure), then a subscribed owner or an admin only. */
const ownerAiProcedure = aiProcedure.use(async ({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in first' });
  if (ctx.user.role === 'guest') throw new TRPCError({ code: 'FORBIDDEN', message: 'Not allowed' });
  await requirePlan(ctx.core.db, ctx.user, 'owner');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * The owner dashboard's AI Review Analyzer (ADR 082). `status` tells the panel
 * whether there is anything to analyze (no AI call, not counted); `analyze` reads the venue's latest
 * reviews, computes the facts and has them worded. Both scope the venue with `requireVenue`.
 */
export const aiReviewsRouter = router({
  status: subscribedOwnerProcedure.input(reviewsStatusInput).query(({ ctx, input }) => reviewsStatus(ctx.core.db, ctx.user, input)),
  analyze: ownerAiProcedure.input(analyzeReviewsInput).mutation(({ ctx, input }) => analyzeVenueReviews(ctx.core.ai, ctx.user, input)),
});
