import { describe, expect, it } from 'vitest';
import { ownerMay, TABLES } from '../../hold/lifecycle';
import { blockedExceedsTotal, detailsFields, offers, tableSettingsFields } from './schema';

const confirmedOn = (date: string) => ({ status: 'confirmed' as const, date });

describe('owner dining rules (SPEC §4, §5)', () => {
  it('owner actions: Confirm from pending/awaiting_deposit, Seated from confirmed, cancel before seating', () => {
    expect(ownerMay(TABLES, 'confirm', 'pending')).toBe(true);
    expect(ownerMay(TABLES, 'confirm', 'awaiting_deposit')).toBe(true);
    expect(ownerMay(TABLES, 'confirm', 'expired')).toBe(false);
    expect(ownerMay(TABLES, 'seat', 'confirmed')).toBe(true);
    expect(ownerMay(TABLES, 'seat', 'awaiting_deposit')).toBe(false);
    expect(ownerMay(TABLES, 'cancel', 'seated')).toBe(false);
    expect(ownerMay(TABLES, 'cancel', 'cancelled')).toBe(false);
  });

  it("the screen offers Seated on the reservation's day only; Confirm and cancel on any day", () => {
    expect(offers('seat', confirmedOn('2026-06-15'), '2026-06-15')).toBe(true);
    expect(offers('seat', confirmedOn('2026-06-16'), '2026-06-15')).toBe(false);
    expect(offers('seat', confirmedOn('2026-06-14'), '2026-06-15')).toBe(false);
    expect(offers('cancel', confirmedOn('2026-07-01'), '2026-06-15')).toBe(true);
    expect(offers('confirm', { status: 'awaiting_deposit', date: '2026-07-01' }, '2026-06-15')).toBe(true);
  });

  it('tables: total a non-negative integer, blocked clamped at 0, blocked above total flagged', () => {
    expect(tableSettingsFields.safeParse({ totalTables: -1, blockedTables: 0, turnMinutes: 90 }).error?.issues[0]?.message).toBe(
      'Total tables must be a whole number of 0 or more',
    );
    expect(tableSettingsFields.parse({ totalTables: '4', blockedTables: '-2', turnMinutes: '60' })).toEqual({
      totalTables: 4,
      blockedTables: 0,
      turnMinutes: 60,
    });
    expect(blockedExceedsTotal({ totalTables: 3, blockedTables: 4 })).toBe(true);
    expect(blockedExceedsTotal({ totalTables: 3, blockedTables: 3 })).toBe(false);
  });

  it('details: SPEC texts, empty saved as null, parsing twice gives the same value', () => {
    const base = { description: '', cuisine: '', menuUrl: '', vegetarian: false, vegan: false, glutenFree: false };
    const first = (over: object) => detailsFields.safeParse({ ...base, ...over }).error?.issues[0]?.message;
    expect(first({ description: 'x'.repeat(1001) })).toBe('Description must be less than 1000 characters');
    expect(first({ cuisine: 'x'.repeat(101) })).toBe('Cuisine must be less than 100 characters');
    expect(first({ menuUrl: 'menu' })).toBe('Invalid URL');
    const once = detailsFields.parse({ ...base, menuUrl: ' https://example.com/m ' });
    expect(once).toMatchObject({ description: null, cuisine: null, menuUrl: 'https://example.com/m' });
    expect(detailsFields.parse(once)).toEqual(once);
  });
});
