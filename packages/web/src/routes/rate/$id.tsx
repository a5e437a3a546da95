import { createFileRoute } from '@tanstack/react-router';
import { RatePage } from '../../features/reviews/rate-page';
import { ReviewProblem } from '../../features/reviews/parts';
import { searchSchema, searchText } from '../../features/shared/search-params';

const searchParams = searchSchema({ token: searchText(200) });

/** /rate/{id}?token (SPEC §2 reservation review; the link in the review-prompt mail). */
export const Route = createFileRoute('/rate/$id')({
  validateSearch: searchParams,
  loaderDeps: ({ search: { token } }) => ({ token }),
  loader: async ({ context: { queryClient, trpc }, params: { id }, deps: { token } }) => {
    // No token: the page's own "Invalid access link", no request.
    if (token) await queryClient.ensureQueryData({ ...trpc.review.target.queryOptions({ id, token }), retry: false });
  },
  errorComponent: function RateError({ error }) {
    return <ReviewProblem error={error} />;
  },
  component: function Rate() {
    return <RatePage id={Route.useParams().id} token={Route.useSearch().token} />;
  },
});
