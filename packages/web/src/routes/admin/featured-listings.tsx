import { createFileRoute, redirect } from '@tanstack/react-router';
import { FeaturedListingsPage } from '../../features/admin/featured-listings';
import { FIRST_PAGE } from '../../features/admin/list-parts';

// SPEC §2/§6: only admins; a visitor or anyone else is sent to / (the server refuses them anyway).
export const Route = createFileRoute('/admin/featured-listings')({
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions()).catch(() => null);
    if (me?.role !== 'admin') throw redirect({ to: '/' });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.admin.featured.queryOptions(FIRST_PAGE)),
  component: FeaturedListingsPage,
});
