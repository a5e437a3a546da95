import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { createReservation as insertReservation, createVenue } from '../db/factories';
import { bookableTables, fits } from './capacity';
import { toMinutes } from '../time/zone';
import { createReservation } from './service';
import { DATE, NOW, useBookingDatabase } from './test-fixtures';

/**
 * ADR 052: the booking's one statement decides capacity in SQL. It must answer exactly as the pure
 * `fits` of capacity.ts over the same holders, for any tables, blocked tables, turn and holders
 * (live, lapsed and released holds, confirmed and seated tables).
 */

let db: Database;
const deps = useBookingDatabase((d) => {
  db = d;
});
const TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
const KINDS = ['confirmed', 'seated', 'live_hold', 'lapsed_hold', 'cancelled', 'expired'] as const;
const HOLDING = new Set<string>(['confirmed', 'seated', 'live_hold']);

const caseArb = fc.record({
  tables: fc.integer({ min: 0, max: 3 }),
  blocked: fc.integer({ min: 0, max: 2 }),
  turn: fc.constantFrom(30, 60, 90, 120),
  holders: fc.array(fc.record({ time: fc.constantFrom(...TIMES), kind: fc.constantFrom(...KINDS) }), { maxLength: 6 }),
  time: fc.constantFrom(...TIMES),
});

describe('the capacity decision in SQL', () => {
  it('books exactly when fits() says the slot has a table, else waitlists', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        n++;
        // total_tables 0 is no dining venue at all; 0 bookable tables comes from blocking them all.
        const total = Math.max(c.tables, 1);
        const blocked = c.tables === 0 ? 1 : Math.min(c.blocked, total);
        const venue = await createVenue(db, { name: `Fits ${n}`, total_tables: total, blocked_tables: blocked, turn_minutes: c.turn });
        const tables = bookableTables({ total_tables: total, blocked_tables: blocked });
        for (const [i, h] of c.holders.entries()) {
          const status = h.kind === 'live_hold' || h.kind === 'lapsed_hold' ? 'awaiting_deposit' : h.kind;
          const expires = h.kind === 'live_hold' ? new Date(NOW.getTime() + 60_000) : h.kind === 'lapsed_hold' ? new Date(NOW.getTime() - 1) : null;
          await insertReservation(db, {
            restaurant_id: venue.id,
            date: DATE,
            time: h.time,
            status,
            expires_at: expires,
            guest_email: `h${n}-${i}@example.com`,
          });
        }
        const holders = c.holders.filter((h) => HOLDING.has(h.kind)).map((h) => toMinutes(h.time));
        const expected = fits(holders, toMinutes(c.time), c.turn, tables) ? 'awaiting_deposit' : 'waitlisted';
        const res = await createReservation(
          deps(),
          { restaurantId: venue.id, date: DATE, time: c.time, partySize: 2, guestName: 'Guest', guestEmail: `g${n}@example.com`, privacyConsent: true },
          { ip: '203.0.113.9', locale: 'en' },
          NOW,
        );
        expect(res.status).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });
});
