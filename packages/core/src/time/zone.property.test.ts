import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateIn, offsetMinutes, wallClock, wallToInstant } from './zone';

/**
 * Wall clock ↔ instant round trips, checked on random instants around the years the product
 * books in. The zones cover Slovenia, both hemispheres, half-hour and 45-minute offsets, a
 * 30-minute DST shift (Lord Howe) and the two ends of the UTC offset range.
 */
const ZONES = [
  'Europe/Ljubljana',
  'America/Los_Angeles',
  'America/St_Johns',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'UTC',
] as const;

const zone = fc.constantFrom(...ZONES);
// 2025-01-01 .. 2029-01-01, whole minutes (slots are minutes; seconds play no part).
const instant = fc.integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2029, 0, 1) / 60_000 }).map((m) => new Date(m * 60_000));

/** Instants on and around the DST changes of each zone, where the round trips are hardest. */
function transitionInstants(z: string): Date[] {
  const out: Date[] = [];
  const day = 86_400_000;
  for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += day) {
    if (offsetMinutes(z, new Date(t)) === offsetMinutes(z, new Date(t + day))) continue;
    for (let h = t; h < t + day; h += 900_000) {
      if (offsetMinutes(z, new Date(h)) !== offsetMinutes(z, new Date(h + 900_000))) out.push(new Date(h + 900_000));
    }
  }
  return out;
}
const CHANGES = new Map(ZONES.map((z) => [z, transitionInstants(z)]));
const nearChange = zone.chain((z) => {
  const changes = CHANGES.get(z) ?? [];
  if (changes.length === 0) return fc.tuple(fc.constant(z), instant);
  return fc.tuple(
    fc.constant(z),
    fc.tuple(fc.constantFrom(...changes), fc.integer({ min: -180, max: 180 })).map(([c, d]) => new Date(c.getTime() + d * 60_000)),
  );
});
const anyCase = fc.oneof(fc.tuple(zone, instant), nearChange);

const minutesOf = (w: { seconds: number }) => Math.floor(w.seconds / 60);

describe('wall clock ↔ instant (property)', () => {
  it('an instant read as wall time maps back to the same instant, or to the earlier one in a repeated hour', () => {
    fc.assert(
      fc.property(anyCase, ([z, at]) => {
        const wall = wallClock(z, at);
        const back = wallToInstant(z, wall.date, minutesOf(wall));
        // Both instants show the same wall time…
        expect(wallClock(z, back)).toEqual(wall);
        // …and only the repeated hour of an autumn change can give a second, earlier one: the
        // two instants are then apart by exactly the hour the clock went back.
        const earlierInRepeatedHour =
          back.getTime() < at.getTime() && at.getTime() - back.getTime() === (offsetMinutes(z, back) - offsetMinutes(z, at)) * 60_000;
        return back.getTime() === at.getTime() || earlierInRepeatedHour;
      }),
      { numRuns: 2000 },
    );
  });

  it('a wall time maps to an instant that shows it, or lies after a skipped hour by exactly the gap', () => {
    fc.assert(
      fc.property(anyCase, fc.integer({ min: 0, max: 24 * 60 - 1 }), ([z, at], minutes) => {
        const date = wallClock(z, at).date;
        const t = wallToInstant(z, date, minutes);
        const shown = wallClock(z, t);
        if (shown.date === date && minutesOf(shown) === minutes) return true;
        // A skipped wall time: the clock jumped forward just before t, and t shows the wall time
        // moved on by the size of the jump ("one offset later").
        const gap = offsetMinutes(z, t) - offsetMinutes(z, new Date(t.getTime() - 24 * 3_600_000));
        const wallAsUtc = Date.parse(`${shown.date}T00:00:00Z`) + shown.seconds * 1000;
        return gap > 0 && wallAsUtc - (Date.parse(`${date}T00:00:00Z`) + minutes * 60_000) === gap * 60_000;
      }),
      { numRuns: 2000 },
    );
  });

  it('the offset is the difference between the wall time and UTC, and "today" is the wall date', () => {
    fc.assert(
      fc.property(anyCase, ([z, at]) => {
        const wall = wallClock(z, at);
        const wallAsUtc = Date.parse(`${wall.date}T00:00:00Z`) + wall.seconds * 1000;
        expect(wallAsUtc - at.getTime()).toBe(offsetMinutes(z, at) * 60_000);
        expect(dateIn(z, at)).toBe(wall.date);
      }),
      { numRuns: 2000 },
    );
  });

  it('known changes: Ljubljana and Auckland springs skip forward, autumns take the earlier instant', () => {
    expect(wallToInstant('Europe/Ljubljana', '2026-03-29', 150).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallToInstant('Europe/Ljubljana', '2026-10-25', 150).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallToInstant('Pacific/Auckland', '2026-09-27', 150).toISOString()).toBe('2026-09-26T14:30:00.000Z');
    expect(wallToInstant('Pacific/Auckland', '2026-04-05', 150).toISOString()).toBe('2026-04-04T13:30:00.000Z');
    expect(wallToInstant('Pacific/Kiritimati', '2026-06-16', 540).toISOString()).toBe('2026-06-15T19:00:00.000Z');
  });
});
