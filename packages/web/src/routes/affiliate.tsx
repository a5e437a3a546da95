import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '../features/billing/affiliate-page';

export const Route = createFileRoute('/affiliate')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.system.settings.queryOptions()),
  component: AffiliatePage,
});
