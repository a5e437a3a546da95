import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateOffers, bookableTables, fits, type VenueRules, type WaitingGuest } from './capacity';

/**
 * The capacity rule (ADR 011) and fair waitlist offers (ADR 013) against brute-force models that
 * share no code with them: occupancy is counted minute by minute, and offers are found by trying
 * every subset of the queue.
 */

const DAY = 24 * 60;
const slot = fc.integer({ min: 0, max: DAY / 30 - 1 }).map((i) => i * 30);
const turn = fc.integer({ min: 1, max: 8 }).map((i) => i * 30);
const tables = fc.integer({ min: 0, max: 4 });
const holders = fc.array(slot, { maxLength: 10 });

/** The most tables in use at any minute of [from, to), with every holder busy for `turnMin`. */
function peak(starts: readonly number[], from: number, to: number, turnMin: number): number {
  let most = 0;
  for (let minute = from; minute < to; minute++) {
    most = Math.max(most, starts.filter((s) => s <= minute && minute < s + turnMin).length);
  }
  return most;
}

/** A set of tables in use is feasible when no minute needs more tables than there are. */
const feasible = (starts: readonly number[], turnMin: number, n: number) => starts.length === 0 || peak(starts, 0, 2 * DAY, turnMin) <= n;

const startOf = (w: WaitingGuest) => Number(w.time.slice(0, 2)) * 60 + Number(w.time.slice(3));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('capacity rule (property, against a minute-by-minute model)', () => {
  it('a booking fits exactly when, at every minute of its turn, fewer tables are in use than there are', () => {
    fc.assert(
      fc.property(holders, slot, turn, tables, (hs, start, t, n) => {
        const model = n > 0 && peak(hs, start, start + t, t) < n;
        expect(fits(hs, start, t, n)).toBe(model);
      }),
      { numRuns: 1000 },
    );
  });

  it('when the holders are feasible, adding a booking that fits keeps them feasible', () => {
    fc.assert(
      fc.property(holders, slot, turn, tables, (hs, start, t, n) => {
        fc.pre(feasible(hs, t, n));
        return !fits(hs, start, t, n) || feasible([...hs, start], t, n);
      }),
      { numRuns: 500 },
    );
  });
});

describe('waitlist offers (property, against every subset of the queue)', () => {
  const DATE = '2026-06-15';
  const guests = fc.array(slot, { maxLength: 7 }).map((times) => times.map((m, i): WaitingGuest => ({ id: `w${i}`, time: hhmm(m) })));

  it('offers the subset a first-come-first-served queue earns: never over capacity, no passed slot, earliest joiners first', () => {
    fc.assert(
      fc.property(holders, guests, turn, tables, fc.integer({ min: 0, max: DAY - 1 }), (hs, waiting, t, total, nowMinute) => {
        const venue: VenueRules = { timezone: 'UTC', total_tables: total, blocked_tables: 0, turn_minutes: t, open_hours_json: null };
        const n = bookableTables(venue);
        fc.pre(feasible(hs, t, n));
        const now = new Date(Date.parse(`${DATE}T00:00:00Z`) + nowMinute * 60_000);
        const eligible = waiting.filter((w) => startOf(w) > nowMinute);

        // Model: among all subsets of eligible guests that fit together with the holders, the fair
        // one prefers whoever joined first (compare membership from the first joiner on).
        let best: WaitingGuest[] = [];
        let bestKey = '';
        for (let mask = 0; mask < 1 << eligible.length; mask++) {
          const chosen = eligible.filter((_, i) => mask & (1 << i));
          if (!feasible([...hs, ...chosen.map(startOf)], t, n)) continue;
          const key = eligible.map((_, i) => (mask & (1 << i) ? '1' : '0')).join('');
          if (key > bestKey) {
            bestKey = key;
            best = chosen;
          }
        }

        const held = [...hs];
        const offered = allocateOffers(venue, DATE, held, waiting, now);
        expect(offered).toEqual(best.map((w) => w.id));
        expect(held).toEqual([...hs, ...best.map(startOf)]);
      }),
      { numRuns: 500 },
    );
  });
});
