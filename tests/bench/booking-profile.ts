/**
 * `npx tsx tests/bench/booking-profile.ts [clients] [seconds]`: one server process under
 * `node --cpu-prof` booking under load (the cluster bench's requests), for ADR 052's profile.
 * The .cpuprofile lands in $PROFILE_DIR (default /tmp/tablestay-booking-profile).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '@tablestay/core/db/connection';
import { createUser } from '@tablestay/core/db/factories';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { spawnServer } from '../support/spawn-server';
import { BENCH_ZONE, bookableTimes, insertVenue } from './booking-bench';
import { fmtTimed, runTimed } from './timed-load';

const base = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const dir = process.env.PROFILE_DIR || '/tmp/tablestay-booking-profile';
const clients = Number(process.argv[2] ?? 10);
const seconds = Number(process.argv[3] ?? 10);
const name = `ts_prof_${randomBytes(6).toString('hex')}`;
const admin = async (q: string) => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(q).finally(() => c.end());
};
await admin(`CREATE DATABASE ${name}`);
const u = new URL(base);
u.pathname = `/${name}`;
const handle = await createDatabase({ databaseDriver: 'pg', DATABASE_URL: u.toString(), PGLITE_DIR: '', NEON_WS_PROXY: undefined });
try {
  await migrateToLatest(handle.db);
  await createUser(handle.db, { name: 'Owner', email: 'owner@example.com' });
  const server = await spawnServer(
    {
      DATABASE_URL: u.toString(),
      RATE_LIMIT_BOOKING_PER_WINDOW: '100000000',
    },
    { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] },
  );
  const venue = await insertVenue({ core: { db: handle.db } }, 'Bench Profile', 999);
  const firstDate = addDays(dateIn(BENCH_ZONE), 1);
  const times = bookableTimes(venue, firstDate);
  const bodies = Array.from({ length: 40_000 }, (_, i) =>
    JSON.stringify({
      restaurantId: venue.id,
      partySize: 2,
      guestName: 'Bench Guest',
      privacyConsent: true,
      date: addDays(firstDate, i % 365),
      time: times[Math.floor(i / 365) % times.length],
      guestEmail: `bench-prof-${i}@example.com`,
    }),
  );
  const r = await runTimed({
    url: `${server.url}/api/trpc/reservation.create`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    bodies,
    connections: clients,
    seconds,
  });
  console.log(fmtTimed(r));
  await server.stop();
  console.log(`profile in ${dir}`);
} finally {
  await handle.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
