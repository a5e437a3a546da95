import { describe, expect, it } from 'vitest';
import { addDays, dateIn } from './zone';

describe('venue calendar dates', () => {
  it('takes "today" from the venue zone, not the server', () => {
    const instant = new Date('2026-11-21T23:30:00Z');
    expect(dateIn('Europe/Ljubljana', instant)).toBe('2026-11-22');
    expect(dateIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(dateIn('Pacific/Auckland', new Date('2026-11-21T10:59:00Z'))).toBe('2026-11-21');
    expect(dateIn('Pacific/Auckland', new Date('2026-11-21T11:00:00Z'))).toBe('2026-11-22');
  });

  it('adds days across month ends and DST changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
