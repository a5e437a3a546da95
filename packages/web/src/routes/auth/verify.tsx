import { createFileRoute } from '@tanstack/react-router';
import { AuthCallback } from '../../features/auth/callback';
import { searchSchema, searchToken } from '../../features/shared/search-params';

export const Route = createFileRoute('/auth/verify')({
  validateSearch: searchSchema({ code: searchToken }),
  component: function Verify() {
    return <AuthCallback code={Route.useSearch().code} kind="verify" />;
  },
});
