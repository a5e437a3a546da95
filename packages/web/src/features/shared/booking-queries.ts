import type { QueryClient } from '@tanstack/react-query';
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

export async function refreshBookings(queryClient: QueryClient, changed: keyof typeof SHOWN_ON): Promise<void> {
  await Promise.all(SHOWN_ON[changed]().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
