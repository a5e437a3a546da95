import { createFileRoute, notFound } from '@tanstack/react-router';
import { isRestaurantNotFound, RestaurantLoadError, RestaurantNotFound, RestaurantPage, RestaurantSkeleton } from '../../features/discovery/restaurant-page';

export const Route = createFileRoute('/restaurants/$id')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(context.trpc.restaurant.byId.queryOptions({ id: params.id }));
    } catch (error) {
      if (isRestaurantNotFound(error)) throw notFound();
      throw error;
    }
  },
  pendingComponent: RestaurantSkeleton,
  notFoundComponent: RestaurantNotFound,
  errorComponent: RestaurantLoadError,
  component: function Restaurant() {
    return <RestaurantPage id={Route.useParams().id} />;
  },
});
