import { createFileRoute } from '@tanstack/react-router';
import { StaysPage } from '../../features/stays/stays-page';
import { staysSearch } from '../../features/stays/search';
import { resultsQuery, staySearchInput } from '../../features/stays/search-query';

/** /stays (ADR 019): search form; results with both dates, else the browse list. */
export const Route = createFileRoute('/stays/')({
  validateSearch: staysSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const query = resultsQuery(deps);
    if (query) {
      void context.queryClient.prefetchQuery(context.trpc.stay.search.queryOptions(staySearchInput(query)));
    } else {
      void context.queryClient.prefetchQuery(context.trpc.stay.list.queryOptions({ petsOnly: deps.pets === 1 }));
    }
  },
  component: function Stays() {
    return <StaysPage search={Route.useSearch()} />;
  },
});
