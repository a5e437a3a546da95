import { chatLauncherEn } from '../features/chat/launcher-messages';
import { homeEn } from '../features/discovery/home-messages';
import { pageEn } from '../features/layout/messages';
import { staysSearchEn } from '../features/stays/search-messages';

const base = {
  'brand.name': 'TableStay',
  'brand.tagline': 'Tables and stays across Slovenia',
  'nav.dining': 'Dining',
  'nav.stays': 'Stays',
  'nav.owners': 'Owners',
  'nav.findRestaurants': 'Find restaurants',
  'nav.browseRestaurants': 'Browse restaurants',
  'nav.bookTable': 'Book a table',
  'nav.sommelier': 'AI Sommelier',
  'nav.searchStays': 'Search stays',
  'nav.browseStays': 'Browse stays',
  'nav.cityPacks': 'AI City Packs',
  'nav.listRestaurant': 'List your restaurant',
  'nav.listProperty': 'List your property',
  'nav.plans': 'Plans & pricing',
  'nav.affiliate': 'Affiliate program',
  'nav.login': 'Login',
  'nav.signUp': 'Sign Up',
  'nav.myReservations': 'My Reservations',
  'nav.dashboard': 'Dashboard',
  'nav.logout': 'Logout',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.skip': 'Skip to content',
  'nav.language': 'Language',
  'footer.terms': 'Terms',
  'footer.privacy': 'Privacy',
  'footer.contact': 'Contact',
  'footer.affiliate': 'Affiliate',
  'footer.rights': 'All rights reserved.',
  'footer.noFees': 'No hidden platform fees. Deposits go straight to the venue.',
  'home.title': 'Book a table or a room in minutes',
  'home.subtitle': 'Fast booking, no hidden platform fees and a smart waitlist when a place is full.',
  'home.bookTable': 'Book a Table',
  'home.bookRoom': 'Book a Room',
  'home.trusted': 'Trusted by 20+ businesses worldwide',
  'home.ownersTitle': 'Run a restaurant or a guesthouse?',
  'home.ownersText': 'Take bookings and deposits, fill empty tables from the waitlist and see your busy days coming.',
  'home.ownersRestaurant': 'List your restaurant',
  'home.ownersProperty': 'List your property',
  'auth.signInTitle': 'Sign in',
  'auth.signInSubtitle': 'Welcome back. Sign in to manage your reservations.',
  'auth.signUpTitle': 'Create an account',
  'auth.signUpSubtitle': 'Book faster and keep all your reservations in one place.',
  'auth.forgotTitle': 'Reset your password',
  'auth.forgotSubtitle': "Enter your email and we'll send you a link to set a new password.",
  'auth.name': 'Name',
  'auth.phone': 'Phone (optional)',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.signIn': 'Sign in',
  'auth.signingIn': 'Signing in…',
  'auth.signUp': 'Create account',
  'auth.signingUp': 'Creating account…',
  'auth.sendReset': 'Send reset link',
  'auth.sending': 'Sending…',
  'auth.magicLink': 'Email me a sign-in link',
  'auth.magicLinkSent': 'Check your email for a sign-in link.',
  'auth.or': 'or',
  'auth.forgot': 'Forgot password?',
  'auth.noAccount': "Don't have an account?",
  'auth.haveAccount': 'Already have an account?',
  'auth.backToSignIn': 'Back to sign in',
  'auth.signingYouIn': 'Signing you in...',
  'auth.errorTitle': 'Authentication Error',
  'auth.backToLogin': 'Back to Login',
  'auth.newPasswordTitle': 'Set New Password',
  'auth.newPassword': 'New Password',
  'auth.confirmPassword': 'Confirm Password',
  'auth.updatePassword': 'Update password',
  'auth.updating': 'Updating…',
  'auth.passwordUpdated': 'Your password has been updated.',
  'auth.linkMissing': 'This link is invalid or has expired. Please request a new one.',
  'auth.home': 'Home',
  'auth.magicDialogTitle': 'Sign in with a link',
  'auth.magicDialogText': "We'll email you a one-time link. No password needed.",
  'me.title': 'My Reservations',
  'me.signedInAs': 'Signed in as {email}',
  'me.refresh': 'Refresh',
  'me.bookNew': 'Book new reservation',
  'me.empty': 'No reservations yet for this email.',
  'me.party': '{n} guests',
  'status.pending': 'pending',
  'status.awaiting_deposit': 'awaiting deposit',
  'status.confirmed': 'confirmed',
  'status.seated': 'seated',
  'status.expired': 'expired',
  'status.cancelled': 'cancelled',
  'notFound.title': 'Oops! Page not found',
  'notFound.text': "The page you're looking for doesn't exist or has moved.",
  'notFound.home': 'Return to Home',
  'legal.lastUpdated': 'Last updated: {date}',
  'legal.backHome': 'Back to Home',
  'legal.contents': 'Contents',
  'common.loading': 'Loading…',
  'common.error': 'Error',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.loadFailed': 'This page could not be loaded.',
  'common.viewPlans': 'View Plans',
  'common.yes': 'Yes',
  'common.no': 'No',
  // The onboarding guard's toast (features/onboarding/guard.ts): it shows before a page renders.
  'onboarding.signIn': 'Please sign in',
} as const;

/**
 * The texts every page loads (ADR 076): header, footer, menus, toasts, errors, every page's title and
 * the home page. Keep it to that: a feature's own texts go in its part below.
 */
export const en = { ...base, ...pageEn, ...homeEn, ...staysSearchEn, ...chatLauncherEn };

/**
 * Feature texts, one chunk per feature and language, loaded with the routes that name the feature in
 * i18n/route-texts.ts (the root route's beforeLoad awaits them, so a page never renders without its
 * texts). A new feature messages file (features/<f>/messages.ts exporting `<f>En`, `<f>Sl` and
 * optionally `<f>DomainSl`) registers with one line here, one in sl.ts's `slParts`, and its routes'
 * entries in route-texts.ts. Import it only through these `import()`s: a static import would put its
 * texts back into every page's first load.
 */
export const enParts = {
  admin: () => import('../features/admin/messages').then((m) => m.adminEn),
  aiReviews: () => import('../features/ai-reviews/messages').then((m) => m.aiReviewsEn),
  auth: () => import('../features/auth/messages').then((m) => m.authEn),
  billing: () => import('../features/billing/messages').then((m) => m.billingEn),
  booking: () => import('../features/booking/messages').then((m) => m.bookingEn),
  chat: () => import('../features/chat/messages').then((m) => m.chatEn),
  busyDays: () => import('../features/ai-ops/busy-days-messages').then((m) => m.busyDaysEn),
  citypacks: () => import('../features/citypacks/messages').then((m) => m.citypacksEn),
  discovery: () => import('../features/discovery/messages').then((m) => m.discoveryEn),
  onboarding: () => import('../features/onboarding/messages').then((m) => m.onboardingEn),
  owner: () => import('../features/owner/messages').then((m) => m.ownerEn),
  ownerStays: () => import('../features/owner-stays/messages').then((m) => m.ownerStaysEn),
  photos: () => import('../features/photos/messages').then((m) => m.photosEn),
  reservations: () => import('../features/reservations/messages').then((m) => m.mineEn),
  reviews: () => import('../features/reviews/messages').then((m) => m.reviewsEn),
  sommelier: () => import('../features/sommelier/messages').then((m) => m.sommelierEn),
  staff: () => import('../features/staff/messages').then((m) => m.staffEn),
  stays: () => import('../features/stays/messages').then((m) => m.staysEn),
  trips: () => import('../features/trips/messages').then((m) => m.tripsEn),
};

export type TextPart = keyof typeof enParts;
type PartKey = { [P in TextPart]: keyof Awaited<ReturnType<(typeof enParts)[P]>> }[TextPart];
/** Every text key, the parts' included: `t('…')` type-checks against all of them. */
export type MessageKey = keyof typeof en | PartKey;
