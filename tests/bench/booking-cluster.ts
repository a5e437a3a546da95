/**
 * Booking over HTTP on TWO server processes (as `npm start` runs them, as the concurrency tests
 * do) sharing one Postgres database, beside the bare booking transaction, at each client count of
 * the plan (ADR 052's target: ≥ 0.5× the bare throughput at 10 and 50 clients).
 *
 * The load is tests/bench/http-worker.mjs in worker threads of this process, one per server, half
 * the clients each; every request books a different date/time (spread over a year, 999 tables, so
 * nobody is waitlisted) with a new guest email. The bare transaction is the same booking SQL on a
 * pg pool of one connection per client (booking-bench.ts runBareSql). Each run gets a fresh venue.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@tablestay/core/db/connection';
import { createUser } from '@tablestay/core/db/factories';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { spawnServer, type SpawnedServer } from '../support/spawn-server';
import { redactUrl } from './format';
import { BENCH_ZONE, bookableTimes, countFor, fmtSql, insertVenue, percentile, ratio, runBareSql, type BenchVenue, type SqlResult } from './booking-bench';
import { fmtTimed, runTimed } from './timed-load';

export interface ClusterPlan {
  clients: number[];
  seconds: number;
  warmUpSeconds: number;
  days: number;
  tables: number;
}

export interface ClusterRun {
  clients: number;
  http: {
    rps: number;
    p50: number;
    p99: number;
    ok: number;
    responses: number;
    errors: number;
    statuses: string;
    cpuMsPerRequest: number;
    postgresMsPerRequest: number;
  };
  sql: SqlResult;
  booked: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds the local Postgres server's backends on `database` have used so far, by pid (the
 * servers' pools keep theirs open through a run). Empty when Postgres runs elsewhere.
 */
function postgresCpu(database: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) out.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

/** What the backends used between two `postgresCpu` readings (those present at the second). */
function postgresCpuSince(before: Map<number, number>, database: string): number {
  let sum = 0;
  for (const [pid, cpu] of postgresCpu(database)) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}

/** Request bodies for one run: request i books date i % days at time ⌊i / days⌋, a new email each. */
function bodies(venue: BenchVenue, tag: string, firstDate: string, days: number, times: string[], count: number, offset: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    return JSON.stringify({
      restaurantId: venue.id,
      partySize: 2,
      guestName: 'Bench Guest',
      privacyConsent: true,
      date: addDays(firstDate, i % days),
      time: times[Math.floor(i / days) % times.length],
      guestEmail: `bench-${tag}-${i}@example.com`,
    });
  });
}

/** Both servers at once, half the clients each; latencies merged from every 2xx response. */
async function twoProcessLoad(
  servers: SpawnedServer[],
  database: string,
  venue: BenchVenue,
  tag: string,
  firstDate: string,
  plan: ClusterPlan,
  clients: number,
  seconds: number,
) {
  const times = bookableTimes(venue, firstDate);
  const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
  const postgresBefore = postgresCpu(database);
  // More than any run can send: 2000 bookings a second per server.
  const perServer = Math.max(2000, 2000 * seconds);
  const runs = await Promise.all(
    servers.map((s, n) =>
      runTimed({
        url: `${s.url}/api/trpc/reservation.create`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        bodies: bodies(venue, `${tag}${n}`, firstDate, plan.days, times, perServer, n * perServer),
        connections: Math.max(1, Math.round(clients / servers.length)),
        seconds,
      }),
    ),
  );
  const cpu = servers.reduce((sum, s, i) => sum + cpuSeconds(s.pid) - (cpuBefore[i] ?? Number.NaN), 0);
  const postgres = postgresCpuSince(postgresBefore, database);
  const samples = runs.flatMap((r) => r.samples).sort((a, b) => a - b);
  const wall = Math.max(...runs.map((r) => r.seconds));
  const responses = runs.reduce((n, r) => n + r.responses, 0);
  return {
    rps: responses / wall,
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    ok: samples.length,
    responses,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    statuses: runs.map((r) => r.statuses).join(' + '),
    /** Server CPU (both processes, user + system) per response, ms: steadier than req/s on a busy machine. */
    cpuMsPerRequest: (cpu * 1000) / responses,
    /** The database backends' CPU per response, ms (0 when Postgres is not on this machine). */
    postgresMsPerRequest: (postgres * 1000) / responses,
    each: runs,
  };
}

export async function admin(base: string, query: string) {
  const c = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** A fresh migrated database with one user (so the servers skip the demo seed), two servers on it. */
async function startCluster(base: string): Promise<{ url: string; name: string; handle: DatabaseHandle; servers: SpawnedServer[] }> {
  const name = `ts_bench_${randomBytes(6).toString('hex')}`;
  await admin(base, `CREATE DATABASE ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  const url = u.toString();
  const handle = await createDatabase({ databaseDriver: 'pg', DATABASE_URL: url, PGLITE_DIR: '', NEON_WS_PROXY: undefined });
  await migrateToLatest(handle.db);
  await createUser(handle.db, { name: 'Owner', email: 'owner@example.com' });
  const env = { DATABASE_URL: url, RATE_LIMIT_BOOKING_PER_WINDOW: '100000000', RATE_LIMIT_AUTH_PER_WINDOW: '100000000' };
  const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  return { url, name, handle, servers };
}

export async function benchBookingCluster(base: string, plan: ClusterPlan, holdMinutes = 15): Promise<ClusterRun[]> {
  const cluster = await startCluster(base);
  const host = { core: { db: cluster.handle.db } };
  const runs: ClusterRun[] = [];
  try {
    const firstDate = addDays(dateIn(BENCH_ZONE), 1);
    console.log(`  database  a fresh one on ${redactUrl(base)}, migrated, no demo seed, dropped after`);
    console.log(`  servers   2 × \`node packages/functions/dist/local/main.mjs\` (pids ${cluster.servers.map((s) => s.pid).join(', ')}),`);
    console.log('            pg pool max 10 each, RATE_LIMIT_BOOKING_PER_WINDOW=100000000');
    console.log(`  load      http-worker.mjs, one worker thread per server, half the clients each; ${plan.days} dates × every bookable`);
    console.log(`            time from ${firstDate}, a new email per request, a fresh ${plan.tables}-table venue per run (nothing waitlisted)`);
    console.log('  bare SQL  booking-bench.ts bareBooking on a pg.Pool with one connection per client, a fresh venue per run');
    for (const clients of plan.clients) {
      const warm = await insertVenue(host, `Bench Warm ${clients}`, plan.tables);
      await twoProcessLoad(cluster.servers, cluster.name, warm, `w${clients}-`, firstDate, plan, clients, plan.warmUpSeconds);
      const venue = await insertVenue(host, `Bench HTTP ${clients}`, plan.tables);
      const http = await twoProcessLoad(cluster.servers, cluster.name, venue, `h${clients}-`, firstDate, plan, clients, plan.seconds);
      const booked = (await countFor(host, venue.id)).reservations;
      console.log(
        `  HTTP ${String(clients).padStart(3)} clients  ${http.rps.toFixed(1).padStart(7)} req/s  p50 ${http.p50.toFixed(1)}  p99 ${http.p99.toFixed(1)} ms  ` +
          `errors ${http.errors}  [${http.statuses}]  booked ${booked}  server CPU ${http.cpuMsPerRequest.toFixed(1)} ms/request  ` +
          `Postgres CPU ${http.postgresMsPerRequest.toFixed(1)} ms/request`,
      );
      for (const e of http.each) console.log(`            one server: ${fmtTimed(e)}`);

      const sqlVenue = await insertVenue(host, `Bench SQL ${clients}`, plan.tables);
      const pool = new pg.Pool({ connectionString: cluster.url, max: clients });
      let sql: SqlResult;
      try {
        const spread = { firstDate, days: plan.days, times: bookableTimes(sqlVenue, firstDate) };
        await runBareSql(pool, sqlVenue, { connections: clients, seconds: plan.warmUpSeconds }, { ...spread, tag: `sw${clients}` }, holdMinutes);
        sql = await runBareSql(pool, sqlVenue, { connections: clients, seconds: plan.seconds }, { ...spread, tag: `s${clients}` }, holdMinutes);
      } finally {
        await pool.end();
      }
      console.log(`  SQL  ${String(clients).padStart(3)} clients  ${fmtSql(sql)}`);
      console.log(
        `  HTTP ÷ bare SQL at ${clients}: throughput ${ratio(http.rps, sql.tps)}   p50 ${ratio(http.p50, sql.p50)}   p99 ${ratio(http.p99, sql.p99)}`,
      );
      runs.push({ clients, http, sql, booked });
    }
  } finally {
    await Promise.all(cluster.servers.map((s) => s.stop()));
    await cluster.handle.close();
    await admin(base, `DROP DATABASE IF EXISTS ${cluster.name} WITH (FORCE)`);
  }
  return runs;
}

export function clusterRows(runs: ClusterRun[]): string[][] {
  return runs.flatMap((r) => [
    [
      `booking HTTP, 2 processes (${r.clients} clients)`,
      r.http.rps.toFixed(1),
      `${r.http.p50.toFixed(1)} / ${r.http.p99.toFixed(1)}`,
      `${r.http.responses - r.http.ok} / ${r.http.errors}`,
    ],
    [`booking bare SQL (${r.clients} clients)`, r.sql.tps.toFixed(1), `${r.sql.p50.toFixed(1)} / ${r.sql.p99.toFixed(1)}`, `- / ${r.sql.errors}`],
    [`  server CPU per booking (both processes)`, `${r.http.cpuMsPerRequest.toFixed(1)} ms`, '', ''],
    [`  Postgres CPU per booking (its backends)`, `${r.http.postgresMsPerRequest.toFixed(1)} ms`, '', ''],
    [`booking HTTP ÷ bare SQL (${r.clients} clients)`, ratio(r.http.rps, r.sql.tps), `${ratio(r.http.p50, r.sql.p50)} / ${ratio(r.http.p99, r.sql.p99)}`, ''],
  ]);
}
