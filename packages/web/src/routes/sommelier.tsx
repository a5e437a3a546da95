import { createFileRoute } from '@tanstack/react-router';
import { AddOnPage } from '../features/billing/plan-gate';
import { checkoutReturnSearch } from '../features/billing/return-notice';
import { SommelierForm } from '../features/sommelier/sommelier-form';

// The gate and its states (ADR 058) around the pairing form (ADR 085).
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
