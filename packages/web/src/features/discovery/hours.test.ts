import { describe, expect, it } from 'vitest';
import { isOpenAt, venueClock, weekdayNames } from './hours';

const HOURS = {
  mon: { open: '11:00', close: '22:00' },
  fri: { open: '18:00', close: '02:00' },
  sat: null,
  sun: { open: '12:00:00', close: '21:00:00' },
};

describe('opening hours', () => {
  it('is open between opening and closing time on the day, closing time excluded', () => {
    expect(isOpenAt(HOURS, 'mon', '10:59')).toBe(false);
    expect(isOpenAt(HOURS, 'mon', '11:00')).toBe(true);
    expect(isOpenAt(HOURS, 'mon', '21:59')).toBe(true);
    expect(isOpenAt(HOURS, 'mon', '22:00')).toBe(false);
    expect(isOpenAt(HOURS, 'sun', '20:30')).toBe(true);
  });

  it('counts hours past midnight to the day they started, and a closed day as closed', () => {
    expect(isOpenAt(HOURS, 'fri', '23:30')).toBe(true);
    expect(isOpenAt(HOURS, 'sat', '01:30')).toBe(true);
    expect(isOpenAt(HOURS, 'sat', '02:00')).toBe(false);
    expect(isOpenAt(HOURS, 'sat', '19:00')).toBe(false);
    expect(isOpenAt(HOURS, 'tue', '12:00')).toBe(false);
  });

  it("reads the weekday and time in the venue's zone, not the machine's", () => {
    // 2026-03-29 00:30 UTC is Sunday 01:30 in Ljubljana (before the clocks go forward) and Saturday in New York.
    const instant = new Date('2026-03-29T00:30:00Z');
    expect(venueClock('Europe/Ljubljana', instant)).toEqual({ day: 'sun', time: '01:30' });
    expect(venueClock('America/New_York', instant)).toEqual({ day: 'sat', time: '20:30' });
    expect(venueClock('Pacific/Kiritimati', new Date('2026-01-05T11:00:00Z'))).toEqual({ day: 'tue', time: '01:00' });
  });

  it('names weekdays Monday first in the page language', () => {
    expect(Object.values(weekdayNames('en-GB'))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('sl-SI').mon).toBe('ponedeljek');
  });
});
