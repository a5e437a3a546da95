import { createFileRoute } from '@tanstack/react-router';
import { AddOnPage } from '../features/billing/plan-gate';
import { checkoutReturnSearch } from '../features/billing/return-notice';

// The gate and its states (issue 12); the pairing form goes inside AddOnPage as its children (AI issue).
export const Route = createFileRoute('/sommelier')({
  validateSearch: checkoutReturnSearch,
  component: function Sommelier() {
    return <AddOnPage plan="sommelier" search={Route.useSearch()} />;
  },
});
