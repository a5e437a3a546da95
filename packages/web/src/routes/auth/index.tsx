import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../../features/auth/auth-page';
import { skipWhenSignedIn } from '../../features/auth/guards';
import { searchEnum, searchRedirect, searchSchema } from '../../features/shared/search-params';

const search = searchSchema({
  mode: searchEnum(['signin', 'signup', 'forgot']),
  redirect: searchRedirect,
});

export const Route = createFileRoute('/auth/')({
  validateSearch: search,
  beforeLoad: skipWhenSignedIn,
  component: function Auth() {
    const { mode, redirect } = Route.useSearch();
    return <AuthPage mode={mode ?? 'signin'} redirect={redirect} />;
  },
});
