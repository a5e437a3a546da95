import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { PhotosPage } from '../features/photos/photos-page';
import { searchSchema, searchText } from '../features/shared/search-params';

// Not nested in /dashboard's layout: the owner's photo manager on a page of its own (ADR 060).
export const Route = createFileRoute('/dashboard_/photos')({
  validateSearch: searchSchema({ venue: searchText(100) }),
  beforeLoad: requireSignedIn('/dashboard/photos'),
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.owner.home.queryOptions()),
  component: function Photos() {
    const { venue } = Route.useSearch();
    return <PhotosPage venue={venue} />;
  },
});
