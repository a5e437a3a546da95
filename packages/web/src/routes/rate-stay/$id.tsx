import { createFileRoute } from '@tanstack/react-router';
import { loadStayReviewTarget, RateStayPage, ReviewProblem } from '../../features/stays/rate-stay-page';
import { searchSchema, searchText } from '../../features/shared/search-params';

const searchParams = searchSchema({ token: searchText(200) });

/** /rate-stay/{id}?token (SPEC §2 stay review, token-guarded like /rate). */
export const Route = createFileRoute('/rate-stay/$id')({
  validateSearch: searchParams,
  loaderDeps: ({ search: { token } }) => ({ token }),
  loader: ({ context, params, deps }) => loadStayReviewTarget(context, params.id, deps.token),
  errorComponent: function RateStayError({ error }) {
    return <ReviewProblem error={error} />;
  },
  component: function RateStay() {
    return <RateStayPage id={Route.useParams().id} token={Route.useSearch().token} />;
  },
});
