import { describe, expect, it } from 'vitest';
import { isOpenAt, openingWindow } from './hours';

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
