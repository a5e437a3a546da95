import { describe, expect, it } from 'vitest';
import { billingEn, billingSl } from './messages';
import { planPrice, planPrices } from './plan-price';

const format = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? `{${k}}`);

describe('plan prices in the texts', () => {
  it('are the price list as the texts write it (SPEC §1: 29 and 79 EUR, add-ons 2.99)', () => {
    expect(planPrices('en')).toEqual({ restaurant: '29', stays: '79', sommelier: '2.99', citypacks: '2.99' });
    expect(planPrices('sl')).toEqual({ restaurant: '29', stays: '79', sommelier: '2,99', citypacks: '2,99' });
  });

  it('read as before in both languages', () => {
    expect(format(billingEn['billing.price'], { price: planPrice('restaurant', 'en') })).toBe('€29/month');
    expect(format(billingSl['billing.price'], { price: planPrice('sommelier', 'sl') })).toBe('2,99 €/mesec');
    expect(format(billingEn['billing.card.stays'], { price: planPrice('stays', 'en') })).toBe('Stays Subscription (€79/month)');
  });
});
