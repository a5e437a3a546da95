import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RateStayPage } from '../../features/stays/rate-stay-page';

/** /rate-stay/{id}?token (SPEC §2 stay review, token-guarded like /rate). */
export const Route = createFileRoute('/rate-stay/$id')({
  validateSearch: z.object({ token: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().min(1).max(200).optional()).catch(undefined) }),
  component: function RateStay() {
    return <RateStayPage id={Route.useParams().id} token={Route.useSearch().token} />;
  },
});
