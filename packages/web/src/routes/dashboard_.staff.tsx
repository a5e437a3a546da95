import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { StaffPage } from '../features/staff/staff-page';

// The owner's Staff page (ADR 127), a page of its own beside the dashboard as the photo manager is.
export const Route = createFileRoute('/dashboard_/staff')({
  beforeLoad: requireSignedIn('/dashboard/staff'),
  loader: async ({ context: { queryClient, trpc } }) => {
    await Promise.all([queryClient.ensureQueryData(trpc.owner.home.queryOptions()), queryClient.ensureQueryData(trpc.staff.overview.queryOptions())]);
  },
  component: StaffPage,
});
