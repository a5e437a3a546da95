import { describe, expect, it } from 'vitest';
import { count, dateTimeFormat, formatEur, formatRating, numberFormat, plural, pluralCategory } from './format';

describe('plural', () => {
  it.each([
    [1, '1 oseba'],
    [2, '2 osebi'],
    [3, '3 osebe'],
    [4, '4 osebe'],
    [5, '5 oseb'],
    [11, '11 oseb'],
    [12, '12 oseb'],
    [21, '21 oseb'],
    [100, '100 oseb'],
    [101, '101 oseba'],
    [102, '102 osebi'],
    [103, '103 osebe'],
    [104, '104 osebe'],
    [105, '105 oseb'],
    [0, '0 oseb'],
  ])('Slovenian: %i → %s', (n, text) => {
    expect(count('sl', 'people', n)).toBe(text);
  });

  it('uses all four Slovenian forms and two English ones', () => {
    expect([1, 2, 3, 5].map((n) => pluralCategory('sl', n))).toEqual(['one', 'two', 'few', 'other']);
    expect([1, 2, 3, 5].map((n) => pluralCategory('en', n))).toEqual(['one', 'other', 'other', 'other']);
    expect([1, 2, 5].map((n) => count('en', 'people', n))).toEqual(['1 guest', '2 guests', '5 guests']);
    expect([1, 2, 3, 5].map((n) => count('sl', 'nights', n))).toEqual(['1 noč', '2 noči', '3 noči', '5 noči']);
  });

  it('replaces every {n}', () => {
    expect(plural('sl', 2, { one: '{n}', two: 'Samo še {n} ({n})', few: '', other: '' })).toBe('Samo še 2 (2)');
  });
});

describe('formatRating', () => {
  it("writes one decimal with the language's separator", () => {
    expect([4, 3.45, 4.96].map((r) => formatRating('en', r))).toEqual(['4.0', '3.5', '5.0']);
    expect([4, 3.45, 4.96].map((r) => formatRating('sl', r))).toEqual(['4,0', '3,5', '5,0']);
  });
});

describe('formatEur', () => {
  it('writes euros the way each language does', () => {
    expect(formatEur('en', 20)).toBe('€20.00');
    expect(formatEur('sl', 20)).toBe('20,00\u00a0€');
    expect(formatEur('en', 1234.5)).toBe('€1,234.50');
    expect(formatEur('sl', 12345.5)).toBe('12.345,50\u00a0€');
    expect(formatEur('en', 110, { whole: true })).toBe('€110');
    expect(formatEur('en', 112.5, { whole: true })).toBe('€112.50');
  });
});

describe('Intl formatters', () => {
  it('are made once per language and options, and reused', () => {
    expect(numberFormat('sl-SI', { maximumFractionDigits: 1 })).toBe(numberFormat('sl-SI', { maximumFractionDigits: 1 }));
    expect(numberFormat('sl-SI', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-GB', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).not.toBe(dateTimeFormat('en-GB', { timeZone: 'Europe/Ljubljana' }));
    expect(formatRating('sl', 4.56)).toBe('4,6');
    expect(formatRating('sl', 4.56)).toBe('4,6');
  });
});
