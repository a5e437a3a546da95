/**
 * What one table booking costs the deployed Api Lambda: the handler bundled as infra/bundle.ts has
 * SST bundle it (lambda.ts), imported by a fresh `node` process (lambda-booking-child.mjs) that
 * answers reservation.create with function-URL events one after another, warm after a few warm-up
 * calls: wall ms per invocation, and the process's RSS and heap after them. On a fresh migrated
 * database of the Postgres the booking bench uses, with one many-table venue (nothing waitlisted).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { BENCH_ZONE, bookableTimes, countFor, insertVenue } from './booking-bench';
import { kib, redactUrl } from './format';
import { admin } from './booking-cluster';
import { bundleFunction, runPlainNode } from './lambda';

const CHILD = fileURLToPath(new URL('./lambda-booking-child.mjs', import.meta.url));
/** ~200 sequential bookings after a few warm-up ones, over a year of dates on a 999-table venue. */
const PLAN = { warmUp: 5, n: 200, days: 365, tables: 999 };
const RATE_LIMIT = '100000000';

export interface LambdaBooking {
  /** Measured invocations, and how many of them answered 200 with a held table. */
  n: number;
  ok: number;
  /** Wall ms per invocation (handler called → response collected). */
  p50: number;
  p90: number;
  mean: number;
  /** process.memoryUsage() of the child after the measured invocations, MB (2^20 bytes). */
  rssMb: number;
  heapUsedMb: number;
  warmUp: number;
  /** The first warm-up call: the core (config, pool, first connection) is made here. */
  firstMs: number;
  /** What the first refused booking answered, '' when none was. */
  firstFailure: string;
  /** Reservations the venue holds afterwards (warm-up included), read from the database. */
  booked: number;
  /** The bundle a cold start loads, bytes. */
  bundleBytes: number;
  venue: { tables: number; firstDate: string; days: number; times: string[] };
  database: string;
}

type ChildResult = Omit<LambdaBooking, 'booked' | 'bundleBytes' | 'venue' | 'database'>;

/** The child process, in plain node as lambda.ts coldStart runs its own. */
const runChild = (bundle: string, env: Record<string, string>, plan: object) =>
  runPlainNode<ChildResult>(CHILD, [bundle, JSON.stringify(plan)], env, 'LAMBDA_BOOKING', 300_000);

/** Bundle the Api function, book through it in a child process on a fresh database (dropped after). */
export async function benchLambdaBooking(base: string): Promise<LambdaBooking> {
  const tmp = mkdtempSync(join(tmpdir(), 'tablestay-lambda-booking-'));
  const name = `ts_bench_lambda_${randomBytes(6).toString('hex')}`;
  let created = false;
  try {
    const bundle = await bundleFunction('Api', join(tmp, 'lambda'));
    await admin(base, `CREATE DATABASE ${name}`);
    created = true;
    const u = new URL(base);
    u.pathname = `/${name}`;
    const url = u.toString();
    const handle = await createDatabase({ databaseDriver: 'pg', DATABASE_URL: url, PGLITE_DIR: '', NEON_WS_PROXY: undefined });
    try {
      await migrateToLatest(handle.db);
      const host = { core: { db: handle.db } };
      const venue = await insertVenue(host, 'Bench Lambda', PLAN.tables);
      // Tomorrow in the venue's zone: no slot of the run is in the past, whatever the hour.
      const firstDate = addDays(dateIn(BENCH_ZONE), 1);
      const times = bookableTimes(venue, firstDate);
      const dates = Array.from({ length: PLAN.days }, (_, d) => addDays(firstDate, d));
      const env = { DATABASE_DRIVER: 'pg', DATABASE_URL: url, RATE_LIMIT_BOOKING_PER_WINDOW: RATE_LIMIT, RATE_LIMIT_AUTH_PER_WINDOW: RATE_LIMIT };
      const child = await runChild(bundle.file, env, { restaurantId: venue.id, dates, times, warmUp: PLAN.warmUp, n: PLAN.n, tag: 'lambda' });
      const { reservations } = await countFor(host, venue.id);
      return {
        ...child,
        booked: reservations,
        bundleBytes: bundle.bytes,
        venue: { tables: PLAN.tables, firstDate, days: PLAN.days, times },
        database: redactUrl(base),
      };
    } finally {
      await handle.close();
    }
  } finally {
    if (created) await admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(tmp, { recursive: true, force: true });
  }
}

const f1 = (v: number) => v.toFixed(1);

/** The run's setting and figures; throws when a booking was refused, after printing them. */
export function printLambdaBooking(r: LambdaBooking) {
  const v = r.venue;
  console.log(`  bundle    Api (packages/functions/src/api.ts) as infra/bundle.ts has SST bundle it; ${kib(r.bundleBytes)} at start`);
  console.log(`  database  a fresh one on ${r.database}, migrated, dropped after; one ${v.tables}-table venue`);
  console.log(`  process   one \`node ${process.version}\` (no tsx) imports the bundle and calls its handler with function-URL events;`);
  console.log(`            DATABASE_DRIVER=pg (production runs neon), RATE_LIMIT_BOOKING_PER_WINDOW=${RATE_LIMIT}`);
  console.log(`  bookings  ${r.warmUp} warm-up, then ${r.n} sequential POST /api/trpc/reservation.create, each a new guest email on`);
  console.log(`            ${v.days} dates from ${v.firstDate} × ${v.times.length} times (${v.times[0]}-${v.times.at(-1)})`);
  console.log(`  first     ${f1(r.firstMs)} ms (the first warm-up call: the core, its pool and first connection are made then)`);
  console.log(`  warm      p50 ${f1(r.p50)} ms   p90 ${f1(r.p90)} ms   mean ${f1(r.mean)} ms   wall per invocation, over the ${r.n}`);
  console.log(`  answered  ${r.ok} of ${r.n} with 200 awaiting_deposit; the venue holds ${r.booked} reservations (warm-up included)`);
  console.log(`  memory    after them: RSS ${f1(r.rssMb)} MB   heap used ${f1(r.heapUsedMb)} MB`);
  if (r.ok < r.n) throw new Error(`${r.n - r.ok} of ${r.n} bookings were not held; first: ${r.firstFailure}`);
}
