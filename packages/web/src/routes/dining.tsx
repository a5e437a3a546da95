import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DiningPage } from '../features/discovery/dining-page';

const search = z.object({
  veg: z
    .preprocess((v) => (v === 1 || v === '1' || v === true ? 1 : undefined), z.literal(1).optional())
    .catch(undefined),
});

export const Route = createFileRoute('/dining')({
  validateSearch: search,
  loaderDeps: ({ search: { veg } }) => ({ vegOnly: veg === 1 }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(context.trpc.restaurant.list.queryOptions({ vegOnly: deps.vegOnly }));
  },
  component: function Dining() {
    return <DiningPage vegOnly={Route.useSearch().veg === 1} />;
  },
});
