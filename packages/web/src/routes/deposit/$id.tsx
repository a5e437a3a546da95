import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DepositPage } from '../../features/booking/deposit-page';
import { recallToken } from '../../features/booking/format';

export const Route = createFileRoute('/deposit/$id')({
  // type=stay: a stay booking's deposit (any other value is a dining reservation's).
  validateSearch: z.object({ token: z.string().optional().catch(undefined), type: z.literal('stay').optional().catch(undefined) }),
  component: function Deposit() {
    const { id } = Route.useParams();
    const { token, type } = Route.useSearch();
    return <DepositPage id={id} token={token ?? recallToken(id)} type={type} />;
  },
});
