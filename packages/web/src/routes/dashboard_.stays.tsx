import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { StaysDeepLink } from '../features/owner-stays/deep-link';
import { searchSchema, searchText } from '../features/shared/search-params';

/** /dashboard/stays?venue={id}: the owner's Stays tab on its own (a deep link; the dashboard shell shows it as a tab). */
export const Route = createFileRoute('/dashboard_/stays')({
  validateSearch: searchSchema({ venue: searchText(100) }),
  beforeLoad: requireSignedIn('/dashboard/stays'),
  component: function DashboardStays() {
    return <StaysDeepLink venue={Route.useSearch().venue} />;
  },
});
