import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPassword } from '../../features/auth/reset-password';

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: z.object({ code: z.string().optional().catch(undefined) }),
  component: function Reset() {
    return <ResetPassword code={Route.useSearch().code} />;
  },
});
