import type { Locale } from '../i18n';
import { formatAmount, formatEur } from '../money';
import { formatDate, formatRating, pluralCategory } from './format';

/**
 * The formatters a page's first lists use (prices, ratings, counts, dates), made one per step so a
 * caller can run each in a task of its own before the data arrives: making the first formatter of a
 * kind loads the language's ICU data, which otherwise lands in the render that shows the list.
 */
export const formatWarmUps = (locale: Locale): (() => void)[] => [
  () => formatEur(locale, 100, { whole: true }) + formatEur(locale, 150),
  () => formatAmount(locale, 2900) + formatAmount(locale, 299),
  () => formatRating(locale, 4.5) + pluralCategory(locale, 2),
  () => formatDate(locale, '2026-01-01'),
];
