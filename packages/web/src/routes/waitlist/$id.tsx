import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WaitlistPage } from '../../features/booking/waitlist-page';

export const Route = createFileRoute('/waitlist/$id')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined), offer: z.string().optional().catch(undefined) }),
  component: function Waitlist() {
    const { id } = Route.useParams();
    const { token, offer } = Route.useSearch();
    return <WaitlistPage id={id} token={token} offer={offer} />;
  },
});
