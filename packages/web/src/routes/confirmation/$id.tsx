import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationPage } from '../../features/booking/confirmation-page';
import { loadByToken, TokenError, tokenOf } from '../../features/booking/token-route';
import { searchEnum, searchSchema, searchToken } from '../../features/shared/search-params';

// A wrong link to a confirmation reads as "no confirmed reservation", as the page says for unpaid ones.
const DENIED = 'Confirmed reservation not found';

// type=stay: a stay booking's (any other value is a dining reservation's).
const searchParams = searchSchema({ token: searchToken, type: searchEnum(['stay']) });

export const Route = createFileRoute('/confirmation/$id')({
  validateSearch: searchParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadByToken(context, deps.type === 'stay' ? 'stay' : 'reservation', params.id, tokenOf(params.id, deps)),
  errorComponent: function ConfirmationError({ error }) {
    return <TokenError error={error} stays={Route.useSearch().type === 'stay'} denied={DENIED} />;
  },
  component: function Confirmation() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    return <ConfirmationPage id={id} token={tokenOf(id, search)} type={search.type} />;
  },
});
