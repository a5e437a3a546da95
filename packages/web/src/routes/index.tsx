import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/discovery/home-page';

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.restaurant.featured.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.restaurant.list.queryOptions({ vegOnly: false }));
  },
  component: HomePage,
});
