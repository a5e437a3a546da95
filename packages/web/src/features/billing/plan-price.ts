import { PLANS, type PlanProduct } from '@tablestay/core/billing/plans';
import type { Locale } from '../../i18n';

/**
 * A plan's monthly price as the texts write it, from the one price list (core billing/plans.ts):
 * the number only ("29", "2.99"; Slovenian "2,99"), each text places its "€" or "EUR" itself.
 */
export function planPrice(plan: PlanProduct, locale: Locale): string {
  return euros(PLANS[plan].priceCents, locale);
}

/**
 * Cents as Intl.NumberFormat writes euros in en-GB ("1,299.50", "29") and sl-SI ("1.299,50"), written
 * out: every page's description takes the plan prices (page-meta.tsx), and the first NumberFormat
 * loads ICU's number data, a long task on a phone during the first render (ADR 090).
 */
export function euros(cents: number, locale: Locale): string {
  // Slovenian groups thousands from five digits on ("1000", "10.000"), English from four.
  const [group, decimal, groupFrom] = locale === 'sl' ? ['.', ',', 5] : [',', '.', 4];
  const digits = String(Math.floor(cents / 100));
  const whole = digits.length >= groupFrom ? digits.replace(/\B(?=(\d{3})+$)/g, group) : digits;
  return cents % 100 === 0 ? whole : `${whole}${decimal}${String(cents % 100).padStart(2, '0')}`;
}

/** Every plan's price by name, for a text that states several: `{restaurant}`, `{stays}`, `{sommelier}`, `{citypacks}`. */
export const planPrices = (locale: Locale): Record<PlanProduct, string> => ({
  restaurant: planPrice('restaurant', locale),
  stays: planPrice('stays', locale),
  sommelier: planPrice('sommelier', locale),
  citypacks: planPrice('citypacks', locale),
});
