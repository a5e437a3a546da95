import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../../../tests/support/db';
import type { Database } from '../db/connection';
import { isLapsed, isLive } from './rule';
import { lapsedHold, liveHold, notLapsedHold } from './sql';

let db: Database;
useMigratedDatabase(['restaurants'], (d) => {
  db = d;
});

const NOW = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

// Every status a hold row can have next to the hold's own, with no expiry, one passed, one at the
// instant itself (lapsed: the hold ran until then) and one still ahead.
const ROWS = ['awaiting_deposit', 'confirmed', 'cancelled', 'expired'].flatMap((status) =>
  [null, at(-60_000), at(-1), NOW, at(1), at(60_000)].map((expires_at) => ({ status, expires_at })),
);

describe('the hold rule in SQL (hold/sql.ts)', () => {
  it('answers as rule.ts does for every status and expiry, aliased or not', async () => {
    for (const row of ROWS) {
      const values = sql`(values (${row.status}::text, ${row.expires_at}::timestamptz)) as h(status, expires_at)`;
      const { rows } = await sql<{ live: boolean; lapsed: boolean; kept: boolean; bare: boolean }>`
        select ${liveHold(NOW, 'h')} as live, ${lapsedHold(NOW, 'h')} as lapsed, ${notLapsedHold(NOW, 'h')} as kept,
               (select ${lapsedHold(NOW)} from ${values}) as bare
        from ${values}`.execute(db);
      const expected = { live: isLive(row, NOW), lapsed: isLapsed(row, NOW) };
      expect({ row, ...rows[0] }).toEqual({ row, ...expected, kept: !expected.lapsed, bare: expected.lapsed });
    }
  });
});
