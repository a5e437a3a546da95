import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DepositPage } from '../../features/booking/deposit-page';
import { loadByToken, TokenError, tokenOf, TokenPending } from '../../features/booking/token-route';
import { searchSchema, searchToken } from '../../features/shared/search-params';

export const Route = createFileRoute('/deposit/$id')({
  // type=stay: a stay booking's deposit (any other value is a dining reservation's).
  validateSearch: searchSchema({ token: searchToken, type: z.literal('stay') }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadByToken(context, deps.type === 'stay' ? 'stay' : 'reservation', params.id, tokenOf(params.id, deps)),
  pendingComponent: TokenPending,
  errorComponent: function DepositError({ error }) {
    return <TokenError error={error} stays={Route.useSearch().type === 'stay'} />;
  },
  component: function Deposit() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    return <DepositPage id={id} token={tokenOf(id, search)} type={search.type} />;
  },
});
