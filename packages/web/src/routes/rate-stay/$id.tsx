import { createFileRoute } from '@tanstack/react-router';
import { RateStayPage } from '../../features/stays/rate-stay-page';
import { searchSchema, searchText } from '../../features/shared/search-params';

/** /rate-stay/{id}?token (SPEC §2 stay review, token-guarded like /rate). */
export const Route = createFileRoute('/rate-stay/$id')({
  validateSearch: searchSchema({ token: searchText(200) }),
  component: function RateStay() {
    return <RateStayPage id={Route.useParams().id} token={Route.useSearch().token} />;
  },
});
