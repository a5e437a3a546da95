import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../features/reviews/feedback-page';

/** /r/{restaurantId}: public feedback, the feedback QR code's target (SPEC §2). */
export const Route = createFileRoute('/r/$id')({
  component: function PublicFeedback() {
    return <FeedbackPage restaurantId={Route.useParams().id} />;
  },
});
