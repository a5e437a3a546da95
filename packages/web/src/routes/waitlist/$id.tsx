import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WaitlistPage } from '../../features/booking/waitlist-page';
import { loadByToken, TokenError, TokenPending } from '../../features/booking/token-route';

export const Route = createFileRoute('/waitlist/$id')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined), offer: z.string().optional().catch(undefined) }),
  loaderDeps: ({ search: { token } }) => ({ token }),
  loader: ({ context, params, deps }) => loadByToken(context, 'waitlist', params.id, deps.token),
  pendingComponent: TokenPending,
  errorComponent: function WaitlistError({ error }) {
    return <TokenError error={error} />;
  },
  component: function Waitlist() {
    const { id } = Route.useParams();
    const { token, offer } = Route.useSearch();
    return <WaitlistPage id={id} token={token} offer={offer} />;
  },
});
