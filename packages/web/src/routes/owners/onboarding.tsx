import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSignedInToOnboard } from '../../features/onboarding/guard';
import { OwnerWizardPage } from '../../features/onboarding/wizard';
import { searchEnum, searchSchema } from '../../features/shared/search-params';
import { searchVenue } from '../../features/owner/search';

// SPEC §2: /owners/onboarding?type=restaurant|stay (the header's Owners links). The four-step
// wizard is the restaurant's; a property is listed by the three-step stepper. `?venue=` opens that
// venue of the owner's (ADR 116), else the draft or first restaurant.
const onboardingSearch = searchSchema({ type: searchEnum(['restaurant', 'stay']), venue: searchVenue });

export const Route = createFileRoute('/owners/onboarding')({
  validateSearch: onboardingSearch,
  beforeLoad: async (args) => {
    if (args.search.type === 'stay') throw redirect({ to: '/onboarding/property' });
    await requireSignedInToOnboard('/owners/onboarding')(args);
  },
  component: OwnerWizardPage,
});
