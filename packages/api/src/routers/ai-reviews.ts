import { analyzeReviewsInput, reviewsStatusInput } from '@tablestay/core/ai/reviews/schema';
import { analyzeVenueReviews, reviewsStatus } from '@tablestay/core/ai/reviews/service';
import { bySide, ownerAiProcedure, router, venueProcedure } from '../trpc';

/** A restaurant's feedback needs the Restaurant plan, a property's stay reviews the Stays plan (its AI analytics, ADR 104). */
const need = bySide({ dining: 'restaurant_ai', stays: 'stays_analytics' });

/**
 * The owner dashboard's AI Review Analyzer (ADR 082). `status` tells the panel
 * whether there is anything to analyze (no AI call, not counted); `analyze` reads the venue's latest
 * reviews, computes the facts and has them worded. Both scope the venue with `requireVenue`.
 */
export const aiReviewsRouter = router({
  status: venueProcedure('manager', need)
    .input(reviewsStatusInput)
    .query(({ ctx, input }) => reviewsStatus(ctx.core.db, ctx.user, input)),
  analyze: ownerAiProcedure('manager', need)
    .input(analyzeReviewsInput)
    .mutation(({ ctx, input }) => analyzeVenueReviews(ctx.core.ai, ctx.user, input)),
});
