import * as Feedback from '@tablestay/core/review/feedback';
import * as Review from '@tablestay/core/review/service';
import { diningReviewInput, feedbackInput, feedbackVenueInput, reviewAccessInput, venueReviewsInput } from '@tablestay/core/review/schema';
import { publicProcedure, router } from '../trpc';

/** Reviews after a visit (/rate/{id}?token), public feedback (/r/{id}) and a venue's recent reviews (ADR 070-072). No login. */
export const reviewRouter = router({
  target: publicProcedure.input(reviewAccessInput).query(({ ctx, input }) => Review.diningReviewTarget(ctx.core.db, input)),
  submit: publicProcedure.input(diningReviewInput).mutation(({ ctx, input }) => Review.submitDiningReview(ctx.core.db, input)),
  recent: publicProcedure.input(venueReviewsInput).query(({ ctx, input }) => Review.recentReviews(ctx.core.db, input.restaurantId, input.kind)),
  feedbackVenue: publicProcedure.input(feedbackVenueInput).query(({ ctx, input }) => Feedback.feedbackVenue(ctx.core.db, input)),
  feedback: publicProcedure.input(feedbackInput).mutation(({ ctx, input }) => Feedback.submitFeedback(ctx.core.db, input, { ip: ctx.ip })),
});
