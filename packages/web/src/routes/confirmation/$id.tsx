import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmationPage } from '../../features/booking/confirmation-page';
import { recallToken } from '../../features/booking/format';

export const Route = createFileRoute('/confirmation/$id')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: function Confirmation() {
    const { id } = Route.useParams();
    return <ConfirmationPage id={id} token={Route.useSearch().token ?? recallToken(id)} />;
  },
});
