import { createFileRoute } from '@tanstack/react-router';
import { DiningPage } from '../features/discovery/dining-page';
import { searchFlag, searchSchema } from '../features/shared/search-params';

const search = searchSchema({ veg: searchFlag });

export const Route = createFileRoute('/dining')({
  validateSearch: search,
  loaderDeps: ({ search: { veg } }) => ({ vegOnly: veg === 1 }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(context.trpc.restaurant.list.queryOptions({ vegOnly: deps.vegOnly }));
  },
  component: function Dining() {
    return <DiningPage vegOnly={Route.useSearch().veg === 1} />;
  },
});
