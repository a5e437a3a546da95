import { createFileRoute } from '@tanstack/react-router';
import { FindPage } from '../features/discovery/find-page';
import { searchAmount, searchSchema, searchText } from '../features/shared/search-params';

const search = searchSchema({ location: searchText(200), budget: searchAmount });

export const Route = createFileRoute('/find')({
  validateSearch: search,
  loaderDeps: ({ search: { location, budget } }) => ({ location, budget }),
  loader: ({ context, deps }) => {
    if (deps.location) void context.queryClient.prefetchQuery(context.trpc.restaurant.search.queryOptions({ location: deps.location, budget: deps.budget }));
  },
  component: function Find() {
    const { location, budget } = Route.useSearch();
    return <FindPage location={location} budget={budget} />;
  },
});
