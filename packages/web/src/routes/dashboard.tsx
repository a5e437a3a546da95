import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminDashboard, loadAdmin } from '../features/admin/admin-dashboard';
import { requireSignedIn } from '../features/auth/guards';
import { verifiedOnly, whenVerified } from '../features/auth/verified-gate';
import { loadOwnerPanel } from '../features/owner/load';
import { OwnerDashboard } from '../features/owner/owner-dashboard';
import { dashboardSearch, type DashboardSearch } from '../features/owner/search';
import { chosenVenue, openingTab } from '../features/owner/venue-choice';
import { GuestDashboard } from '../features/reservations/guest-dashboard';
import { trpc } from '../trpc';

const GuestPage = verifiedOnly(GuestDashboard);

/**
 * SPEC §2 Dashboard (ADR 061): signed out → /auth; an owner without a restaurant or stays plan →
 * /subscription; an owner → the owner dashboard; an admin → the admin dashboard (ADR 073);
 * everyone else sees the guest dashboard. The loader awaits what the URL opens (ADR 106).
 */
export const Route = createFileRoute('/dashboard')({
  validateSearch: dashboardSearch,
  beforeLoad: async (args) => {
    await requireSignedIn('/dashboard')(args);
    const home = await args.context.queryClient.ensureQueryData(args.context.trpc.owner.home.queryOptions());
    if (home.kind === 'needs_subscription') throw redirect({ href: '/subscription' });
  },
  loaderDeps: ({ search }) => search,
  loader: async (args) => {
    const { queryClient } = args.context;
    const home = await queryClient.ensureQueryData(args.context.trpc.owner.home.queryOptions());
    if (home.kind === 'owner') {
      const venue = chosenVenue(home.venues, args.deps.venue, args.deps.tab);
      if (venue)
        await loadOwnerPanel(args.context, {
          venueId: venue.id,
          tab: openingTab(venue, args.deps.tab),
          search: args.deps,
          plans: venue.plans,
          role: venue.role,
        });
      return;
    }
    if (home.kind === 'admin') {
      await loadAdmin(args.context, args.deps);
      return;
    }
    // A guest's dashboard streams in under its own heading (its texts say what failed).
    await whenVerified(({ context }) => {
      void context.queryClient.prefetchQuery(context.trpc.reservation.dashboard.queryOptions());
      void context.queryClient.prefetchQuery(context.trpc.stay.mine.queryOptions());
    })(args);
  },
  component: Dashboard,
});

function Dashboard() {
  const home = useSuspenseQuery(trpc.owner.home.queryOptions()).data;
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (patch: Partial<DashboardSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: false });
  if (home.kind === 'admin') return <AdminDashboard search={search} setSearch={setSearch} />;
  if (home.kind === 'owner') return <OwnerDashboard venues={home.venues} plans={home.plans} search={search} setSearch={setSearch} />;
  return <GuestPage />;
}
