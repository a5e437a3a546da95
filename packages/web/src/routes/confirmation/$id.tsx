import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmationPage } from '../../features/booking/confirmation-page';
import { recallToken } from '../../features/booking/format';

export const Route = createFileRoute('/confirmation/$id')({
  // type=stay: a stay booking's confirmation (any other value is a dining reservation's).
  validateSearch: z.object({ token: z.string().optional().catch(undefined), type: z.literal('stay').optional().catch(undefined) }),
  component: function Confirmation() {
    const { id } = Route.useParams();
    const { token, type } = Route.useSearch();
    return <ConfirmationPage id={id} token={token ?? recallToken(id)} type={type} />;
  },
});
