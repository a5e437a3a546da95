import { createFileRoute } from '@tanstack/react-router';
import { FeedbackLoadError, FeedbackPage } from '../../features/reviews/feedback-page';

/** /r/{restaurantId}: public feedback, the feedback QR code's target (SPEC §2). */
export const Route = createFileRoute('/r/$id')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.ensureQueryData({ ...trpc.review.feedbackVenue.queryOptions({ restaurantId: params.id }), retry: false }),
  errorComponent: FeedbackLoadError,
  component: function PublicFeedback() {
    return <FeedbackPage restaurantId={Route.useParams().id} />;
  },
});
