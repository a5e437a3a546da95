import { describe, expect, it } from 'vitest';
import { weekdayOf, type Weekday, addDays } from '../../time/zone';
import { fit, forecast, mape, naiveForecast, reliabilityOf, type OccupancyPoint } from './model';

const PROFILE: Record<Weekday, number> = { mon: 0.6, tue: 0.7, wed: 0.8, thu: 0.9, fri: 1.4, sat: 1.6, sun: 1.0 };
const START = '2026-08-24'; // a Monday
const truth = (t: number, date: string) => (20 + 0.1 * t) * PROFILE[weekdayOf(date)];

function series(days: number, shape: (t: number, date: string) => number = truth, capacity = 100): OccupancyPoint[] {
  return Array.from({ length: days }, (_, t) => {
    const date = addDays(START, t);
    return { date, reserved: Math.round(shape(t, date)), capacity };
  });
}
const next = (n: number, from = 90, capacity = 100) => Array.from({ length: n }, (_, i) => ({ date: addDays(START, from + i), capacity }));

describe('busy-day forecast on known data', () => {
  it('recovers a weekly pattern with a trend', () => {
    const f = fit(series(90), new Set());
    expect(f.slope).toBeCloseTo(0.1, 1);
    expect(f.profile.sat / f.profile.mon).toBeCloseTo(1.6 / 0.6, 1);
    const days = forecast(series(90), next(14), new Set());
    expect(days).toHaveLength(14);
    for (const [i, d] of days.entries()) {
      expect(Math.abs(d.expected - truth(90 + i, d.date))).toBeLessThanOrEqual(1);
      expect(d.load).toBe(Math.round((d.expected / d.capacity) * 100));
    }
    // The trend carries on: a Saturday two weeks out beats the last Saturday of the history.
    const sats = days.filter((d) => d.weekday === 'sat');
    expect(sats[1]!.expected).toBeGreaterThan(sats[0]!.expected);
  });

  it('backtests with a small error on a noisy series', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 0.2 + 0.9; // ±10%
    const all = series(104, (t, d) => truth(t, d) * rand());
    const predicted = forecast(all.slice(0, 90), next(14), new Set());
    expect(mape(all.slice(90), predicted)).toBeLessThan(12);
  });

  it('expects a holiday to behave like a Sunday when the history has no holiday', () => {
    const thursday = addDays(START, 94); // START is a Monday, so day 90 is a Sunday
    const plain = forecast(series(90), next(14), new Set());
    const withHoliday = forecast(series(90), next(14), new Set([thursday]));
    const i = plain.findIndex((d) => d.date === thursday);
    expect(withHoliday[i]!.holiday).toBe(true);
    const sunday = plain.find((d) => d.weekday === 'sun')!;
    // The holiday drops from its weekday's level to about the Sunday level of that week.
    expect(withHoliday[i]!.expected).not.toBe(plain[i]!.expected);
    expect(Math.abs(withHoliday[i]!.expected - sunday.expected)).toBeLessThanOrEqual(2);
    // The other days are unchanged.
    expect(withHoliday.filter((_, j) => j !== i)).toEqual(plain.filter((_, j) => j !== i));
  });

  it('learns the holiday factor from past holidays', () => {
    const pastHolidays = [addDays(START, 16), addDays(START, 45), addDays(START, 73)]; // weekdays in the history
    const future = addDays(START, 93);
    const holidays = new Set([...pastHolidays, future]);
    const doubled = series(90, (t, d) => truth(t, d) * (holidays.has(d) ? 2 : 1));
    const f = fit(doubled, holidays);
    expect(f.holidayFactor).toBeCloseTo(2, 1);
    const days = forecast(doubled, next(14), holidays);
    const day = days.find((d) => d.date === future)!;
    expect(Math.abs(day.expected - 2 * truth(93, future))).toBeLessThanOrEqual(2);
  });

  it('closed days and full days stay within capacity', () => {
    const history = series(90).map((p) => (weekdayOf(p.date) === 'mon' ? { ...p, reserved: 0, capacity: 0 } : p));
    const days = forecast(
      history,
      next(14, 90, 30).map((d) => (weekdayOf(d.date) === 'mon' ? { ...d, capacity: 0 } : d)),
      new Set(),
    );
    expect(days.filter((d) => d.weekday === 'mon').map((d) => [d.expected, d.load])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(days.every((d) => d.expected <= d.capacity)).toBe(true);
    expect(days.find((d) => d.weekday === 'sat')!.load).toBe(100);
  });

  it('shows a chart only for a forecast that beat "same weekday last week" on the last weeks (ADR 118)', () => {
    expect(reliabilityOf(series(90), new Set())).toEqual({ reliable: true });
    // Three weeks of bookings are too short.
    const young = series(90).map((p, t) => (t < 69 ? { ...p, reserved: 0 } : p));
    expect(reliabilityOf(young, new Set())).toEqual({ reliable: false, reason: 'short' });
    // The week changed shape eight weeks ago (busy Mondays now, quiet weekends): last week is the better guide.
    const jumpy = series(90, (t, d) => (t < 34 ? truth(t, d) : 60 / PROFILE[weekdayOf(d)]));
    expect(reliabilityOf(jumpy, new Set())).toEqual({ reliable: false, reason: 'noisy' });
  });

  it('carries a run of busy days a little way, and flattens a weekly profile the data does not support', () => {
    let seed = 11;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // No weekly pattern at all: the profile stays near flat.
    const flat = series(90, () => 10 + rand() * 6);
    const f = fit(flat, new Set());
    for (const v of Object.values(f.profile)) expect(Math.abs(v - 1)).toBeLessThan(0.1);
    // The baseline the bench compares with repeats the weekday a week earlier.
    const base = series(90);
    expect(naiveForecast(base.slice(0, 83), base.slice(83)).map((d) => d.expected)).toEqual(base.slice(76, 83).map((p) => p.reserved));
  });
});
