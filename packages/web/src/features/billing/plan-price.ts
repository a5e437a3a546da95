import { PLANS, type PlanProduct } from '@tablestay/core/billing/prices';
import type { Locale } from '../../i18n';

/**
 * A plan's monthly price as the texts write it, from the one price list (core billing/prices.ts):
 * the number only ("29", "2.99"; Slovenian "2,99"), each text places its "€" or "EUR" itself.
 */
export function planPrice(plan: PlanProduct, locale: Locale): string {
  const cents = PLANS[plan].priceCents;
  return new Intl.NumberFormat(locale === 'sl' ? 'sl-SI' : 'en-GB', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
}

/** Every plan's price by name, for a text that states several: `{restaurant}`, `{stays}`, `{sommelier}`, `{citypacks}`. */
export const planPrices = (locale: Locale): Record<PlanProduct, string> => ({
  restaurant: planPrice('restaurant', locale),
  stays: planPrice('stays', locale),
  sommelier: planPrice('sommelier', locale),
  citypacks: planPrice('citypacks', locale),
});
