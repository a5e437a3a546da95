import { describe, expect, it } from 'vitest';
import { count, dateTimeFormat, formatDate, formatRating, numberFormat, plural, pluralCategory, weekdayNames } from './format';

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

describe('Intl formatters', () => {
  it('are made once per language and options, and reused', () => {
    expect(numberFormat('sl-SI', { maximumFractionDigits: 1 })).toBe(numberFormat('sl-SI', { maximumFractionDigits: 1 }));
    expect(numberFormat('sl-SI', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-GB', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).not.toBe(dateTimeFormat('en-GB', { timeZone: 'Europe/Ljubljana' }));
    expect(formatRating('sl', 4.56)).toBe('4,6');
    expect(formatRating('sl', 4.56)).toBe('4,6');
  });
});

describe('formatDate', () => {
  it('puts a Slovenian month after a day in the genitive, in every style that writes the day', () => {
    expect(formatDate('sl', '2026-12-27')).toBe('27. decembra 2026');
    expect(formatDate('sl', '2026-12-27', { day: 'numeric', month: 'long' })).toBe('27. decembra');
    expect(formatDate('sl', '2026-12-27', { dateStyle: 'full' })).toBe('nedelja, 27. decembra 2026');
    expect(formatDate('sl', '2026-03-01', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })).toBe('ned., 1. marca 2026');
    const genitive = ['januarja', 'februarja', 'marca', 'aprila', 'maja', 'junija', 'julija', 'avgusta', 'septembra', 'oktobra', 'novembra', 'decembra'];
    expect(Array.from({ length: 12 }, (_, m) => formatDate('sl', `2026-${String(m + 1).padStart(2, '0')}-15`))).toEqual(genitive.map((g) => `15. ${g} 2026`));
  });

  it('leaves a month without a day, short months and English as Intl writes them', () => {
    expect(formatDate('sl', '2026-12-27', { month: 'long', year: 'numeric' })).toBe('december 2026');
    expect(formatDate('sl', '2026-12-27', { day: 'numeric', month: 'short' })).toBe('27. dec.');
    expect(formatDate('en', '2026-12-27')).toBe('27 December 2026');
  });

  it('writes a calendar date as that day in any zone, an instant in the zone asked for', () => {
    expect(formatDate('en', '2026-12-27T23:30:00Z')).toBe('27 December 2026');
    expect(formatDate('sl', new Date('2026-12-27T23:30:00Z'), { dateStyle: 'long', timeZone: 'Europe/Ljubljana' })).toBe('28. decembra 2026');
    expect(formatDate('sl', new Date('2026-12-27T23:30:00Z'), { dateStyle: 'long', timeZone: 'America/New_York' })).toBe('27. decembra 2026');
  });
});

describe('weekdayNames', () => {
  it('names weekdays Monday first in the language', () => {
    expect(Object.values(weekdayNames('en'))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('sl').mon).toBe('ponedeljek');
  });
});
