import { formatEur } from '../booking/format';
import type { Locale } from '../../i18n';

/** A price without cents when it is whole: "€110" / "110 €"; "€112.50" otherwise. */
export function eur(amount: number, locale: Locale) {
  if (Number.isInteger(amount)) {
    return new Intl.NumberFormat(locale === 'sl' ? 'sl-SI' : 'en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
  }
  return formatEur(amount, locale);
}

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
