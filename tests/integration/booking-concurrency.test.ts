import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client } from '../support/server';
import { useTwoServers } from '../support/two-servers';

/**
 * The booking core never oversells, however many requests arrive at once: 200 simultaneous
 * requests over HTTP, split across TWO server processes sharing one real Postgres server.
 * Runs against DATABASE_URL, or the local Postgres when none is set (as neon-driver.test.ts).
 */

const cluster = useTwoServers('conc');

async function venue(v: { tables: number; blocked?: number; turn: number }) {
  const row = await createVenue(cluster.db, {
    name: `Concurrency ${randomBytes(3).toString('hex')}`,
    total_tables: v.tables,
    blocked_tables: v.blocked ?? 0,
    turn_minutes: v.turn,
    timezone: 'Europe/Ljubljana',
  });
  return row.id;
}

type Created = { status: 'awaiting_deposit'; reservationId: string } | { status: 'waitlisted'; waitlistId: string };

/** Fires all requests at once, alternating between the two processes. */
async function storm(restaurantId: string, times: string[]) {
  const date = addDays(dateIn('Europe/Ljubljana'), 1);
  const tag = randomBytes(3).toString('hex');
  const results = await Promise.all(
    times.map((time, i) =>
      new Client(cluster.servers[i % 2]!.url).mutate<Created>('reservation.create', {
        restaurantId,
        date,
        time,
        partySize: 2,
        guestName: `Guest ${i}`,
        guestEmail: `storm-${tag}-${i}@example.com`,
        privacyConsent: true,
      }),
    ),
  );
  return { date, results };
}

async function counts(restaurantId: string) {
  const r = await cluster.db.selectFrom('reservations').select(['time', 'status']).where('restaurant_id', '=', restaurantId).execute();
  const w = await cluster.db
    .selectFrom('waitlist_entries')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return { reservations: r, waitlist: w.n };
}

describe('200 simultaneous bookings for one 5-table slot over two server processes', () => {
  it('sells exactly 5 tables and waitlists 195, with no error responses', async () => {
    const id = await venue({ tables: 5, turn: 30 });
    const { results } = await storm(
      id,
      Array.from({ length: 200 }, () => '19:00'),
    );
    const failures = results.filter((r) => r.status !== 200);
    expect(failures.map((f) => `${f.status} ${f.error?.message}`)).toEqual([]);
    expect(results.filter((r) => r.data.status === 'awaiting_deposit')).toHaveLength(5);
    expect(results.filter((r) => r.data.status === 'waitlisted')).toHaveLength(195);
    const db = await counts(id);
    expect(db.reservations).toHaveLength(5);
    expect(db.reservations.every((r) => r.status === 'awaiting_deposit' && r.time === '19:00:00')).toBe(true);
    expect(db.waitlist).toBe(195);
    // Both processes really served requests.
    for (const s of cluster.servers) expect(s.output()).toContain('[mail]');
  });

  it('with a 90-minute turn, half at 19:00 and half at 19:30 (7 tables, 2 blocked), holds 5 tables in total', async () => {
    const id = await venue({ tables: 7, blocked: 2, turn: 90 });
    const { results } = await storm(
      id,
      Array.from({ length: 200 }, (_, i) => (i % 4 < 2 ? '19:00' : '19:30')),
    );
    expect(results.filter((r) => r.status !== 200).map((f) => `${f.status} ${f.error?.message}`)).toEqual([]);
    const booked = results.filter((r) => r.data.status === 'awaiting_deposit');
    expect(booked).toHaveLength(5);
    expect(results.filter((r) => r.data.status === 'waitlisted')).toHaveLength(195);
    const db = await counts(id);
    expect(db.reservations).toHaveLength(5);
    expect(db.waitlist).toBe(195);
    // At no half hour do more than 5 tables overlap.
    const starts = db.reservations.map((r) => Number(r.time.slice(0, 2)) * 60 + Number(r.time.slice(3, 5)));
    for (let p = 18 * 60; p <= 21 * 60; p += 30) {
      expect(starts.filter((s) => s <= p && p < s + 90).length).toBeLessThanOrEqual(5);
    }
  });
});
