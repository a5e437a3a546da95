import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/legal-page';

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.system.settings.queryOptions()),
  component: () => <LegalPage kind="privacy" />,
});
