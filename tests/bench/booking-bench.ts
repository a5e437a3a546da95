import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { randomToken } from '@tablestay/core/account/crypto';
import type { Database } from '@tablestay/core/db/connection';
import { createSubscription, createUser } from '@tablestay/core/db/factories';
import type { OpenHours } from '@tablestay/core/db/types';
import { guestLinkHash } from '@tablestay/core/account/guest-link';
import { bookableTables, fits, withinHours } from '@tablestay/core/reservation/capacity';
import { toMinutes, addDays, dateIn } from '@tablestay/core/time/zone';
import { TIME_SLOTS } from '@tablestay/core/reservation/schema';
import { Client, type TestServer } from '../support/server';
import { runLoad, warmUp, type LoadResult, type LoadSpec } from './load';
import { fmt } from './server-bench';

const HERE = dirname(fileURLToPath(import.meta.url));
/** autocannon's worker loads it by path; the probe below uses the same body builder. */
const SETUP_REQUEST = join(HERE, 'booking-request.cjs');
const { bodyFor } = createRequire(import.meta.url)('./booking-request.cjs') as { bodyFor(template: string, i: number): string };

export const BENCH_ZONE = 'Europe/Ljubljana';
const OPEN_DAILY: OpenHours = Object.fromEntries(
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((d) => [d, { open: '09:00', close: '23:00' }]),
);
/** Bench venues are in a city of their own, so /find for Ljubljana or Lipi never sees them. */
export const BENCH_CITY = 'Benchville';

export interface BookingPlan {
  /** The many-table venue: requests spread over `days` dates × every bookable time. */
  spread: { connections: number; seconds: number; days: number; tables: number };
  /** Every request for one slot of a small venue. */
  contention: { connections: number; requests: number; tables: number; time: string };
  warmUpSeconds: number;
}

export interface SqlResult {
  connections: number;
  seconds: number;
  transactions: number;
  tps: number;
  /** Milliseconds per transaction, pool wait included. */
  p50: number;
  p99: number;
  errors: number;
  /** Transactions whose capacity check failed (rolled back); 0 on the 999-table venue. */
  full: number;
}

export interface BookingBench {
  http: LoadResult;
  sql: SqlResult;
  contention: LoadResult & { reservations: number; waitlist: number };
}

/** Anything with the core's database: the in-process server, or the cluster bench's own handle. */
export interface DbHost {
  core: { db: Database };
}

export interface BenchVenue {
  id: string;
  name: string;
  turn: number;
  tables: number;
}

/**
 * An owner who pays for both owner plans: a venue is public and bookable only while its owner's
 * plan runs (ADR 104).
 */
export async function payingOwner(db: Database): Promise<string> {
  const owner = await createUser(db, { name: 'Bench Owner' });
  for (const product of ['restaurant', 'stays'] as const) await createSubscription(db, { user_id: owner.id, product });
  return owner.id;
}

export async function insertVenue(server: DbHost, name: string, tables: number): Promise<BenchVenue> {
  const row = await server.core.db
    .insertInto('restaurants')
    .values({
      owner_id: await payingOwner(server.core.db),
      name,
      city: BENCH_CITY,
      address: 'Bench Street 1, 9999 Benchville',
      total_tables: tables,
      blocked_tables: 0,
      timezone: BENCH_ZONE,
      open_hours_json: JSON.stringify(OPEN_DAILY),
      deposit_eur: 20,
      onboarding_done: true,
    })
    .returning(['id', 'turn_minutes'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name, turn: row.turn_minutes, tables };
}

/** The times the booking rules accept at this venue on any day (its turn must end by closing). */
export const bookableTimes = (venue: BenchVenue, date: string) => TIME_SLOTS.filter((t) => withinHours(OPEN_DAILY, date, toMinutes(t), venue.turn));

/** A reservation.create input minus date, time and email, which booking-request.cjs fills in per request. */
function template(venue: BenchVenue, tag: string, firstDate: string, days: number, times: string[]): string {
  return JSON.stringify({
    restaurantId: venue.id,
    partySize: 2,
    guestName: 'Bench Guest',
    privacyConsent: true,
    bench: { tag, firstDate, days, times },
  });
}

const bookingSpec = (server: TestServer, body: string, load: Pick<LoadSpec, 'connections' | 'seconds' | 'amount'>): LoadSpec => ({
  url: `${server.url}/api/trpc/reservation.create`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  setupRequest: SETUP_REQUEST,
  ...load,
});

/** One real request with the generated body, so a broken body fails here and not as 100% non-2xx. */
async function probe(server: TestServer, body: string): Promise<void> {
  const res = await new Client(server.url).mutate<{ status: string }>('reservation.create', JSON.parse(bodyFor(body, 0)));
  if (res.status !== 200 || res.data?.status !== 'awaiting_deposit') {
    throw new Error(`reservation.create probe answered ${res.status} ${res.error?.message ?? JSON.stringify(res.data)}`);
  }
}

export async function countFor(server: DbHost, venueId: string) {
  const [r, w] = await Promise.all([
    server.core.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('restaurant_id', '=', venueId)
      .executeTakeFirstOrThrow(),
    server.core.db
      .selectFrom('waitlist_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('restaurant_id', '=', venueId)
      .executeTakeFirstOrThrow(),
  ]);
  return { reservations: Number(r.n), waitlist: Number(w.n) };
}

// The SQL of reservation/repository.ts as Kysely compiles it (lockVenue, loadHolders, holdValues),
// run with the same parameters on a plain pg pool.
const LOCK_SQL =
  'select "id", "name", "address", "timezone", "total_tables", "blocked_tables", "turn_minutes", "open_hours_json", "deposit_eur" ' +
  'from "restaurants" where "id" = $1 for update';
const HOLDERS_SQL =
  'select "time" from "reservations" where "restaurant_id" = $1 and "date" = $2 and ("status" in ($3, $4) or ("status" = $5 and ' +
  '("expires_at" is null or "expires_at" > $6))) union all select "time" from "waitlist_entries" where "restaurant_id" = $7 and ' +
  '"date" = $8 and "status" = $9 and "offer_expires_at" > $10';
const INSERT_SQL =
  'insert into "reservations" ("restaurant_id", "guest_name", "guest_email", "guest_phone", "date", "time", "party_size", "notes", ' +
  '"status", "expires_at", "view_token", "deposit_eur", "locale") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning "id"';

interface VenueLockRow {
  id: string;
  total_tables: number;
  blocked_tables: number;
  turn_minutes: number;
  deposit_eur: string;
}

/** begin; lock the venue; load the holders; check capacity (core's pure `fits`); insert the hold; commit. */
async function bareBooking(pool: pg.Pool, venueId: string, date: string, time: string, email: string, holdMinutes: number): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const venue = (await client.query<VenueLockRow>(LOCK_SQL, [venueId])).rows[0];
    if (!venue) throw new Error(`venue ${venueId} is gone`);
    const now = new Date();
    const holders = await client.query<{ time: string }>(HOLDERS_SQL, [
      venueId,
      date,
      'confirmed',
      'seated',
      'awaiting_deposit',
      now,
      venueId,
      date,
      'notified',
      now,
    ]);
    if (
      !fits(
        holders.rows.map((r) => toMinutes(r.time)),
        toMinutes(time),
        venue.turn_minutes,
        bookableTables(venue),
      )
    ) {
      await client.query('rollback');
      return false;
    }
    const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    await client.query(INSERT_SQL, [
      venueId,
      'Bench Guest',
      email,
      null,
      date,
      time,
      2,
      null,
      'awaiting_deposit',
      expiresAt,
      guestLinkHash(randomToken(32)), // stored hashed, as placeHold does (ADR 022)
      venue.deposit_eur,
      'en',
    ]);
    await client.query('commit');
    return true;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

/** `connections` loops, each running one transaction after another for `seconds`, with the dates/times/emails of the HTTP run. */
export async function runBareSql(
  pool: pg.Pool,
  venue: BenchVenue,
  load: { connections: number; seconds: number },
  spread: { tag: string; firstDate: string; days: number; times: string[] },
  holdMinutes: number,
): Promise<SqlResult> {
  const dates = Array.from({ length: spread.days }, (_, d) => addDays(spread.firstDate, d));
  const samples: number[] = [];
  let next = 0;
  let errors = 0;
  let full = 0;
  let firstError: unknown;
  const started = performance.now();
  const end = started + load.seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const i = next++;
      const date = dates[i % dates.length] as string;
      const time = spread.times[Math.floor(i / dates.length) % spread.times.length] as string;
      const t0 = performance.now();
      try {
        if (!(await bareBooking(pool, venue.id, date, time, `bench-${spread.tag}-${i}@example.com`, holdMinutes))) full++;
        samples.push(performance.now() - t0);
      } catch (err) {
        errors++;
        firstError ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  if (firstError) console.log(`  bare SQL: ${errors} failed transactions, first: ${String(firstError)}`);
  samples.sort((a, b) => a - b);
  return {
    connections: load.connections,
    seconds,
    transactions: samples.length,
    tps: samples.length / seconds,
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    errors,
    full,
  };
}

export const fmtSql = (r: SqlResult) =>
  `${r.tps.toFixed(1).padStart(7)} tx/s   p50 ${r.p50.toFixed(1).padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(5)} ms  ` +
  `transactions ${r.transactions}  errors ${r.errors}  full ${r.full}`;

export const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : 'n/a');

/**
 * reservation.create over HTTP on a 999-table venue (requests spread so none waits for the
 * waitlist), the bare booking SQL on a pg pool against the same database, and one run where every
 * request wants the same slot of a 5-table venue.
 */
export async function benchBooking(server: TestServer, plan: BookingPlan): Promise<BookingBench> {
  const databaseUrl = server.core.config.DATABASE_URL;
  if (!databaseUrl) throw new Error('the booking bench needs the Postgres bench database');
  const holdMinutes = server.core.config.BOOKING_HOLD_MINUTES;
  const httpVenue = await insertVenue(server, 'Bench Hall HTTP', plan.spread.tables);
  const sqlVenue = await insertVenue(server, 'Bench Hall SQL', plan.spread.tables);
  const smallVenue = await insertVenue(server, 'Bench Corner', plan.contention.tables);
  // Tomorrow in the venue's zone: no slot of the run is in the past, whatever the hour.
  const firstDate = addDays(dateIn(BENCH_ZONE), 1);
  const times = bookableTimes(httpVenue, firstDate);
  const { connections, seconds, days } = plan.spread;

  console.log(`  venues    direct inserts: "${httpVenue.name}" and "${sqlVenue.name}" (${plan.spread.tables} tables each, one per run,`);
  console.log(`            so both start empty), "${smallVenue.name}" (${plan.contention.tables} tables); ${httpVenue.turn}-min turn (default),`);
  console.log(`            open 09:00-23:00 every day, ${BENCH_ZONE}`);
  console.log(
    `  spread    ${days} dates from ${firstDate} × ${times.length} times (${times[0]}-${times.at(-1)}: the ${httpVenue.turn}-min turn must end by 23:00),`,
  );
  console.log('            date-major, a new guest email per request; far below 999 tables a slot, so nothing is waitlisted');
  console.log('  limits    RATE_LIMIT_BOOKING_PER_WINDOW=100000000 for this server (no 429s); its pool: pg, max 10 (createDatabase default)');

  // --- HTTP -------------------------------------------------------------------------------
  await probe(server, template(httpVenue, 'probe', firstDate, days, times));
  const load = { connections, seconds };
  await warmUp(bookingSpec(server, template(httpVenue, 'warm', firstDate, days, times), load), plan.warmUpSeconds);
  const http = await runLoad(bookingSpec(server, template(httpVenue, 'http', firstDate, days, times), load));
  const httpCounts = await countFor(server, httpVenue.id);
  console.log(`  HTTP      POST /api/trpc/reservation.create, ${connections} conn × ${seconds} s`);
  console.log(`            ${fmt(http)}`);
  console.log(`            venue now holds ${httpCounts.reservations} reservations (probe and warm-up included) and ${httpCounts.waitlist} waitlist entries`);

  // --- bare SQL ---------------------------------------------------------------------------
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let sql: SqlResult;
  try {
    const spread = { firstDate, days, times };
    await runBareSql(pool, sqlVenue, { connections, seconds: plan.warmUpSeconds }, { ...spread, tag: 'sqlwarm' }, holdMinutes);
    sql = await runBareSql(pool, sqlVenue, load, { ...spread, tag: 'sql' }, holdMinutes);
  } finally {
    await pool.end();
  }
  console.log(`  bare SQL  the core's booking transaction alone, hand-run on a pg.Pool (max 10) against the same database,`);
  console.log(`            ${connections} concurrent × ${seconds} s, same dates/times; no Kysely, no HTTP:`);
  console.log('            begin; SELECT … FROM restaurants WHERE id=$1 FOR UPDATE; the holders query (reservations');
  console.log('            UNION ALL live waitlist offers); capacity check (core fits()); INSERT INTO reservations; commit');
  console.log('            (SQL text as Kysely compiles reservation/repository.ts lockVenue, loadHolders, holdValues)');
  console.log(`            ${fmtSql(sql)}`);
  console.log(`  HTTP ÷ bare SQL   throughput ${ratio(http.rps, sql.tps)}   p50 ${ratio(http.p50, sql.p50)}   p99 ${ratio(http.p99, sql.p99)}`);
  console.log('            reservation.create also runs, per request (ADR 052): one zod parse, one rate-limit upsert (IP and email');
  console.log('            keys) before the transaction; inside it, after the lock, ONE statement that reads (repeat, holders,');
  console.log('            waiting) and writes the hold with its audit_logs and (already claimed) outbox_emails rows; after');
  console.log('            commit the email is marked sent; tRPC and HTTP. One venue = one lock: its bookings run one at a time.');

  // --- contention -------------------------------------------------------------------------
  const c = plan.contention;
  const oneSlot = template(smallVenue, 'slot', firstDate, 1, [c.time]);
  const contention = await runLoad(bookingSpec(server, oneSlot, { connections: c.connections, seconds: 120, amount: c.requests }));
  const slotCounts = await countFor(server, smallVenue.id);
  console.log(
    `  one slot  ${c.requests} requests, ${c.connections} conn, all for ${firstDate} ${c.time} at "${smallVenue.name}" (${c.tables} tables); no warm-up`,
  );
  console.log(`            ${fmt(contention)}`);
  console.log(`            → ${slotCounts.reservations} reservations, ${slotCounts.waitlist} waitlist entries`);
  console.log('            once the slot is full, each request waitlists (read, then the entry with its audit row and email).');

  return { http, sql, contention: { ...contention, ...slotCounts } };
}
