import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, searchToken } from '../features/shared/search-params';
import { InvitePage } from '../features/staff/invite-page';

// The link of a staff invitation's email (ADR 127).
export const Route = createFileRoute('/invite')({
  validateSearch: searchSchema({ token: searchToken }),
  component: function Invite() {
    return <InvitePage token={Route.useSearch().token} />;
  },
});
