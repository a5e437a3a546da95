import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { acknowledged, bookingLoad, bookTable, missing, type Answer, type BookingLoad } from '../support/booking-load';
import { usePgDatabase } from '../support/pg-database';

/**
 * SIGKILL one of two server processes while both take bookings, then start it again: every booking
 * a guest was told about is stored, and none is half-written (each has its 'created' audit row, and
 * no audit row points at a missing booking). Real Postgres only (vitest.config.ts).
 */
const pgdb = usePgDatabase('crash');

/** A request the killed process took with it is not acknowledged. */
const book = (server: { url: string }, load: BookingLoad, i: number): Promise<Answer> => bookTable(server, load, i).catch(() => ({ status: 0 }));

it('keeps every acknowledged booking and writes none by halves', async () => {
  const victim = await pgdb.spawn();
  const survivor = await pgdb.spawn();
  const load = await bookingLoad(pgdb.db, 'Crash', { daysAhead: 3, time: '20:00' });

  const inFlight = Array.from({ length: 120 }, (_, i) => book(i % 2 ? survivor : victim, load, i));
  // Kill once the victim has answered at least one booking, so the kill lands mid-load.
  await Promise.race(inFlight.filter((_, i) => i % 2 === 0));
  process.kill(victim.pid, 'SIGKILL');
  const answers = await Promise.all(inFlight);
  expect(answers.filter((a) => a.status === 0).length + answers.filter((a) => a.status === 200).length).toBe(120);

  const restarted = await pgdb.spawn();
  const later = await Promise.all(Array.from({ length: 10 }, (_, i) => book(i % 2 ? survivor : restarted, load, 1000 + i)));
  expect(later.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));

  const told = acknowledged([...answers, ...later]);
  expect(await missing(pgdb.db, load, told)).toEqual([]);
  expect(told.length).toBeGreaterThan(0);

  const unaudited = await pgdb.db
    .selectFrom('reservations as r')
    .select('r.id')
    .where('r.restaurant_id', '=', load.venueId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('audit_logs as a')
            .select(sql`1`.as('one'))
            .whereRef('a.entity_id', '=', sql`r.id::text`)
            .where('a.entity', '=', 'reservation')
            .where('a.action', '=', 'created'),
        ),
      ),
    )
    .execute();
  expect(unaudited).toEqual([]);
  const orphans = await sql<{ n: number }>`select count(*)::int as n from audit_logs a where a.entity = 'reservation' and a.action = 'created'
    and a.meta_json->>'restaurant_id' = ${load.venueId} and not exists (select 1 from reservations r where r.id::text = a.entity_id)`.execute(pgdb.db);
  expect(orphans.rows[0]?.n).toBe(0);
});
