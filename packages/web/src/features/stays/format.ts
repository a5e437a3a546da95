import { formatEur } from '@tablestay/core/i18n/format';
import type { Locale } from '../../i18n';

/** A price without cents when it is whole: "€110" / "110 €"; "€112.50" otherwise. */
export const eur = (amount: number, locale: Locale) => formatEur(locale, amount, { whole: true });

export const NIGHT_FORMS = {
  one: 'stays.nights.one',
  two: 'stays.nights.two',
  few: 'stays.nights.few',
  other: 'stays.nights.other',
} as const;

export const STAY_COUNT = {
  one: 'stays.count.one',
  two: 'stays.count.two',
  few: 'stays.count.few',
  other: 'stays.count.other',
} as const;
