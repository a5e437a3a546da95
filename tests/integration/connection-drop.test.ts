import { describe, expect, it } from 'vitest';
import { acknowledged, bookingLoad, bookTable, missing, type Answer } from '../support/booking-load';
import { usePgDatabase, SERVER_APP_NAME } from '../support/pg-database';

/**
 * Postgres ends the servers' backends (a restart, a failover, pg_terminate_backend) while they take
 * bookings: the processes stay up, each request either books (and the booking is there) or
 * answers 503 "Network error", and later requests succeed. Real Postgres only (vitest.config.ts).
 */
const pgdb = usePgDatabase('drop');

const terminateServers = () =>
  pgdb.admin<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and application_name = $2', [
    pgdb.name,
    SERVER_APP_NAME,
  ]);

describe('terminated database connections during a booking load', () => {
  it('keep both processes alive, answer 503 or book, and never lose an acknowledged booking', async () => {
    const servers = [await pgdb.spawn(), await pgdb.spawn()];
    const load = await bookingLoad(pgdb.db, 'Drop', { daysAhead: 2, time: '19:00' });

    const results: Answer[] = [];
    let ended = 0;
    for (let round = 0; round < 8; round++) {
      const wave = Array.from({ length: 25 }, (_, i) => bookTable(servers[i % 2]!, load, round * 100 + i));
      // End every server backend while the wave is in flight.
      ended += (await terminateServers()).filter((r) => r.ended).length;
      results.push(...(await Promise.all(wave)));
    }
    expect(ended).toBeGreaterThan(0);

    // No crash: both still answer, and book again. A health check that meets a connection ended a
    // moment ago says so (503, never 500), and the pool's next connection answers.
    for (const s of servers) {
      const health = async () => ({ status: (await fetch(`${s.url}/api/health`)).status, output: s.output() });
      expect([200, 503]).toContain((await health()).status);
      await expect.poll(health).toMatchObject({ status: 200 });
    }
    const after = await Promise.all(Array.from({ length: 10 }, (_, i) => bookTable(servers[i % 2]!, load, 10_000 + i)));
    expect(after.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));

    // Each answer is a booking or a network error; never a 500.
    const statuses = new Set(results.map((r) => r.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const r of results.filter((x) => x.status === 503)) expect(r.error?.message).toBe('Network error');

    // Every acknowledged booking is in the database.
    expect(await missing(pgdb.db, load, acknowledged([...results, ...after]))).toEqual([]);
  });
});
