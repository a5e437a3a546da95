import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DepositPage } from '../../features/booking/deposit-page';
import { loadByToken, TokenError, tokenOf, TokenPending } from '../../features/booking/token-route';

export const Route = createFileRoute('/deposit/$id')({
  // type=stay: a stay booking's deposit (any other value is a dining reservation's).
  validateSearch: z.object({ token: z.string().optional().catch(undefined), type: z.literal('stay').optional().catch(undefined) }),
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
