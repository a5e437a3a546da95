import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { BookPage } from '../features/booking/book-page';

export const Route = createFileRoute('/book')({
  validateSearch: z.object({ restaurant_id: z.string().optional().catch(undefined) }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.restaurant.list.queryOptions({}));
  },
  component: function Book() {
    return <BookPage restaurantId={Route.useSearch().restaurant_id} />;
  },
});
