import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthPage } from '../../features/auth/auth-page';

const search = z.object({
  mode: z.enum(['signin', 'signup', 'forgot']).optional().catch(undefined),
  redirect: z.string().regex(/^\/(?![/\\])/).optional().catch(undefined),
});

export const Route = createFileRoute('/auth/')({
  validateSearch: search,
  component: function Auth() {
    const { mode, redirect } = Route.useSearch();
    return <AuthPage mode={mode ?? 'signin'} redirect={redirect} />;
  },
});
