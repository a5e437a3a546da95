import { createFileRoute } from '@tanstack/react-router';
import { JoinRestaurantPage } from '../../features/onboarding/join-restaurant';
import { requireSignedInToOnboard } from '../../features/onboarding/guard';

export const Route = createFileRoute('/onboarding/restaurant')({
  beforeLoad: requireSignedInToOnboard('/onboarding/restaurant'),
  component: JoinRestaurantPage,
});
