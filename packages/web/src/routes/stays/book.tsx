import { createFileRoute } from '@tanstack/react-router';
import { StayBookPage } from '../../features/stays/book-page';
import { bookSearch } from '../../features/stays/search';
import { bookingParams } from '../../features/stays/search-params';

/** /stays/book?property_id&room_type_id&check_in&check_out&guests (SPEC §2). */
export const Route = createFileRoute('/stays/book')({
  validateSearch: bookSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const params = bookingParams(deps);
    if (params) void context.queryClient.prefetchQuery({ ...context.trpc.stay.quote.queryOptions(params), retry: false });
  },
  component: function StayBook() {
    return <StayBookPage search={Route.useSearch()} />;
  },
});
