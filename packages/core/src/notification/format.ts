import type { Locale } from '../i18n';
import { count, dateTimeFormat, formatEur as euro, tagOf } from '../i18n/format';

// Values written out the same way in every email (booking, stay and deposit emails).

/** "€20.00" in English, "20,00 €" in Slovenian; a plain space in plain-text mail. */
export function formatEur(locale: Locale, amountEur: number): string {
  return euro(locale, amountEur).replace(/\u00a0/g, ' ');
}

/** A venue-local calendar date ('YYYY-MM-DD') written out; the zone is irrelevant to a wall date. */
export function formatDate(locale: Locale, date: string): string {
  return dateTimeFormat(tagOf(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** 'YYYY-MM-DD' → '15. 6. 2026' (sl) or '15 Jun 2026' (en), without any zone conversion. */
export function shortDate(locale: Locale, date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (locale === 'sl') return `${d}. ${m}. ${y}`;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(m ?? 1) - 1];
  return `${d} ${month} ${y}`;
}

/** A number of guests with its plural ('3 osebe', '3 guests'). */
export const people = (locale: Locale, n: number) => count(locale, 'people', n);

/** A number of nights with its plural. */
export const nightsText = (locale: Locale, n: number) => count(locale, 'nights', n);

/** An amount in euros without a trailing '.00' ('20', '20.50'). */
export const euros = (n: number) => n.toFixed(2).replace(/\.00$/, '');
