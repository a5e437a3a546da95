import { createFileRoute } from '@tanstack/react-router';
import { ListPropertyPage, loadPropertyDraft } from '../../features/onboarding/list-property';
import { requireSignedInToOnboard } from '../../features/onboarding/guard';

export const Route = createFileRoute('/onboarding/property')({
  beforeLoad: requireSignedInToOnboard('/onboarding/property'),
  loader: ({ context }) => loadPropertyDraft(context),
  component: ListPropertyPage,
});
