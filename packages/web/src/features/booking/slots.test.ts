import { describe, expect, it } from 'vitest';
import { timeRule, type VenueRules } from '@tablestay/core/reservation/capacity';
import { toMinutes, wallClock } from '@tablestay/core/time/zone';
import { TIME_SLOTS, type Availability } from '@tablestay/core/reservation/schema';
import { dateOf, offeredSlots, timeOf } from './book-form';

// The times /book offers, from the server's answer as core's availability builds it: every SPEC slot
// with the same `timeRule` (past in the venue's zone, outside the opening hours); capacity is left to
// a list of full times here.
function answer(venue: VenueRules, date: string, now: Date, full: readonly string[] = []): Availability {
  return {
    restaurantId: 'venue',
    date,
    today: wallClock(venue.timezone, now).date,
    timezone: venue.timezone,
    slots: TIME_SLOTS.map((time) => {
      const reason = timeRule(venue, date, time, now) ?? (full.includes(time) ? 'full' : null);
      return { time, available: reason === null, reason };
    }),
  };
}

const times = (day: Availability) => offeredSlots(day, day.date).slots.map((s) => s.time);
/** The half-hours from `from` to `to`, both included, as the slots are written. */
const halfHours = (from: string, to: string) => TIME_SLOTS.filter((t) => toMinutes(t) >= toMinutes(from) && toMinutes(t) <= toMinutes(to));

const LJUBLJANA: VenueRules = {
  timezone: 'Europe/Ljubljana',
  total_tables: 4,
  blocked_tables: 0,
  turn_minutes: 90,
  open_hours_json: {
    mon: { open: '12:00', close: '22:00' },
    tue: null,
    fri: { open: '18:00', close: '02:00' },
    sat: { open: '12:00', close: '00:00' },
    sun: { open: '12:00', close: '22:00' },
  },
};
// A day well before every date below: nothing is past.
const EARLY = new Date('2026-01-01T08:00:00Z');

describe('times offered within the opening hours', () => {
  it('offers the slots whose whole turn ends by closing, and names the last one when later ones are closed', () => {
    // 2026-06-15 is a Monday, 12:00–22:00 with a 90-minute turn: 20:30 is the last that ends by 22:00.
    const day = answer(LJUBLJANA, '2026-06-15', EARLY);
    const offered = offeredSlots(day, '2026-06-15');
    expect(offered.slots.map((s) => s.time)).toEqual(halfHours('12:00', '20:30'));
    expect(offered.slots[0]).toEqual({ time: '12:00', available: true, reason: null });
    expect(offered.slots).toHaveLength(18);
    expect(offered.closedAfter).toBe('20:30');
  });

  it('offers nothing on a closed day, and then says nothing about closing early', () => {
    expect(offeredSlots(answer(LJUBLJANA, '2026-06-16', EARLY), '2026-06-16')).toEqual({ slots: [], closedAfter: null });
    // Wednesday has no entry at all: closed too.
    expect(offeredSlots(answer(LJUBLJANA, '2026-06-17', EARLY), '2026-06-17')).toEqual({ slots: [], closedAfter: null });
  });

  it('offers every slot of a venue that has set no hours', () => {
    const day = answer({ ...LJUBLJANA, open_hours_json: null }, '2026-06-16', EARLY);
    expect(offeredSlots(day, '2026-06-16')).toEqual({ slots: day.slots, closedAfter: null });
    expect(times(day)).toEqual(TIME_SLOTS);
  });

  it('keeps full slots in the list, marked unavailable (they lead to the waitlist)', () => {
    const day = answer(LJUBLJANA, '2026-06-15', EARLY, ['19:00', '19:30']);
    const offered = offeredSlots(day, '2026-06-15');
    expect(offered.slots.filter((s) => !s.available)).toEqual([
      { time: '19:00', available: false, reason: 'full' },
      { time: '19:30', available: false, reason: 'full' },
    ]);
    expect(offered.slots).toHaveLength(18);
    expect(timeOf('19:00', day.date, '2026-06-15', offered.slots)).toBe('19:00');
  });
});

describe('times offered past midnight', () => {
  it('offers the late slots of a venue that closes after midnight, up to the last slot of the day', () => {
    // Friday 2026-06-19, 18:00–02:00: 22:30 + 90 minutes ends at 00:00, before closing.
    const day = answer(LJUBLJANA, '2026-06-19', EARLY);
    expect(offeredSlots(day, '2026-06-19')).toEqual({ slots: day.slots.slice(TIME_SLOTS.indexOf('18:00')), closedAfter: null });
    expect(times(day)).toEqual(halfHours('18:00', '22:30'));
  });

  it('counts a close at 00:00 as midnight, not as the morning', () => {
    // Saturday 2026-06-20, 12:00–00:00: a 120-minute turn must start by 22:00.
    const day = answer({ ...LJUBLJANA, turn_minutes: 120 }, '2026-06-20', EARLY);
    expect(times(day)).toEqual(halfHours('12:00', '22:00'));
    expect(offeredSlots(day, '2026-06-20').closedAfter).toBe('22:00');
  });

  it("moves the form to the venue's new day once its midnight has passed, while Friday's late hours still run", () => {
    // 2026-06-19 22:30Z is Saturday 00:30 in Ljubljana: Friday is over for booking.
    const now = new Date('2026-06-19T22:30:00Z');
    const friday = answer(LJUBLJANA, '2026-06-19', now);
    expect(friday.today).toBe('2026-06-20');
    expect(offeredSlots(friday, '2026-06-19')).toEqual({ slots: [], closedAfter: null });
    expect(dateOf(friday.today, '2026-06-19')).toBe('2026-06-20');
    expect(times(answer(LJUBLJANA, '2026-06-20', now))).toEqual(halfHours('12:00', '22:30'));
  });
});

describe('times offered today', () => {
  it('leaves out the slots whose time has come in the venue zone, the current one included', () => {
    // 2026-06-15 15:10Z is 17:10 in Ljubljana (CEST).
    expect(times(answer(LJUBLJANA, '2026-06-15', new Date('2026-06-15T15:10:00Z')))).toEqual(halfHours('17:30', '20:30'));
    expect(times(answer(LJUBLJANA, '2026-06-15', new Date('2026-06-15T15:29:59Z')))).toEqual(halfHours('17:30', '20:30'));
    expect(times(answer(LJUBLJANA, '2026-06-15', new Date('2026-06-15T15:30:00Z')))).toEqual(halfHours('18:00', '20:30'));
    expect(offeredSlots(answer(LJUBLJANA, '2026-06-15', new Date('2026-06-15T15:30:00Z')), '2026-06-15').closedAfter).toBe('20:30');
  });

  it('offers nothing once the last slot has passed, and then says nothing about closing early', () => {
    const late = answer(LJUBLJANA, '2026-06-15', new Date('2026-06-15T19:00:00Z'));
    expect(offeredSlots(late, '2026-06-15')).toEqual({ slots: [], closedAfter: null });
  });

  it('reads the clock right on the day the clocks go forward (2026-03-29, CET to CEST)', () => {
    // Sunday 15:10Z is 17:10 CEST; with the winter offset it would read 16:10 and offer 16:30.
    const spring = answer(LJUBLJANA, '2026-03-29', new Date('2026-03-29T15:10:00Z'));
    expect(spring.today).toBe('2026-03-29');
    expect(times(spring)).toEqual(halfHours('17:30', '20:30'));
    // Before the change at 01:00Z it is still Sunday 01:30 CET: the whole day is ahead.
    expect(times(answer(LJUBLJANA, '2026-03-29', new Date('2026-03-29T00:30:00Z')))).toEqual(halfHours('12:00', '20:30'));
  });

  it('reads the clock right on the day the clocks go back (2026-10-25, CEST to CET)', () => {
    // Sunday 15:10Z is 16:10 CET; with the summer offset it would read 17:10 and offer 17:30.
    const autumn = answer(LJUBLJANA, '2026-10-25', new Date('2026-10-25T15:10:00Z'));
    expect(autumn.today).toBe('2026-10-25');
    expect(times(autumn)).toEqual(halfHours('16:30', '20:30'));
  });

  it("takes today from the venue's zone, not from UTC or the browser", () => {
    // 2026-10-24 22:30Z: already Sunday 00:30 in Ljubljana, still Saturday 18:30 in New York.
    const now = new Date('2026-10-24T22:30:00Z');
    const newYork: VenueRules = { ...LJUBLJANA, timezone: 'America/New_York' };
    expect(answer(LJUBLJANA, '2026-10-24', now).today).toBe('2026-10-25');
    expect(answer(newYork, '2026-10-24', now).today).toBe('2026-10-24');
    // Saturday in New York, 12:00–00:00, after 18:30: 19:00 onwards.
    expect(times(answer(newYork, '2026-10-24', now))).toEqual(halfHours('19:00', '22:30'));
    expect(times(answer(LJUBLJANA, '2026-10-24', now))).toEqual([]);
  });
});

describe('an answer for another date', () => {
  it('offers nothing until the answer for the chosen date arrives', () => {
    const monday = answer(LJUBLJANA, '2026-06-15', EARLY);
    expect(offeredSlots(monday, '2026-06-19')).toEqual({ slots: [], closedAfter: null });
    expect(offeredSlots(undefined, '2026-06-15')).toEqual({ slots: [], closedAfter: null });
    expect(offeredSlots({ date: '2026-06-15', slots: [] }, '2026-06-15')).toEqual({ slots: [], closedAfter: null });
  });
});
