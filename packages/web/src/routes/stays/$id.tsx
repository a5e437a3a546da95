import { createFileRoute, notFound } from '@tanstack/react-router';
import { isStayNotFound, PropertyPage, StayLoadError, StayNotFound, StaySkeleton } from '../../features/stays/property-page';
import { propertySearch } from '../../features/stays/search';

/** /stays/{id}: one property, with its own dates-and-guests check. */
export const Route = createFileRoute('/stays/$id')({
  validateSearch: propertySearch,
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(context.trpc.stay.byId.queryOptions({ id: params.id }));
    } catch (error) {
      if (isStayNotFound(error)) throw notFound();
      throw error;
    }
  },
  pendingComponent: StaySkeleton,
  notFoundComponent: StayNotFound,
  errorComponent: StayLoadError,
  component: function Stay() {
    return <PropertyPage id={Route.useParams().id} search={Route.useSearch()} />;
  },
});
