import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { StaysDeepLink } from '../features/owner-stays/deep-link';
import { STAYS_VIEWS } from '../features/owner/search';
import { searchEnum, searchSchema, searchText } from '../features/shared/search-params';

/** /dashboard/stays?venue={id}: the owner's Stays tab on its own (a deep link; the dashboard shell shows it as a tab). */
export const Route = createFileRoute('/dashboard_/stays')({
  validateSearch: searchSchema({ venue: searchText(100), view: searchEnum(STAYS_VIEWS) }),
  beforeLoad: requireSignedIn('/dashboard/stays'),
  component: function DashboardStays() {
    const { venue, view } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <StaysDeepLink venue={venue} view={view} setView={(next) => void navigate({ search: (prev) => ({ ...prev, view: next }) })} />;
  },
});
