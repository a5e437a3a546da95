import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchAmount, searchDate, searchFlag, searchRedirect, searchSchema, searchText, searchToken } from './search-params';

const search = searchSchema({
  location: searchText(20),
  budget: searchAmount,
  day: searchDate,
  veg: searchFlag,
  token: searchToken,
  redirect: searchRedirect,
  type: z.literal('stay'),
});

describe('searchSchema', () => {
  it('reads well-formed values, and numbers the router parsed from JSON back as text', () => {
    expect(search.parse({ location: 1000, budget: '20', day: '2026-12-01', veg: '1', token: 12345, redirect: '/me', type: 'stay' })).toEqual({
      location: '1000',
      budget: 20,
      day: '2026-12-01',
      veg: 1,
      token: '12345',
      redirect: '/me',
      type: 'stay',
    });
  });

  it('reads every malformed value as missing instead of throwing', () => {
    const parsed = search.parse({ location: { a: 1 }, budget: -1, day: '1.12.2026', veg: 0, token: '', redirect: '//evil.example', type: 'hotel' });
    expect(parsed).toEqual({});
  });

  it('treats blank text as missing, trims it, and refuses text over its limit', () => {
    expect(search.parse({ location: '   ' }).location).toBeUndefined();
    expect(search.parse({ location: '  Piran ' }).location).toBe('Piran');
    expect(search.parse({ location: 'x'.repeat(21) }).location).toBeUndefined();
  });

  it('accepts no params at all', () => {
    expect(search.parse({})).toEqual({});
  });
});
