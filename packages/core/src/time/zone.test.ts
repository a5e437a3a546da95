import { describe, expect, it } from 'vitest';
import { addDays, dateIn, isOpenAt, openingWindow } from './zone';

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

const HOURS = {
  mon: { open: '11:00', close: '22:00' },
  fri: { open: '18:00', close: '02:00' },
  sat: null,
  sun: { open: '12:00', close: '24:00' },
};
// 2026-06-15 is a Monday.
const MON = '2026-06-15';
const FRI = '2026-06-19';
const SAT = '2026-06-20';
const SUN = '2026-06-21';
const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

describe('isOpenAt', () => {
  it('is open between opening and closing time on the day, closing time excluded', () => {
    expect(isOpenAt(HOURS, MON, m('10:59'))).toBe(false);
    expect(isOpenAt(HOURS, MON, m('11:00'))).toBe(true);
    expect(isOpenAt(HOURS, MON, m('21:59'))).toBe(true);
    expect(isOpenAt(HOURS, MON, m('22:00'))).toBe(false);
    expect(isOpenAt(HOURS, SUN, m('23:59'))).toBe(true);
  });

  it('counts hours past midnight to the day they started, and a closed day as closed', () => {
    expect(isOpenAt(HOURS, FRI, m('23:30'))).toBe(true);
    expect(isOpenAt(HOURS, SAT, m('01:30'))).toBe(true);
    expect(isOpenAt(HOURS, SAT, m('02:00'))).toBe(false);
    expect(isOpenAt(HOURS, SAT, m('19:00'))).toBe(false);
    expect(isOpenAt(HOURS, '2026-06-16', m('12:00'))).toBe(false); // Tuesday: no entry
    // Sunday closes at 24:00: nothing carries into Monday morning.
    expect(isOpenAt(HOURS, '2026-06-22', m('00:30'))).toBe(false);
  });

  it('agrees with the booking rules’ window, and says closed for a venue without hours', () => {
    expect(openingWindow(HOURS, FRI)).toEqual({ open: m('18:00'), close: 26 * 60 });
    expect(isOpenAt(null, MON, m('12:00'))).toBe(false);
  });
});
