import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import type { FileRoutesById } from '../../routeTree.gen';
import { planPrices } from '../billing/plan-price';

type Page =
  | 'home'
  | 'find'
  | 'dining'
  | 'restaurant'
  | 'book'
  | 'deposit'
  | 'confirmation'
  | 'trip'
  | 'waitlist'
  | 'me'
  | 'dashboard'
  | 'auth'
  | 'resetPassword'
  | 'stays'
  | 'staysBrowse'
  | 'property'
  | 'stayBook'
  | 'rateStay'
  | 'terms'
  | 'privacy'
  | 'onboarding'
  | 'joinRestaurant'
  | 'listProperty'
  | 'subscription'
  | 'plans'
  | 'affiliate'
  | 'sommelier'
  | 'citypacks'
  | 'feedback'
  | 'rate'
  | 'verify'
  | 'ownerStays'
  | 'ownerPhotos'
  | 'ownerStaff'
  | 'invite'
  | 'adminFeatured'
  | 'notFound';

/** Route id → the page's texts: every route names its own (a new route without one fails the typecheck). */
const PAGES: Record<Exclude<keyof FileRoutesById, '__root__'>, Page> = {
  '/': 'home',
  '/find': 'find',
  '/dining': 'dining',
  '/restaurants/$id': 'restaurant',
  '/book': 'book',
  '/deposit/$id': 'deposit',
  '/confirmation/$id': 'confirmation',
  '/trips/$id': 'trip',
  '/waitlist/$id': 'waitlist',
  '/me': 'me',
  '/my-reservations': 'me',
  '/dashboard': 'dashboard',
  '/dashboard_/photos': 'ownerPhotos',
  '/dashboard_/staff': 'ownerStaff',
  '/invite': 'invite',
  '/dashboard_/stays': 'ownerStays',
  '/admin/featured-listings': 'adminFeatured',
  '/r/$id': 'feedback',
  '/rate/$id': 'rate',
  '/auth/verify': 'verify',
  '/auth/': 'auth',
  '/auth/callback': 'auth',
  '/auth/reset-password': 'resetPassword',
  '/stays/': 'stays',
  '/stays/find': 'staysBrowse',
  '/stays/$id': 'property',
  '/stays/book': 'stayBook',
  '/rate-stay/$id': 'rateStay',
  '/legal/terms': 'terms',
  '/legal/privacy': 'privacy',
  '/privacy-policy': 'privacy',
  '/owners/onboarding': 'onboarding',
  '/onboarding/restaurant': 'joinRestaurant',
  '/onboarding/property': 'listProperty',
  '/subscription': 'subscription',
  '/plans': 'plans',
  '/affiliate': 'affiliate',
  '/sommelier': 'sommelier',
  '/citypacks': 'citypacks',
};

/** Sets the document title and meta description for the page shown, in the current language. */
export function PageMeta() {
  const { t, locale } = useI18n();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  // An unknown path matches only the root route; a page may also answer "not found" itself.
  const notFound = leaf?.routeId === '__root__' || matches.some((m) => m.status === 'notFound');
  const page: Page = notFound ? 'notFound' : (PAGES[(leaf?.routeId ?? '/') as keyof typeof PAGES] ?? 'home');
  const title = t(`page.${page}.title` as MessageKey);
  // A description that states plan prices takes them by plan name ({restaurant}, …).
  const description = t(`page.${page}.description` as MessageKey, planPrices(locale));
  useEffect(() => {
    document.title = page === 'home' ? title : `${title} · TableStay`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [page, title, description]);
  return null;
}
