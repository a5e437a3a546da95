import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSignedInToOnboard } from '../../features/onboarding/guard';
import { OwnerWizardPage } from '../../features/onboarding/wizard';
import { searchEnum, searchSchema } from '../../features/shared/search-params';

// SPEC §2: /owners/onboarding?type=restaurant|stay (the header's Owners links). The four-step
// wizard is the restaurant's; a property is listed by the three-step stepper.
const onboardingSearch = searchSchema({ type: searchEnum(['restaurant', 'stay']) });

export const Route = createFileRoute('/owners/onboarding')({
  validateSearch: onboardingSearch,
  beforeLoad: async (args) => {
    if (args.search.type === 'stay') throw redirect({ to: '/onboarding/property' });
    await requireSignedInToOnboard('/owners/onboarding')(args);
  },
  component: OwnerWizardPage,
});
