import { describe, expect, it } from 'vitest';
import { addDays } from '../../time/zone';
import { forecast, type OccupancyPoint } from './model';

const START = '2026-08-24';
const CAP = 10;

// A property whose stays are all booked exactly 3 days ahead: a day's rooms are known 0–2 days before it, none earlier.
const occupied = (t: number) => 3 + (t % 5); // 3..7, no weekly pattern
const history: OccupancyPoint[] = Array.from({ length: 60 }, (_, t) => ({ date: addDays(START, t), reserved: occupied(t), capacity: CAP }));
const future = Array.from({ length: 14 }, (_, i) => ({ date: addDays(START, 60 + i), capacity: CAP }));
const byLead = (rooms: number) => Array.from({ length: 14 }, (_, lead) => (lead < 3 ? rooms : 0));
const onBooks = new Map([...history.map((p) => [p.date, byLead(p.reserved)] as const), ...future.map((d, i) => [d.date, byLead(i === 1 ? 9 : 2)] as const)]);

describe('busy-day forecast with what is on the books (ADR 120)', () => {
  it('takes what is booked for the next days, and the usual level where nothing is booked yet', () => {
    const days = forecast(history, future, new Set(), onBooks);
    // Leads 0–2: nothing is picked up after, so the booked rooms are the forecast (9 tomorrow, a busy day).
    expect(days.slice(0, 3).map((d) => d.expected)).toEqual([2, 9, 2]);
    // Further out nothing is booked yet at this lead: all of the usual 5 rooms are still to come.
    expect(days.slice(3).every((d) => d.expected === 5)).toBe(true);
    expect(days[1]!.load).toBe(90);
  });

  it('without bookings on the books (restaurants), is the history-only forecast', () => {
    expect(forecast(history, future, new Set(), undefined)).toEqual(forecast(history, future, new Set()));
    // A day it has no books for keeps the history-only figure.
    const partial = new Map([...onBooks].filter(([date]) => date !== future[5]!.date));
    expect(forecast(history, future, new Set(), partial)[5]).toEqual(forecast(history, future, new Set())[5]);
  });

  it('keeps the weekly pattern when the history holds no stay known ahead (entered after the nights)', () => {
    // Both rooms full two nights a week, every stay entered after it: nothing was ever on the books ahead.
    const weekly: OccupancyPoint[] = Array.from({ length: 42 }, (_, t) => ({ date: addDays(START, t), reserved: t % 7 < 2 ? 2 : 0, capacity: 2 }));
    const next = Array.from({ length: 14 }, (_, i) => ({ date: addDays(START, 42 + i), capacity: 2 }));
    const none = new Map([...weekly, ...next].map((d) => [d.date, Array.from({ length: 14 }, () => 0)] as const));
    const days = forecast(weekly, next, new Set(), none);
    expect(days).toEqual(forecast(weekly, next, new Set()));
    expect(days.filter((d) => d.expected === 2).map((d) => d.weekday)).toEqual([days[0]!.weekday, days[1]!.weekday, days[7]!.weekday, days[8]!.weekday]);
  });
});
