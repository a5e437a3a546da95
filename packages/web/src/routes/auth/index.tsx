import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthPage } from '../../features/auth/auth-page';
import { skipWhenSignedIn } from '../../features/auth/guards';

const search = z.object({
  mode: z.enum(['signin', 'signup', 'forgot']).optional().catch(undefined),
  redirect: z.string().regex(/^\/(?![/\\])/).optional().catch(undefined),
});

export const Route = createFileRoute('/auth/')({
  validateSearch: search,
  beforeLoad: skipWhenSignedIn,
  component: function Auth() {
    const { mode, redirect } = Route.useSearch();
    return <AuthPage mode={mode ?? 'signin'} redirect={redirect} />;
  },
});
