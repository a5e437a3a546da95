import { describe, expect, it } from 'vitest';
import type { OpenHours } from '../db/types';
import { openingWindow, isPast, offsetMinutes, toMinutes, wallClock, wallToInstant, weekdayOf } from '../time/zone';
import { allocateOffers, bookableTables, busyAt, fits, timeRule, withinHours, type VenueRules } from './capacity';

const m = toMinutes;

describe('capacity with turn time (ADR 011)', () => {
  it('with a 30-minute turn is exactly SPEC per-slot count: below the total is available', () => {
    const holders = [m('19:00'), m('19:00'), m('19:30')];
    expect(fits(holders, m('19:00'), 30, 3)).toBe(true);
    expect(fits([...holders, m('19:00')], m('19:00'), 30, 3)).toBe(false);
    // Neighbouring slots do not interfere when a table turns every 30 minutes.
    expect(fits([m('19:00'), m('19:00'), m('19:00')], m('19:30'), 30, 3)).toBe(true);
    expect(fits([m('19:00'), m('19:00'), m('19:00')], m('18:30'), 30, 3)).toBe(true);
  });

  it('with a 90-minute turn a 19:00 table also blocks 19:30 and 20:00 but not 20:30', () => {
    const holders = [m('19:00')];
    expect(busyAt(holders, m('19:00'), 90)).toBe(1);
    expect(busyAt(holders, m('19:30'), 90)).toBe(1);
    expect(busyAt(holders, m('20:00'), 90)).toBe(1);
    expect(busyAt(holders, m('20:30'), 90)).toBe(0);
    expect(fits(holders, m('19:30'), 90, 1)).toBe(false);
    expect(fits(holders, m('20:00'), 90, 1)).toBe(false);
    expect(fits(holders, m('20:30'), 90, 1)).toBe(true);
    // A booking at 18:00 would still be at its table at 19:00.
    expect(fits(holders, m('18:00'), 90, 1)).toBe(false);
    expect(fits(holders, m('17:30'), 90, 1)).toBe(true);
  });

  it('is exact interval scheduling, not a count over the window', () => {
    // Two tables: 18:00 and 19:30 never overlap each other, so 18:30 fits once but not twice.
    const holders = [m('18:00'), m('19:30')];
    expect(fits(holders, m('18:30'), 90, 2)).toBe(true);
    expect(fits([...holders, m('18:30')], m('18:30'), 90, 2)).toBe(false);
    // A window count would see 3 bookings in 18:00–21:00 and say full; 20:30 fits with 2 tables.
    expect(fits([m('18:00'), m('19:30'), m('19:30')], m('21:00'), 90, 2)).toBe(true);
  });

  it('counts only tables that are not blocked', () => {
    expect(bookableTables({ total_tables: 7, blocked_tables: 2 })).toBe(5);
    expect(bookableTables({ total_tables: 3, blocked_tables: 3 })).toBe(0);
    expect(fits([], m('19:00'), 90, 0)).toBe(false);
  });
});

describe('opening hours', () => {
  const hours: OpenHours = {
    mon: { open: '11:00', close: '22:00' },
    tue: null,
    fri: { open: '18:00', close: '02:00' },
    sat: { open: '12:00', close: '00:00' },
  };
  // 2026-06-15 is a Monday.
  it('reads the weekday from the calendar date, whatever the zone', () => {
    expect(weekdayOf('2026-06-15')).toBe('mon');
    expect(weekdayOf('2026-03-29')).toBe('sun');
  });

  it('a slot is bookable when open at its start and the whole turn ends by closing', () => {
    expect(withinHours(hours, '2026-06-15', m('11:00'), 90)).toBe(true);
    expect(withinHours(hours, '2026-06-15', m('10:30'), 90)).toBe(false);
    expect(withinHours(hours, '2026-06-15', m('20:30'), 90)).toBe(true);
    expect(withinHours(hours, '2026-06-15', m('21:00'), 90)).toBe(false);
    expect(withinHours(hours, '2026-06-15', m('21:30'), 30)).toBe(true);
  });

  it('closed days: null, missing or unreadable; no hours at all means always open', () => {
    expect(withinHours(hours, '2026-06-16', m('12:00'), 30)).toBe(false); // tue null
    expect(withinHours(hours, '2026-06-17', m('12:00'), 30)).toBe(false); // wed missing
    expect(withinHours({ mon: { open: 'noon', close: '22:00' } }, '2026-06-15', m('12:00'), 30)).toBe(false);
    expect(openingWindow(null, '2026-06-15')).toBeUndefined();
    expect(withinHours(null, '2026-06-15', m('22:30'), 480)).toBe(true);
  });

  it('closing after midnight (or at 00:00) counts into the next day', () => {
    expect(openingWindow(hours, '2026-06-19')).toEqual({ open: m('18:00'), close: m('26:00') });
    expect(withinHours(hours, '2026-06-19', m('22:30'), 90)).toBe(true);
    expect(withinHours(hours, '2026-06-20', m('22:30'), 90)).toBe(true); // sat 12:00–00:00
    expect(withinHours(hours, '2026-06-20', m('22:30'), 120)).toBe(false);
  });
});

describe('venue clock', () => {
  it('past is judged on the venue wall clock, also on DST days in Ljubljana', () => {
    // 2026-03-29 07:45Z is 09:45 CEST (clocks went forward at 01:00Z).
    const spring = new Date('2026-03-29T07:45:00Z');
    expect(wallClock('Europe/Ljubljana', spring)).toEqual({ date: '2026-03-29', seconds: (9 * 60 + 45) * 60 });
    expect(isPast('Europe/Ljubljana', '2026-03-29', '09:30', spring)).toBe(true);
    expect(isPast('Europe/Ljubljana', '2026-03-29', '10:00', spring)).toBe(false);
    // 2026-10-25 08:15Z is 09:15 CET (clocks went back at 01:00Z).
    const autumn = new Date('2026-10-25T08:15:00Z');
    expect(isPast('Europe/Ljubljana', '2026-10-25', '09:00', autumn)).toBe(true);
    expect(isPast('Europe/Ljubljana', '2026-10-25', '09:30', autumn)).toBe(false);
    // The slot's own minute has begun: it is past.
    expect(isPast('Europe/Ljubljana', '2026-06-15', '12:00', new Date('2026-06-15T10:00:00Z'))).toBe(true);
  });

  it('converts wall times to instants across DST changes', () => {
    expect(offsetMinutes('Europe/Ljubljana', new Date('2026-03-29T00:59:00Z'))).toBe(60);
    expect(offsetMinutes('Europe/Ljubljana', new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(wallToInstant('Europe/Ljubljana', '2026-03-29', m('19:00')).toISOString()).toBe('2026-03-29T17:00:00.000Z');
    expect(wallToInstant('Europe/Ljubljana', '2026-03-28', m('19:00')).toISOString()).toBe('2026-03-28T18:00:00.000Z');
    // 02:30 does not exist on the spring day: it lands an hour later, as calendars do.
    expect(wallToInstant('Europe/Ljubljana', '2026-03-29', m('02:30')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on the autumn day: the first one.
    expect(wallToInstant('Europe/Ljubljana', '2026-10-25', m('02:30')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallToInstant('Pacific/Kiritimati', '2026-06-16', m('09:00')).toISOString()).toBe('2026-06-15T19:00:00.000Z');
  });
});

describe('fair offers', () => {
  const venue: VenueRules = { timezone: 'Europe/Ljubljana', total_tables: 2, blocked_tables: 0, turn_minutes: 90, open_hours_json: null };
  const now = new Date('2026-06-15T08:00:00Z');

  it('gives freed tables to waiting guests in the order they joined, and only where they fit', () => {
    const holders = [m('19:00')];
    const waiting = [
      { id: 'a', time: '19:30' },
      { id: 'b', time: '19:00' },
      { id: 'c', time: '20:30' },
    ];
    // One table is free until 20:30: a takes it (19:30–21:00), so b cannot fit; c at 20:30 fits.
    expect(allocateOffers(venue, '2026-06-15', holders, waiting, now)).toEqual(['a', 'c']);
    expect(holders).toEqual([m('19:00'), m('19:30'), m('20:30')]);
  });

  it('never offers a slot that has passed or is closed', () => {
    const closedMonday: VenueRules = { ...venue, open_hours_json: { mon: { open: '18:00', close: '20:00' } } };
    expect(allocateOffers(venue, '2026-06-15', [], [{ id: 'late', time: '09:30' }], new Date('2026-06-15T08:00:00Z'))).toEqual([]);
    expect(allocateOffers(closedMonday, '2026-06-15', [], [{ id: 'x', time: '19:30' }], now)).toEqual([]);
    expect(timeRule(closedMonday, '2026-06-15', '18:30', now)).toBeNull();
    expect(timeRule(closedMonday, '2026-06-15', '19:00', now)).toBe('closed');
  });
});
