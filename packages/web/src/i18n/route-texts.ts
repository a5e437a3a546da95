import type { FileRoutesById } from '../routeTree.gen';
import type { TextPart } from './en';

/**
 * The feature texts each route's page shows beyond the ones every page loads (ADR 076). The root
 * route's beforeLoad awaits the parts of every matched route, in the language shown, before any of
 * them renders (and on hover, with the route's preload). A route's entry lists every feature whose
 * keys its page (and what the page embeds) uses: tests/e2e/bundle-budget.test.ts reads the built
 * chunks and fails when a route's code uses a key its entry does not bring.
 */
export const ROUTE_TEXTS: Partial<Record<keyof FileRoutesById, readonly TextPart[]>> = {
  '/admin/featured-listings': ['admin', 'owner'],
  '/affiliate': ['billing'],
  '/auth/': ['auth'],
  '/auth/callback': ['auth'],
  '/auth/verify': ['auth'],
  '/book': ['booking', 'reservations'],
  '/citypacks': ['billing', 'citypacks'],
  '/confirmation/$id': ['booking', 'reservations', 'trips'],
  '/dashboard': [
    'admin',
    'aiReviews',
    'auth',
    'billing',
    'booking',
    'busyDays',
    'onboarding',
    'owner',
    'ownerStays',
    'photos',
    'reservations',
    'stays',
    'trips',
  ],
  '/dashboard_/photos': ['billing', 'photos'],
  '/dashboard_/staff': ['staff'],
  '/invite': ['auth', 'staff'],
  '/dashboard_/stays': ['aiReviews', 'auth', 'billing', 'booking', 'busyDays', 'onboarding', 'owner', 'ownerStays', 'photos', 'reservations', 'stays'],
  '/deposit/$id': ['booking', 'reservations', 'trips'],
  '/dining': ['discovery'],
  '/find': ['discovery'],
  '/me': ['auth', 'booking', 'reservations', 'trips'],
  '/my-reservations': ['auth', 'booking', 'reservations', 'trips'],
  '/onboarding/property': ['auth', 'onboarding'],
  '/onboarding/restaurant': ['auth', 'onboarding'],
  '/owners/onboarding': ['auth', 'onboarding'],
  '/plans': ['billing'],
  '/r/$id': ['booking', 'reviews', 'trips'],
  '/rate-stay/$id': ['booking', 'stays'],
  '/rate/$id': ['booking', 'reviews', 'trips'],
  '/restaurants/$id': ['discovery', 'reviews'],
  '/sommelier': ['billing', 'sommelier'],
  '/stays/$id': ['discovery', 'reviews', 'stays'],
  '/stays/': ['discovery', 'stays'],
  '/stays/book': ['booking', 'stays', 'trips'],
  '/stays/find': ['discovery', 'stays'],
  '/subscription': ['billing'],
  '/trips/$id': ['booking', 'reservations', 'trips'],
  '/waitlist/$id': ['booking', 'reservations', 'trips'],
};

export function textsFor(routeIds: readonly string[]): TextPart[] {
  return [...new Set(routeIds.flatMap((id) => ROUTE_TEXTS[id as keyof FileRoutesById] ?? []))];
}
