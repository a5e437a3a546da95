import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthCallback } from '../../features/auth/callback';

export const Route = createFileRoute('/auth/verify')({
  validateSearch: z.object({ code: z.string().optional().catch(undefined) }),
  component: function Verify() {
    return <AuthCallback code={Route.useSearch().code} kind="verify" />;
  },
});
