import { createFileRoute } from '@tanstack/react-router';
import { RatePage } from '../../features/reviews/rate-page';
import { searchSchema, searchText } from '../../features/shared/search-params';

/** /rate/{id}?token (SPEC §2 reservation review; the link in the review-prompt mail). */
export const Route = createFileRoute('/rate/$id')({
  validateSearch: searchSchema({ token: searchText(200) }),
  component: function Rate() {
    return <RatePage id={Route.useParams().id} token={Route.useSearch().token} />;
  },
});
