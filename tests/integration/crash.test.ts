import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { usePgDatabase } from '../support/pg-database';
import { Client } from '../support/server';
import type { SpawnedServer } from '../support/spawn-server';

/**
 * SIGKILL one of two server processes while both take bookings, then start it again: every booking
 * a guest was told about is stored, and none is half-written (each has its 'created' audit row, and
 * no audit row points at a missing booking). Real Postgres only (vitest.config.ts).
 */
const pgdb = usePgDatabase('crash');

type Created = { status: 'awaiting_deposit'; reservationId: string } | { status: 'waitlisted'; waitlistId: string };
type Answer = { status: number; data?: Created };

async function book(server: SpawnedServer, restaurantId: string, date: string, i: number, tag: string): Promise<Answer> {
  try {
    return await new Client(server.url).mutate<Created>('reservation.create', {
      restaurantId,
      date,
      time: '20:00',
      partySize: 2,
      guestName: `Guest ${i}`,
      guestEmail: `crash-${tag}-${i}@example.com`,
      privacyConsent: true,
    });
  } catch {
    return { status: 0 }; // the process died with the request: not acknowledged
  }
}

it('keeps every acknowledged booking and writes none by halves', async () => {
  const victim = await pgdb.spawn();
  const survivor = await pgdb.spawn();
  const venue = await createVenue(pgdb.db, {
    name: `Crash ${randomBytes(3).toString('hex')}`,
    total_tables: 999,
    blocked_tables: 0,
    turn_minutes: 30,
    timezone: 'Europe/Ljubljana',
  });
  const date = addDays(dateIn('Europe/Ljubljana'), 3);
  const tag = randomBytes(3).toString('hex');

  const inFlight = Array.from({ length: 120 }, (_, i) => book(i % 2 ? survivor : victim, venue.id, date, i, tag));
  // Kill once the victim has answered at least one booking, so the kill lands mid-load.
  await Promise.race(inFlight.filter((_, i) => i % 2 === 0));
  process.kill(victim.pid, 'SIGKILL');
  const answers = await Promise.all(inFlight);
  expect(answers.filter((a) => a.status === 0).length + answers.filter((a) => a.status === 200).length).toBe(120);

  const restarted = await pgdb.spawn();
  const later = await Promise.all(Array.from({ length: 10 }, (_, i) => book(i % 2 ? survivor : restarted, venue.id, date, 1000 + i, tag)));
  expect(later.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));

  const acknowledged = [...answers, ...later].flatMap((a) => (a.status === 200 && a.data?.status === 'awaiting_deposit' ? [a.data.reservationId] : []));
  const rows = await pgdb.db.selectFrom('reservations').select('id').where('restaurant_id', '=', venue.id).execute();
  const stored = new Set(rows.map((r) => r.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(0);

  const unaudited = await pgdb.db
    .selectFrom('reservations as r')
    .select('r.id')
    .where('r.restaurant_id', '=', venue.id)
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
    and a.meta_json->>'restaurant_id' = ${venue.id} and not exists (select 1 from reservations r where r.id::text = a.entity_id)`.execute(pgdb.db);
  expect(orphans.rows[0]?.n).toBe(0);
});
