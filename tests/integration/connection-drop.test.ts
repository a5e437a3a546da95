import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { usePgDatabase, SERVER_APP_NAME } from '../support/pg-database';
import { Client } from '../support/server';
import type { SpawnedServer } from '../support/spawn-server';

/**
 * Postgres ends the servers' backends (a restart, a failover, pg_terminate_backend) while they take
 * bookings: the processes stay up, each request either books (and the booking is there) or
 * answers 503 "Network error", and later requests succeed. Real Postgres only (vitest.config.ts).
 */
const pgdb = usePgDatabase('drop');

type Created = { status: 'awaiting_deposit'; reservationId: string } | { status: 'waitlisted'; waitlistId: string };

const terminateServers = () =>
  pgdb.admin<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and application_name = $2', [
    pgdb.name,
    SERVER_APP_NAME,
  ]);

function book(server: SpawnedServer, restaurantId: string, date: string, i: number, tag: string) {
  return new Client(server.url).mutate<Created>('reservation.create', {
    restaurantId,
    date,
    time: '19:00',
    partySize: 2,
    guestName: `Guest ${i}`,
    guestEmail: `drop-${tag}-${i}@example.com`,
    privacyConsent: true,
  });
}

describe('terminated database connections during a booking load', () => {
  it('keep both processes alive, answer 503 or book, and never lose an acknowledged booking', async () => {
    const servers = [await pgdb.spawn(), await pgdb.spawn()];
    const venue = await createVenue(pgdb.db, {
      name: `Drop ${randomBytes(3).toString('hex')}`,
      total_tables: 999,
      blocked_tables: 0,
      turn_minutes: 30,
      timezone: 'Europe/Ljubljana',
    });
    const date = addDays(dateIn('Europe/Ljubljana'), 2);
    const tag = randomBytes(3).toString('hex');

    const results: Awaited<ReturnType<typeof book>>[] = [];
    let ended = 0;
    for (let round = 0; round < 8; round++) {
      const wave = Array.from({ length: 25 }, (_, i) => book(servers[i % 2]!, venue.id, date, round * 100 + i, tag));
      // End every server backend while the wave is in flight.
      ended += (await terminateServers()).filter((r) => r.ended).length;
      results.push(...(await Promise.all(wave)));
    }
    expect(ended).toBeGreaterThan(0);

    // No crash: both still answer, and book again.
    for (const s of servers) expect({ status: (await fetch(`${s.url}/api/health`)).status, output: s.output() }).toMatchObject({ status: 200 });
    const after = await Promise.all(Array.from({ length: 10 }, (_, i) => book(servers[i % 2]!, venue.id, date, 10_000 + i, tag)));
    expect(after.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));

    // Each answer is a booking or a network error; never a 500.
    const statuses = new Set(results.map((r) => r.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const r of results.filter((x) => x.status === 503)) expect(r.error?.message).toBe('Network error');

    // Every acknowledged booking is in the database.
    const acknowledged = [...results, ...after]
      .filter((r) => r.status === 200 && r.data.status === 'awaiting_deposit')
      .map((r) => (r.data as { reservationId: string }).reservationId);
    const stored = await pgdb.db.selectFrom('reservations').select('id').where('restaurant_id', '=', venue.id).execute();
    const ids = new Set(stored.map((r) => r.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
