import { createFileRoute } from '@tanstack/react-router';
import { BookPage } from '../features/booking/book-page';
import { searchCount, searchDate, searchSchema, searchText } from '../features/shared/search-params';

export const Route = createFileRoute('/book')({
  validateSearch: searchSchema({ restaurant_id: searchText(100), date: searchDate, time: searchText(5), party: searchCount }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.restaurant.list.queryOptions({}));
  },
  component: function Book() {
    const { restaurant_id, date, time, party } = Route.useSearch();
    return <BookPage restaurantId={restaurant_id} prefill={{ date, time, party }} />;
  },
});
