import { describe, expect, it } from 'vitest';
import { byIdInput, listInput, searchInput, suggestInput } from './schema';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('find form schema (shared with the web)', () => {
  it('trims the location and reads the budget as a number', () => {
    expect(searchInput.parse({ location: '  Ljubljana ' })).toEqual({ location: 'Ljubljana' });
    expect(searchInput.parse({ location: 'Bled', budget: '30' })).toEqual({ location: 'Bled', budget: 30 });
    expect(searchInput.parse({ location: 'Bled', budget: 0 })).toEqual({ location: 'Bled', budget: 0 });
    expect(searchInput.parse({ location: 'Bled', budget: '' })).toEqual({ location: 'Bled' });
    expect(searchInput.parse({ location: 'Bled', budget: null })).toEqual({ location: 'Bled' });
  });

  it('cleans control characters and cuts very long text instead of refusing it', () => {
    expect(searchInput.parse({ location: 'Lju\u0000bl\tjana\n' }).location).toBe('Lju bl jana');
    expect(searchInput.parse({ location: 'x'.repeat(1000) }).location).toHaveLength(200);
  });

  it.each([{ location: '' }, { location: ' \n\t ' }, { location: '\u0000' }, {}, { location: 5 }])('requires a location: %j', (input) => {
    expect(firstMessage(searchInput.safeParse(input))).toBe('Location required');
  });

  it.each([-1, -0.5, '-3', 'abc', Infinity, Number.NaN])('budget %s → "Budget must be 0 or more"', (budget) => {
    expect(firstMessage(searchInput.safeParse({ location: 'Bled', budget }))).toBe('Budget must be 0 or more');
  });

  it('typeahead, list and detail inputs never trip on odd values', () => {
    expect(suggestInput.parse({ q: '  ljub  ' })).toEqual({ q: 'ljub' });
    expect(suggestInput.parse({ q: 42 })).toEqual({ q: '' });
    expect(suggestInput.parse({})).toEqual({ q: '' });
    expect(listInput.parse(undefined)).toEqual({});
    expect(listInput.parse({ vegOnly: true })).toEqual({ vegOnly: true });
    expect(firstMessage(byIdInput.safeParse({ id: 3 }))).toBe('Restaurant not found');
  });
});
