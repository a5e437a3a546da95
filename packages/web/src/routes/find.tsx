import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FindPage } from '../features/discovery/find-page';

// The router parses query values as JSON, so "?location=1000" arrives as a number: keep it text.
const search = z.object({
  location: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(200).optional())
    .transform((v) => (v ? v : undefined))
    .catch(undefined),
  budget: z.coerce.number().min(0).optional().catch(undefined),
});

export const Route = createFileRoute('/find')({
  validateSearch: search,
  loaderDeps: ({ search: { location, budget } }) => ({ location, budget }),
  loader: ({ context, deps }) => {
    if (deps.location) void context.queryClient.prefetchQuery(context.trpc.restaurant.search.queryOptions({ location: deps.location, budget: deps.budget }));
  },
  component: function Find() {
    const { location, budget } = Route.useSearch();
    return <FindPage location={location} budget={budget} />;
  },
});
