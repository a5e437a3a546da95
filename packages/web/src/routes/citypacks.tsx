import { createFileRoute } from '@tanstack/react-router';
import { AddOnPage } from '../features/billing/plan-gate';
import { checkoutReturnSearch } from '../features/billing/return-notice';
import { CityPacksForm } from '../features/citypacks/citypacks-form';

// The gate and its states (ADR 058); the itinerary form inside it (ADR 087).
export const Route = createFileRoute('/citypacks')({
  validateSearch: checkoutReturnSearch,
  component: function CityPacks() {
    return (
      <AddOnPage plan="citypacks" search={Route.useSearch()}>
        <CityPacksForm />
      </AddOnPage>
    );
  },
});
