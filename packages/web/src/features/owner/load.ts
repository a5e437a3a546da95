import { unlocks, type PlanProduct } from '@tablestay/core/billing/plans';
import type { BookingFilter } from '@tablestay/core/owner/stays/schema';
import type { RouterContext } from '../../routes/__root';
import { roleAllows, type VenueRole } from '@tablestay/core/staff/roles';
import { restaurantViews, staysViews, viewOf, type DashboardSearch, type OwnerTab } from './search';

/**
 * The owner dashboard's loader (ADR 106): the panel the URL opens (venue, tab, sub-tab, day, month)
 * is awaited before the page renders, so its `useSuspenseQuery` finds its data. A tab the owner's
 * plans do not unlock loads nothing: it shows the plan's offer (ADR 104). The first page of a paged
 * list (Stays bookings, reviews) is the panel's; its later pages wait inside the panel. The AI
 * panels' status (what their buttons need) is fetched beside it without failing the tab: a failed
 * status shows in the AI panel's own QueryBoundary.
 */
export async function loadOwnerPanel(
  { queryClient, trpc }: RouterContext,
  {
    venueId,
    tab,
    search,
    plans,
    role = 'owner',
    exempt = false,
  }: { venueId: string; tab: OwnerTab; search: DashboardSearch; plans: readonly { product: PlanProduct }[]; role?: VenueRole; exempt?: boolean },
) {
  // Only what the person's role there shows (ADR 127): a host's link to Settings opens Overview.
  const manages = roleAllows(role, 'manager');
  if (tab === 'restaurant') {
    if (!exempt && !unlocks(plans, 'restaurant_dashboard')) return;
    const view = viewOf(restaurantViews(role), search.view);
    if (view === 'overview') await queryClient.ensureQueryData(trpc.ownerDining.overview.queryOptions({ venueId }));
    else if (view === 'reservations') await queryClient.ensureQueryData(trpc.ownerDining.reservations.queryOptions({ venueId, date: search.date }));
    else if (view === 'feedback')
      await Promise.all([
        queryClient.ensureQueryData(trpc.ownerDining.feedback.queryOptions({ venueId, month: search.month })),
        queryClient.prefetchQuery(trpc.busyDays.status.queryOptions({ venueId, kind: 'dining' })),
        queryClient.prefetchQuery(trpc.aiReviews.status.queryOptions({ venueId, kind: 'dining' })),
      ]);
    else await Promise.all([queryClient.ensureQueryData(trpc.ownerDining.settings.queryOptions({ venueId })), photos(queryClient, trpc, venueId)]);
    return;
  }
  if (!exempt && !unlocks(plans, 'stays_dashboard')) return;
  const view = viewOf(staysViews(role), search.view);
  if (view === 'overview')
    await Promise.all([
      queryClient.ensureQueryData(trpc.ownerStays.overview.queryOptions({ venueId })),
      manages && queryClient.prefetchQuery(trpc.busyDays.status.queryOptions({ venueId, kind: 'stays' })),
    ]);
  else if (view === 'bookings') await queryClient.ensureQueryData(trpc.ownerStays.bookings.queryOptions(bookingsQuery(venueId, search.booking)));
  else if (view === 'reviews')
    await Promise.all([
      queryClient.ensureQueryData(trpc.ownerStays.reviews.queryOptions({ venueId, page: 1 })),
      queryClient.prefetchQuery(trpc.aiReviews.status.queryOptions({ venueId, kind: 'stays' })),
    ]);
  else await Promise.all([queryClient.ensureQueryData(trpc.ownerStays.settings.queryOptions({ venueId })), photos(queryClient, trpc, venueId)]);
}

/**
 * The list's query: with no page chosen the server opens on today's page (ADR 116), or on the page
 * holding `booking`, the one a notification's link opened (ADR 119).
 */
export const bookingsQuery = (venueId: string, booking: string | undefined, status: BookingFilter = 'all', page?: number) => ({
  venueId,
  status,
  page,
  booking: page === undefined ? booking : undefined,
});

/** The Settings tab's photo list, fetched beside it; a failure shows in the photo manager's own boundary. */
const photos = (queryClient: RouterContext['queryClient'], trpc: RouterContext['trpc'], venueId: string) =>
  queryClient.prefetchQuery(trpc.ownerPhotos.list.queryOptions({ venueId }));
