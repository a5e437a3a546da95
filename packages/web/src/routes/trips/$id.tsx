import { createFileRoute } from '@tanstack/react-router';
import { LinkProblem } from '../../features/booking/link-problem';
import { searchEnum, searchSchema, searchToken } from '../../features/shared/search-params';
import { TripPage } from '../../features/trips/trip-page';

// pay=next: back from one venue's checkout during "Pay all deposits" (ADR 112).
const searchParams = searchSchema({ token: searchToken, pay: searchEnum(['next']) });

export const Route = createFileRoute('/trips/$id')({
  validateSearch: searchParams,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // The one loading idiom (ADR 106): the loader awaits the trip, the page reads it with useSuspenseQuery.
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.trip.get.queryOptions({ id: params.id, ...(deps.token ? { token: deps.token } : {}) })),
  errorComponent: function TripError({ error }) {
    return <LinkProblem stays error={error} />;
  },
  component: function Trip() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    return <TripPage id={id} token={search.token} continuePaying={search.pay === 'next'} />;
  },
});
