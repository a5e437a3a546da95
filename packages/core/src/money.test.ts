import { describe, expect, it } from 'vitest';
import { formatAmount, formatEur, fromCents, isWholeCents, timesEur, toCents } from './money';

describe('formatEur', () => {
  it('writes cents as euros the way each language does', () => {
    expect(formatEur('en', 2000)).toBe('€20.00');
    expect(formatEur('sl', 2000)).toBe('20,00\u00a0€');
    expect(formatEur('en', 123450)).toBe('€1,234.50');
    expect(formatEur('sl', 1234550)).toBe('12.345,50\u00a0€');
    expect(formatEur('en', 11000, { whole: true })).toBe('€110');
    expect(formatEur('sl', 299, { whole: true })).toBe('2,99\u00a0€');
    expect(formatEur('en', 11250, { whole: true })).toBe('€112.50');
  });

  it('writes an amount without the sign, cents only when there are any', () => {
    expect([2900, 299, 129950, 1000000].map((c) => formatAmount('en', c))).toEqual(['29', '2.99', '1,299.50', '10,000']);
    // Slovenian groups thousands from five digits on.
    expect([2900, 299, 129950, 1000000].map((c) => formatAmount('sl', c))).toEqual(['29', '2,99', '1299,50', '10.000']);
  });

  it('takes euros through toCents without float noise', () => {
    expect(toCents(110.1 * 3)).toBe(33030);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(formatEur('en', toCents(19.99))).toBe('€19.99');
  });
});

describe('cents arithmetic', () => {
  it('converts both ways and multiplies in whole cents', () => {
    expect(toCents(20.1)).toBe(2010);
    expect(fromCents(2010)).toBe(20.1);
    expect(timesEur(110.1, 3)).toBe(330.3);
    expect(timesEur(0.1, 3)).toBe(0.3);
  });

  it('tells a whole number of cents from a finer amount', () => {
    expect(isWholeCents(12.5)).toBe(true);
    expect(isWholeCents(0.07)).toBe(true);
    expect(isWholeCents(12.505)).toBe(false);
  });
});
