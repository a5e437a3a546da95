import { createFileRoute } from '@tanstack/react-router';
import { ResetPassword } from '../../features/auth/reset-password';
import { searchSchema, searchToken } from '../../features/shared/search-params';

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: searchSchema({ code: searchToken }),
  component: function Reset() {
    return <ResetPassword code={Route.useSearch().code} />;
  },
});
