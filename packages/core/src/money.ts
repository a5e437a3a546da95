import type { Locale } from './i18n';
import { numberFormat, tagOf } from './i18n/format';

/**
 * Money, the one module (ADR 108): every amount is counted, compared and written in whole euro
 * cents. Prices and deposits are stored and sent as euros (numeric columns, `deposit_eur`), so a caller
 * converts at the edge with `toCents` and back with `fromCents`; no other module multiplies or divides
 * by 100. Pure: the web imports it.
 */

/** Euros to whole cents (float noise rounded away: 20.1 → 2010). */
export const toCents = (eur: number): number => Math.round(eur * 100);

/** Whole cents to euros, as the API and the numeric columns take them. */
export const fromCents = (cents: number): number => cents / 100;

/** `count` times a euro price, summed in cents so totals never carry float noise (110.1 × 3 = 330.3). */
export const timesEur = (eur: number, count: number): number => fromCents(toCents(eur) * count);

/** A euro amount that is a whole number of cents (a form's "step 0.01"). */
export const isWholeCents = (eur: number): boolean => Math.abs(eur * 100 - toCents(eur)) < 1e-6;

/**
 * An amount of euro cents as the language writes it: "€20.00" / "20,00 €"; `whole` drops ".00" from
 * a whole amount ("€110" / "110 €"). Slovenian separates the sign with a no-break space, as Intl does.
 * The one money formatter of the pages, the local payment pages and the emails.
 */
export function formatEur(locale: Locale, cents: number, opts: { whole?: boolean } = {}): string {
  const drop = opts.whole && cents % 100 === 0;
  // en-GB writes euros as en-IE does; one English tag means one language's number data to load.
  return numberFormat(tagOf(locale), {
    style: 'currency',
    currency: 'EUR',
    ...(drop ? { maximumFractionDigits: 0 } : {}),
  }).format(fromCents(cents));
}

/**
 * An amount of euro cents as a number only, for texts that place "€" or "EUR" themselves (SPEC's
 * "29 EUR/month"): "29", "2.99" / "2,99", cents only when there are any.
 */
export function formatAmount(locale: Locale, cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return numberFormat(tagOf(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fromCents(cents));
}
