import { createFileRoute } from '@tanstack/react-router';
import { AddOnPage } from '../features/billing/plan-gate';
import { checkoutReturnSearch } from '../features/billing/return-notice';
import { SommelierForm } from '../features/sommelier/sommelier-form';

// The gate and its states (issue 12) around the pairing form (issue 14 item 3).
export const Route = createFileRoute('/sommelier')({
  validateSearch: checkoutReturnSearch,
  component: function Sommelier() {
    return (
      <AddOnPage plan="sommelier" search={Route.useSearch()}>
        <SommelierForm />
      </AddOnPage>
    );
  },
});
