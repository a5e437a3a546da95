import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { planPrices } from '../billing/plan-price';

type Page =
  | 'home'
  | 'find'
  | 'dining'
  | 'restaurant'
  | 'book'
  | 'deposit'
  | 'confirmation'
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
  | 'notFound';

/** Route id → the page's texts; a route not listed here shows the home page's. */
const PAGES: Record<string, Page> = {
  '/': 'home',
  '/find': 'find',
  '/dining': 'dining',
  '/restaurants/$id': 'restaurant',
  '/book': 'book',
  '/deposit/$id': 'deposit',
  '/confirmation/$id': 'confirmation',
  '/waitlist/$id': 'waitlist',
  '/me': 'me',
  '/my-reservations': 'me',
  '/dashboard': 'dashboard',
  '/dashboard_/photos': 'dashboard',
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
  const page: Page = notFound ? 'notFound' : (PAGES[leaf?.routeId ?? '/'] ?? 'home');
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
