import type { Locale } from '../i18n';
import { count, formatDate as writeDate } from '../i18n/format';
import { formatAmount, formatEur as euro, toCents } from '../money';

// Values written out the same way in every email (booking, stay and deposit emails).

/** An email's euros as core writes money: "€20.00" in English, "20,00 €" in Slovenian; a plain space in plain-text mail. */
export function formatEur(locale: Locale, amountEur: number): string {
  return euro(locale, toCents(amountEur)).replace(/\u00a0/g, ' ');
}

/** A venue-local calendar date ('YYYY-MM-DD') written out; the zone is irrelevant to a wall date. */
export function formatDate(locale: Locale, date: string): string {
  return writeDate(locale, date, { dateStyle: 'full' });
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

/** An email's euros as a number for "… EUR": '20', '20.50' / '20,50'. */
export const euros = (locale: Locale, amountEur: number) => formatAmount(locale, toCents(amountEur));
