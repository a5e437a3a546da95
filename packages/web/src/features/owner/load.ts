import { unlocks, type PlanProduct } from '@tablestay/core/billing/plans';
import type { RouterContext } from '../../routes/__root';
import { RESTAURANT_VIEWS, STAYS_VIEWS, viewOf, type DashboardSearch, type OwnerTab } from './search';

/**
 * The owner dashboard's loader (ADR 106): the panel the URL opens (venue, tab, sub-tab, day, month)
 * is awaited before the page renders, so its `useSuspenseQuery` finds its data. A tab the owner's
 * plans do not unlock loads nothing: it shows the plan's offer (ADR 104). The first page of a paged
 * list (Stays bookings, reviews) is the panel's; its later pages wait inside the panel.
 */
export async function loadOwnerPanel(
  { queryClient, trpc }: RouterContext,
  {
    venueId,
    tab,
    search,
    plans,
    exempt = false,
  }: { venueId: string; tab: OwnerTab; search: DashboardSearch; plans: readonly { product: PlanProduct }[]; exempt?: boolean },
) {
  if (tab === 'restaurant') {
    if (!exempt && !unlocks(plans, 'restaurant_dashboard')) return;
    const view = viewOf(RESTAURANT_VIEWS, search.view);
    if (view === 'overview') await queryClient.ensureQueryData(trpc.ownerDining.overview.queryOptions({ venueId }));
    else if (view === 'reservations') await queryClient.ensureQueryData(trpc.ownerDining.reservations.queryOptions({ venueId, date: search.date }));
    else if (view === 'feedback') await queryClient.ensureQueryData(trpc.ownerDining.feedback.queryOptions({ venueId, month: search.month }));
    else await queryClient.ensureQueryData(trpc.ownerDining.settings.queryOptions({ venueId }));
    return;
  }
  if (!exempt && !unlocks(plans, 'stays_dashboard')) return;
  const view = viewOf(STAYS_VIEWS, search.view);
  if (view === 'overview') await queryClient.ensureQueryData(trpc.ownerStays.overview.queryOptions({ venueId }));
  else if (view === 'bookings') await queryClient.ensureQueryData(trpc.ownerStays.bookings.queryOptions({ venueId, status: 'all', page: 1 }));
  else if (view === 'reviews') await queryClient.ensureQueryData(trpc.ownerStays.reviews.queryOptions({ venueId, page: 1 }));
  else await queryClient.ensureQueryData(trpc.ownerStays.settings.queryOptions({ venueId }));
}
