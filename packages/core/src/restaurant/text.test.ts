import { describe, expect, it } from 'vitest';
import { foldText, searchParts, searchPattern, textToRegex } from './text';

// JavaScript's regex engine stands in for Postgres's here (same syntax for what textToRegex emits);
// the integration tests run the real thing.

const matches = (query: string, text: string) => new RegExp(textToRegex(query)).test(text.toLowerCase());

describe('search text', () => {
  it('folds case and the diacritics of the region', () => {
    expect(foldText('Hiša ČEVLJARSKA Đakovo Łódź Café')).toBe('hisa cevljarska dakovo lodz cafe');
  });

  it.each([
    ['hisa', 'Hiša Celeia'],
    ['HIŠA', 'Hiša Celeia'],
    ['okrepcevalnica', 'Okrepčevalnica Bled'],
    ['čevljarska', 'Čevljarska ulica 20'],
    ['cevljarska', 'Čevljarska ulica 20'],
    ['ljub', 'Ljubljana'],
    ['café', 'Café & brunch'],
    ['café', 'Cafe Central'],
    ['ç', 'ç'],
    ['kranjska gora', 'Kranjska Gora'],
  ])('%s matches %s', (query, text) => {
    expect(matches(query, text)).toBe(true);
  });

  it.each([
    ['hisa', 'Hiza'],
    // Plain vowels stay plain: every alternative costs index lookups (ADR 015).
    ['cafe', 'Café'],
    ['bled', 'Ljubljana'],
    ['.*', 'anything at all'],
    ['a+', 'aaa'],
    ['(', 'x'],
  ])('%s does not match %s', (query, text) => {
    expect(matches(query, text)).toBe(false);
  });

  it('keeps regex metacharacters literal', () => {
    expect(textToRegex('a.b*(c)|[d]\\e$^')).toBe('a\\.b\\*\\([cčć]\\)\\|\\[[dđ]\\]\\\\e\\$\\^');
    expect(textToRegex('Hiša Ćevapi')).toBe('hi[sš]a [cčć]evapi');
    expect(matches('.*', '.*')).toBe(true);
    expect(matches('50% off', 'now 50% off')).toBe(true);
  });

  it('searches a comma-separated location by its parts, most specific first', () => {
    expect(searchParts('Ljubljana, Slovenia')).toEqual(['Ljubljana', 'Slovenia']);
    expect(searchParts('a, b, Bled')).toEqual(['Bled']);
    expect(searchParts('Bled')).toEqual(['Bled']);
    expect(searchParts('  ')).toEqual([]);
    const p = searchPattern('Zeleni Vrt, Ljubljana')!;
    expect(p.first).toBe(textToRegex('Zeleni Vrt'));
    expect(p.any).toBe(`(${textToRegex('Zeleni Vrt')}|${textToRegex('Ljubljana')})`);
    expect(searchPattern(', ,')).toBeNull();
  });
});
