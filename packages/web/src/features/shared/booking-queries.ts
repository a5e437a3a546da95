import type { AppRouter } from '@tablestay/api/root';
import type { QueryClient, UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { TRPCQueryKey } from '@trpc/tanstack-react-query';
import { trpc } from '../../trpc';

/**
 * Every screen a booking shows on, by what changed (ADR 113): a dinner shows on /me and on its
 * trip's card and page, a stay too, and a trip holds both. A change invalidates them all at once,
 * so cancelling a dinner on /me updates the trip card without a reload.
 */
const SHOWN_ON = {
  reservation: () => [trpc.reservation.pathKey(), trpc.trip.pathKey()],
  stay: () => [trpc.stay.pathKey(), trpc.trip.pathKey()],
  trip: () => [trpc.trip.pathKey(), trpc.stay.pathKey(), trpc.reservation.pathKey()],
};

/** What changed: a table reservation, a stay, or a trip (a stay with its tables). */
export type BookingEntity = keyof typeof SHOWN_ON;

/**
 * Asks again, now, for what is shown. `whenShown`: only marks them stale, for a page the guest is
 * leaving (a booking just made, a review just sent): each list is asked again when next shown, and
 * the page's own queries (a stay's quote) are not asked again under it.
 */
export async function refreshBookings(queryClient: QueryClient, changed: BookingEntity, { whenShown = false } = {}): Promise<void> {
  const refetchType = whenShown ? 'none' : 'active';
  await Promise.all(SHOWN_ON[changed]().map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType })));
}

/** One tRPC query answering a `B` (`trpc.x.y.queryOptions(…)`), as a kind's adapter hands it to a shared page's `useSuspenseQuery`. */
export type KindQuery<B> = UseSuspenseQueryOptions<B, TRPCClientErrorLike<AppRouter>, B, TRPCQueryKey>;
