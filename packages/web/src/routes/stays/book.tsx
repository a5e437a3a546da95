import { createFileRoute } from '@tanstack/react-router';
import { StayBookPage, StayQuoteError } from '../../features/stays/book-page';
import { bookSearch } from '../../features/stays/search';
import { bookingParams } from '../../features/stays/search-params';

/** /stays/book?property_id&room_type_id&check_in&check_out&guests (SPEC §2). */
export const Route = createFileRoute('/stays/book')({
  validateSearch: bookSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // No usable parameters: the page's own invalid-parameters text, no request.
    const params = bookingParams(deps);
    if (params) await context.queryClient.ensureQueryData({ ...context.trpc.stay.quote.queryOptions(params), retry: false });
  },
  errorComponent: StayQuoteError,
  component: function StayBook() {
    return <StayBookPage search={Route.useSearch()} />;
  },
});
