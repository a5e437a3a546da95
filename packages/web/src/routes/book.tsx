import { createFileRoute } from '@tanstack/react-router';
import { BookPage } from '../features/booking/book-page';
import { searchSchema, searchText } from '../features/shared/search-params';

export const Route = createFileRoute('/book')({
  validateSearch: searchSchema({ restaurant_id: searchText(100) }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.restaurant.list.queryOptions({}));
  },
  component: function Book() {
    return <BookPage restaurantId={Route.useSearch().restaurant_id} />;
  },
});
