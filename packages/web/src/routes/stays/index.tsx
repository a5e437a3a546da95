import { createFileRoute } from '@tanstack/react-router';
import { StaysPage } from '../../features/stays/stays-page';
import { DEFAULT_GUESTS } from '../../features/stays/search';
import { staysSearch } from '../../features/stays/search';

/** /stays (ADR 019): search form; results with both dates, else the browse list. */
export const Route = createFileRoute('/stays/')({
  validateSearch: staysSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.check_in && deps.check_out) {
      void context.queryClient.prefetchQuery(
        context.trpc.stay.search.queryOptions({
          location: deps.location ?? '',
          check_in: deps.check_in,
          check_out: deps.check_out,
          guests: deps.guests ?? DEFAULT_GUESTS,
          ...(deps.room_type ? { room_type: deps.room_type } : {}),
        }),
      );
    } else {
      void context.queryClient.prefetchQuery(context.trpc.stay.list.queryOptions({ petsOnly: deps.pets === 1 }));
    }
  },
  component: function Stays() {
    return <StaysPage search={Route.useSearch()} />;
  },
});
