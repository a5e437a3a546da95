import { createFileRoute, redirect } from '@tanstack/react-router';
import { BrowsePage } from '../../features/stays/stays-page';
import { browseSearch } from '../../features/stays/search';

/** /stays/find (ADR 019): the browse list; a link that carries dates is a search and goes to /stays. */
export const Route = createFileRoute('/stays/find')({
  validateSearch: browseSearch,
  beforeLoad: ({ search }) => {
    if (search.check_in || search.check_out) throw redirect({ to: '/stays', search, replace: true });
  },
  loaderDeps: ({ search }) => ({ pets: search.pets }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(context.trpc.stay.list.queryOptions({ petsOnly: deps.pets === 1 }));
  },
  component: function StaysBrowse() {
    return <BrowsePage petsOnly={Route.useSearch().pets === 1} />;
  },
});
