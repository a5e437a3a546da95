import { createFileRoute } from '@tanstack/react-router';
import { verifiedOnly, whenVerified } from '../features/auth/verified-gate';
import { GuestDashboard } from '../features/reservations/guest-dashboard';
import { requireSignedIn } from '../features/auth/guards';

// The owner and admin dashboards come with the owner features; until then everyone sees their own bookings.
export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireSignedIn('/dashboard'),
  loader: whenVerified(({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.reservation.dashboard.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.stay.mine.queryOptions());
  }),
  component: verifiedOnly(GuestDashboard),
});
