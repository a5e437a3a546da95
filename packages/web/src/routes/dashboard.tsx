import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { requireSignedIn } from '../features/auth/guards';
import { verifiedOnly, whenVerified } from '../features/auth/verified-gate';
import { OwnerDashboard } from '../features/owner/owner-dashboard';
import { LoadError } from '../components/load-error';
import { Loading } from '../features/owner/parts';
import { dashboardSearch, type DashboardSearch } from '../features/owner/search';
import { GuestDashboard } from '../features/reservations/guest-dashboard';
import { trpc } from '../trpc';

const GuestPage = verifiedOnly(GuestDashboard);

/**
 * SPEC §2 Dashboard (ADR 061): signed out → /auth; an owner without a restaurant or stays plan →
 * /subscription; an owner → the owner dashboard; an admin → the admin dashboard (ADR 073);
 * everyone else sees the guest dashboard.
 */
export const Route = createFileRoute('/dashboard')({
  validateSearch: dashboardSearch,
  beforeLoad: async (args) => {
    await requireSignedIn('/dashboard')(args);
    const home = await args.context.queryClient.ensureQueryData(args.context.trpc.owner.home.queryOptions()).catch(() => null);
    if (home?.kind === 'needs_subscription') throw redirect({ href: '/subscription' });
  },
  loader: async (args) => {
    const home = args.context.queryClient.getQueryData(args.context.trpc.owner.home.queryKey());
    if (home?.kind === 'owner') return;
    if (home?.kind === 'admin') {
      void args.context.queryClient.prefetchQuery(args.context.trpc.admin.counters.queryOptions());
      return;
    }
    await whenVerified(({ context }) => {
      void context.queryClient.prefetchQuery(context.trpc.reservation.dashboard.queryOptions());
      void context.queryClient.prefetchQuery(context.trpc.stay.mine.queryOptions());
    })(args);
  },
  component: Dashboard,
});

function Dashboard() {
  const home = useQuery(trpc.owner.home.queryOptions());
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (patch: Partial<DashboardSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: false });
  if (home.isPending) return <Loading />;
  if (home.isError)
    return (
      <section className="mx-auto w-full max-w-5xl px-4 py-8">
        <LoadError error={home.error} retry={() => void home.refetch()} />
      </section>
    );
  if (home.data.kind === 'admin') return <AdminDashboard search={search} setSearch={setSearch} />;
  if (home.data.kind === 'owner') return <OwnerDashboard venues={home.data.venues} plans={home.data.plans} search={search} setSearch={setSearch} />;
  return <GuestPage />;
}
