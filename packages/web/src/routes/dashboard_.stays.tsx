import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { StaysDeepLink } from '../features/owner-stays/deep-link';
import { loadOwnerPanel } from '../features/owner/load';
import { STAYS_VIEWS } from '../features/owner/search';
import { staysVenue } from '../features/owner/venue-choice';
import { searchEnum, searchSchema, searchText, searchUuid } from '../features/shared/search-params';

const staysSearch = searchSchema({ venue: searchText(100), view: searchEnum(STAYS_VIEWS), booking: searchUuid });

/** /dashboard/stays?venue={id}: the owner's Stays tab on its own (a deep link; the dashboard shell shows it as a tab). */
export const Route = createFileRoute('/dashboard_/stays')({
  validateSearch: staysSearch,
  beforeLoad: requireSignedIn('/dashboard/stays'),
  loaderDeps: ({ search: { venue, view, booking } }) => ({ venue, view, booking }),
  // The tab the link opens is awaited before the page renders (ADR 106).
  loader: async ({ context, deps }): Promise<void> => {
    const [me, home] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.owner.home.queryOptions()),
    ]);
    const { chosen, venueId } = staysVenue(home.venues, deps.venue);
    // Staff work under the venue owner's plans and their role there (ADR 127).
    const plans = chosen?.plans ?? home.plans;
    if (venueId) await loadOwnerPanel(context, { venueId, tab: 'stays', search: deps, plans, role: chosen?.role, exempt: me?.role === 'admin' });
  },
  component: function DashboardStays() {
    const { venue, view, booking } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <StaysDeepLink
        venue={venue}
        view={view}
        booking={booking}
        setView={(next) => void navigate({ search: (prev) => ({ ...prev, view: next, booking: undefined }), resetScroll: false })}
      />
    );
  },
});
