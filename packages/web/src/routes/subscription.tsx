import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { checkoutReturnSearch } from '../features/billing/return-notice';
import { SubscriptionPage } from '../features/billing/subscription-page';

export const Route = createFileRoute('/subscription')({
  validateSearch: checkoutReturnSearch,
  beforeLoad: requireSignedIn('/subscription'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(context.trpc.billing.status.queryOptions()),
  component: function Subscription() {
    return <SubscriptionPage search={Route.useSearch()} />;
  },
});
