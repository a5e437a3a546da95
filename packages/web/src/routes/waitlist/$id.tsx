import { createFileRoute } from '@tanstack/react-router';
import { WaitlistPage } from '../../features/booking/waitlist-page';
import { loadByToken, TokenError } from '../../features/booking/token-route';
import { searchSchema, searchToken } from '../../features/shared/search-params';

const searchParams = searchSchema({ token: searchToken, offer: searchToken });

export const Route = createFileRoute('/waitlist/$id')({
  validateSearch: searchParams,
  loaderDeps: ({ search: { token } }) => ({ token }),
  loader: ({ context, params, deps }) => loadByToken(context, 'waitlist', params.id, deps.token),
  errorComponent: function WaitlistError({ error }) {
    return <TokenError error={error} />;
  },
  component: function Waitlist() {
    const { id } = Route.useParams();
    const { token, offer } = Route.useSearch();
    return <WaitlistPage id={id} token={token} offer={offer} />;
  },
});
