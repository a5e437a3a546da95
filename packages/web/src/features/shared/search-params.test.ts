import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  searchAmount,
  searchCount,
  searchDate,
  searchEnum,
  searchFlag,
  searchRedirect,
  searchSchema,
  searchText,
  searchToken,
  searchUuid,
} from './search-params';

const search = searchSchema({
  location: searchText(20),
  budget: searchAmount,
  day: searchDate,
  veg: searchFlag,
  token: searchToken,
  redirect: searchRedirect,
  type: searchEnum(['stay']),
  guests: searchCount,
  booking: searchUuid,
});

describe('searchSchema', () => {
  it('reads well-formed values, and numbers the router parsed from JSON back as text', () => {
    expect(search({ location: 1000, budget: '20', day: '2026-12-01', veg: '1', token: 12345, redirect: '/me', type: 'stay', guests: '3' })).toEqual({
      location: '1000',
      budget: 20,
      day: '2026-12-01',
      veg: 1,
      token: '12345',
      redirect: '/me',
      type: 'stay',
      guests: 3,
    });
  });

  it("reads a booking's id only as a UUID (a notification's link, ADR 119)", () => {
    const id = '0b6f3a2e-5c1d-4e7f-9a8b-1c2d3e4f5a6b';
    expect(search({ booking: id })).toEqual({ booking: id });
    for (const bad of ['', 'not-an-id', `${id}x`, 12345, { id }, 'x'.repeat(500)]) expect(search({ booking: bad })).toEqual({});
  });

  it('reads every malformed value as missing instead of throwing', () => {
    const parsed = search({ location: { a: 1 }, budget: -1, day: '1.12.2026', veg: 0, token: '', redirect: '//evil.example', type: 'hotel', guests: 2.5 });
    expect(parsed).toEqual({});
    expect(search({ redirect: '/\\evil.example', budget: 'x', guests: 'two', token: 'x'.repeat(201) })).toEqual({});
  });

  it('reads a number only from a number or decimal text: blank, null, true and lists are not numbers', () => {
    expect(search({ budget: '05', guests: '-1' })).toEqual({ budget: 5, guests: -1 });
    for (const raw of ['', ' ', null, true, false, [2], { n: 2 }, '0x10', '1e3', '2.', 'Infinity']) {
      expect(search({ budget: raw, guests: raw })).toEqual({});
    }
  });

  it('treats blank text as missing, trims it, and refuses text over its limit', () => {
    expect(search({ location: '   ' }).location).toBeUndefined();
    expect(search({ location: '  Piran ' }).location).toBe('Piran');
    expect(search({ location: 'x'.repeat(21) }).location).toBeUndefined();
  });

  it('accepts no params at all, and drops params it does not know', () => {
    expect(search({})).toEqual({});
    expect(search({ other: 'x' })).toEqual({});
  });

  it('also takes a Standard Schema field (a zod schema), leniently', () => {
    const withZod = searchSchema({ mode: z.enum(['a', 'b']) });
    expect(withZod({ mode: 'a' })).toEqual({ mode: 'a' });
    expect(withZod({ mode: 'c' })).toEqual({});
  });
});
