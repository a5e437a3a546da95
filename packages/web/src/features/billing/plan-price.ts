import { PLANS, type PlanProduct } from '@tablestay/core/billing/plans';
import { formatAmount } from '@tablestay/core/money';
import type { Locale } from '../../i18n';

/**
 * A plan's monthly price as the texts write it, from the one price list (core billing/plans.ts):
 * the number only ("29", "2.99"; Slovenian "2,99"), each text places its "€" or "EUR" itself as
 * SPEC words it ("€29/month", "29 EUR/month", "2.99/month").
 */
export const planPrice = (plan: PlanProduct, locale: Locale): string => formatAmount(locale, PLANS[plan].priceCents);

/** Every plan's price by name, for a text that states several: `{restaurant}`, `{stays}`, `{sommelier}`, `{citypacks}`. */
export const planPrices = (locale: Locale): Record<PlanProduct, string> => ({
  restaurant: planPrice('restaurant', locale),
  stays: planPrice('stays', locale),
  sommelier: planPrice('sommelier', locale),
  citypacks: planPrice('citypacks', locale),
});
