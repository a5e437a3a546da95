import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '../../features/booking/deposit-page';
import { DepositDinners } from '../../features/trips/deposit-dinners';
import { loadByToken, TokenError, tokenOf } from '../../features/booking/token-route';
import { searchEnum, searchSchema, searchToken } from '../../features/shared/search-params';

// type=stay: a stay booking's (any other value is a dining reservation's).
const searchParams = searchSchema({ token: searchToken, type: searchEnum(['stay']) });

export const Route = createFileRoute('/deposit/$id')({
  validateSearch: searchParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadByToken(context, deps.type === 'stay' ? 'stay' : 'reservation', params.id, tokenOf(params.id, deps)),
  errorComponent: function DepositError({ error }) {
    return <TokenError error={error} stays={Route.useSearch().type === 'stay'} />;
  },
  component: function Deposit() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    const token = tokenOf(id, search);
    return (
      <>
        <DepositPage id={id} token={token} type={search.type} />
        {search.type === 'stay' && token && <DepositDinners id={id} token={token} />}
      </>
    );
  },
});
