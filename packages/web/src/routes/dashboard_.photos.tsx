import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { chosenVenue } from '../features/owner/venue-choice';
import { PhotosPage } from '../features/photos/photos-page';
import { searchSchema, searchText } from '../features/shared/search-params';

const searchParams = searchSchema({ venue: searchText(100) });

// Not nested in /dashboard's layout: the owner's photo manager on a page of its own (ADR 060).
export const Route = createFileRoute('/dashboard_/photos')({
  validateSearch: searchParams,
  beforeLoad: requireSignedIn('/dashboard/photos'),
  loaderDeps: ({ search: { venue } }) => ({ venue }),
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    const home = await queryClient.ensureQueryData(trpc.owner.home.queryOptions());
    // The photos wait beside the page; a refusal (no plan) shows in the photo manager's boundary.
    const current = chosenVenue(home.venues, deps.venue);
    if (current) await queryClient.prefetchQuery(trpc.ownerPhotos.list.queryOptions({ venueId: current.id }));
  },
  component: function Photos() {
    const { venue } = Route.useSearch();
    return <PhotosPage venue={venue} />;
  },
});
