import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DepositPage } from '../../features/booking/deposit-page';
import { recallToken } from '../../features/booking/format';

export const Route = createFileRoute('/deposit/$id')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined), type: z.string().optional().catch(undefined) }),
  component: function Deposit() {
    const { id } = Route.useParams();
    return <DepositPage id={id} token={Route.useSearch().token ?? recallToken(id)} />;
  },
});
