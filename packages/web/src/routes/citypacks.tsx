import { createFileRoute } from '@tanstack/react-router';
import { AddOnPage } from '../features/billing/plan-gate';
import { checkoutReturnSearch } from '../features/billing/return-notice';

// The gate and its states (issue 12); the itinerary form goes inside AddOnPage as its children (AI issue).
export const Route = createFileRoute('/citypacks')({
  validateSearch: checkoutReturnSearch,
  component: function CityPacks() {
    return <AddOnPage plan="citypacks" search={Route.useSearch()} />;
  },
});
