/**
 * `npm run bench`: figures, not assertions. The built web app first (JS per route, a first load of /
 * in Chromium, Lighthouse mobile per page; `npm run build` before), then sign-in and session-check throughput/latency against the
 * local server on PGlite and on a real Postgres server, then the Lambda API bundle's size and
 * cold start, then (on Postgres) booking throughput over HTTP beside the bare booking SQL, and
 * /find latency with 1k and 100k reservations, then stays: stay.search latency with 1k and 100k stay
 * bookings and stay.book throughput (spread, and one range wanted by every request); the busy-day
 * forecast's backtest (MAPE) on the seed's history sits after the Lambda bundles. Everything
 * talks to 127.0.0.1 only. Expect noise: this is a shared 2-core machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestServer } from '../support/server';
import { errorMessage, kib, median, ms, redactUrl, section, table } from './format';
import { benchBooking, ratio, type BookingBench, type BookingPlan } from './booking-bench';
import { benchBookingCluster, clusterRows, type ClusterRun } from './booking-cluster';
import { BOOKING_CLUSTER, STAY_BOOKING } from './booking-plan';
import { benchFind, type FindPlan, type FindRun } from './find-bench';
import { benchChat, printChat } from './chat-bench';
import { benchForecast, printForecast } from './forecast-bench';
import { benchOwner, type OwnerPlan, type OwnerRun } from './owner-bench';
import { bundleFunctions, coldStart, type Bundle, type ColdStart } from './lambda';
import type { LoadResult } from './load';
import { benchServer, signUpBenchUser, startBenchServer, type BenchPlan, type ServerBench } from './server-bench';
import { benchStayBooking, benchStaySearch, type StayBookingBench, type StaySearchPlan, type StaySearchRun } from './stay-bench';
import { tri, type TimedResult } from './timed-load';
import { benchWeb, printWebSummary } from './web-bench';

const PLAN: BenchPlan = {
  // Each sign-in runs scrypt (N=2^15, 32 MiB): a few connections already saturate two cores.
  signIn: { connections: 4, seconds: 10 },
  me: { connections: 20, seconds: 10 },
  warmUpSeconds: 2,
};
const COLD_STARTS = 5;
const BOOKING: BookingPlan = {
  // One venue is one lock: more connections than the server's pool (10) would only queue.
  spread: { connections: 10, seconds: 10, days: 365, tables: 999 },
  contention: { connections: 50, requests: 500, tables: 5, time: '19:00' },
  warmUpSeconds: PLAN.warmUpSeconds,
};
const FIND: FindPlan = { queries: ['Ljubljana', 'Lipi'], sizes: [1_000, 100_000], connections: 10, seconds: 8, warmUpSeconds: PLAN.warmUpSeconds };
const STAY_SEARCH: StaySearchPlan = {
  queries: ['Ljubljana', 'Bohinj'],
  sizes: [1_000, 100_000],
  checkInDays: 30,
  nights: 3,
  guests: 2,
  // One connection: the latency of one guest's search, without queueing behind others.
  connections: 1,
  seconds: 6,
  warmUpSeconds: PLAN.warmUpSeconds,
};
const OWNER: OwnerPlan = { sizes: [1_000, 100_000], requests: 200, warmUp: 20, todayReservations: 30, feedback: 5_000 };
const DEFAULT_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

type PostgresTarget = { url: string; source: string } | { skip: string };

function findPostgres(): PostgresTarget {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return { url: fromEnv, source: 'DATABASE_URL' };
  const probe = spawnSync('pg_isready', ['-h', '127.0.0.1'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.error) return { skip: `DATABASE_URL is not set and pg_isready could not run (${probe.error.message})` };
  if (probe.status !== 0) {
    const said = `${probe.stdout}${probe.stderr}`.trim();
    return { skip: `DATABASE_URL is not set and \`pg_isready -h 127.0.0.1\` exited ${probe.status}${said ? `: ${said}` : ''}` };
  }
  return { url: DEFAULT_POSTGRES, source: 'default; DATABASE_URL unset, pg_isready -h 127.0.0.1 ok' };
}

/** Fresh server + signed-up bench user for the duration of `fn`; the database is dropped after. */
async function withServer<T>(server: TestServer, fn: (server: TestServer, session: string) => Promise<T>): Promise<T> {
  try {
    return await fn(server, await signUpBenchUser(server.url));
  } finally {
    await server.close();
  }
}

function printBundles(bundles: Bundle[]) {
  console.log('  packages/functions/src/<handler> as infra/bundle.ts has SST bundle it: esbuild, node22, esm, minify,');
  console.log(`  dynamic imports split into chunks; external ${bundles[0]?.external.join(', ') ?? ''}`);
  console.log('  "at start" is the entry file and the chunks it imports statically: what a cold start evaluates.');
  console.log(
    table(
      ['function', 'at start', 'gzipped', 'all files', 'largest at start'],
      bundles.map((b) => [
        b.name,
        kib(b.bytes),
        kib(b.gzipBytes),
        kib(b.totalBytes),
        b.top
          .slice(0, 4)
          .map((p) => `${p.name} ${kib(p.bytes)}`)
          .join(', '),
      ]),
    ),
  );
}

async function coldStarts(bundle: Bundle, databaseUrl: string, session: string): Promise<ColdStart[]> {
  console.log(`  fresh \`node ${process.version}\` per run; GET /api/trpc/account.me with the bench session, function-URL (API Gateway v2) event`);
  console.log('  driver: DATABASE_DRIVER=pg on the Postgres bench database. Production uses the neon driver,');
  console.log('          which needs a WebSocket proxy in front of Postgres, so pg stands in here.');
  const runs: ColdStart[] = [];
  for (let i = 1; i <= COLD_STARTS; i++) {
    const run = await coldStart(bundle.file, { DATABASE_DRIVER: 'pg', DATABASE_URL: databaseUrl }, session);
    runs.push(run);
    console.log(
      `  run ${i}  import→response ${ms(run.totalMs).padStart(7)}  (import ${ms(run.importMs)}, first request ${ms(run.firstRequestMs)}; ` +
        `node boot ${ms(run.bootMs)})  status ${run.status}  user ${run.signedIn ? 'yes' : 'NO'}`,
    );
  }
  console.log(`  median  import→response ${ms(median(runs.map((r) => r.totalMs)))}`);
  return runs;
}

const pair = (r: LoadResult | undefined, f: (r: LoadResult) => string) => (r ? f(r) : 'skipped');

interface Dining {
  booking: BookingBench | string;
  /** Two server processes at 10 and 50 clients beside the bare transaction (ADR 052). */
  cluster: ClusterRun[] | string;
  find: FindRun[] | string;
  owner?: OwnerRun[] | string;
}

function diningRows(dining: Dining): string[][] {
  const rows: string[][] = [];
  const b = dining.booking;
  if (typeof b === 'string') rows.push(['booking', b, '', '']);
  else {
    const s = BOOKING.spread;
    const c = BOOKING.contention;
    rows.push(
      [
        `booking HTTP, ${s.tables} tables, spread (${s.connections} conn)`,
        b.http.rps.toFixed(1),
        `${b.http.p50} / ${b.http.p99}`,
        `${b.http.non2xx} / ${b.http.errors}`,
      ],
      [
        `booking bare SQL, pg pool (${s.connections} concurrent)`,
        b.sql.tps.toFixed(1),
        `${b.sql.p50.toFixed(1)} / ${b.sql.p99.toFixed(1)}`,
        `- / ${b.sql.errors}`,
      ],
      ['booking HTTP ÷ bare SQL', ratio(b.http.rps, b.sql.tps), `${ratio(b.http.p50, b.sql.p50)} / ${ratio(b.http.p99, b.sql.p99)}`, ''],
      [
        `booking HTTP, 1 slot of ${c.tables} tables (${c.connections} conn, ${c.requests} req)`,
        b.contention.rps.toFixed(1),
        `${b.contention.p50} / ${b.contention.p99}`,
        `${b.contention.non2xx} / ${b.contention.errors}`,
      ],
      [`  → ${b.contention.reservations} booked, ${b.contention.waitlist} waitlisted`, '', '', ''],
    );
  }
  const o = dining.owner;
  if (typeof o === 'string') rows.push(['owner dashboard', o, '', '']);
  else for (const r of o ?? []) rows.push([`owner ${r.call}, ${r.reservations.toLocaleString('en')} past (p50 / p95, 1 conn)`, '', `${r.p50} / ${r.p95}`, '']);
  if (typeof dining.cluster === 'string') rows.push(['booking, two processes', dining.cluster, '', '']);
  else rows.push(...clusterRows(dining.cluster));
  const f = dining.find;
  if (typeof f === 'string') rows.push(['/find', f, '', '']);
  else {
    for (const q of FIND.queries) {
      const mine = f.filter((r) => r.query === q);
      for (const r of mine) {
        rows.push([
          `/find "${q}", ${r.reservations.toLocaleString('en')} reservations`,
          r.result.rps.toFixed(1),
          `${r.result.p50} / ${r.result.p99}`,
          `${r.result.non2xx} / ${r.result.errors}`,
        ]);
      }
      const [first, last] = [mine[0], mine.at(-1)];
      if (first && last && first !== last) {
        rows.push([
          `/find "${q}", largest ÷ smallest`,
          ratio(last.result.rps, first.result.rps),
          `${ratio(last.result.p50, first.result.p50)} / ${ratio(last.result.p99, first.result.p99)}`,
          '',
        ]);
      }
    }
  }
  return rows;
}

interface Stays {
  search: StaySearchRun[] | string;
  booking: StayBookingBench | string;
}

/** 2xx / 409 / other non-2xx / connection errors. */
const answered = (r: TimedResult) => {
  const conflicts = r.byStatus['409']?.count ?? 0;
  return `${r.ok} / ${conflicts} / ${r.responses - r.ok - conflicts} / ${r.errors}`;
};

function stayRows(stays: Stays): string[][] {
  const rows: string[][] = [];
  const s = stays.search;
  if (typeof s === 'string') rows.push(['stay.search', s, '', '', '']);
  else {
    for (const q of STAY_SEARCH.queries) {
      const mine = s.filter((r) => r.query === q);
      for (const r of mine) {
        rows.push([
          `stay.search "${q}", ${r.bookings.toLocaleString('en')} stay bookings (${r.result.connections} conn)`,
          r.result.rps.toFixed(1),
          tri(r.result),
          `${r.sql.ms.toFixed(2)} (${r.sql.buffers})`,
          answered(r.result),
        ]);
      }
      const [first, last] = [mine[0], mine.at(-1)];
      if (first && last && first !== last) {
        rows.push([
          `stay.search "${q}", largest ÷ smallest`,
          ratio(last.result.rps, first.result.rps),
          `${ratio(last.result.p50, first.result.p50)} / ${ratio(last.result.p95, first.result.p95)} / ${ratio(last.result.p99, first.result.p99)}`,
          `${ratio(last.sql.ms, first.sql.ms)} (${ratio(last.sql.buffers, first.sql.buffers)})`,
          '',
        ]);
      }
    }
  }
  const b = stays.booking;
  if (typeof b === 'string') rows.push(['stay.book', b, '', '', '']);
  else {
    const p = STAY_BOOKING.spread;
    for (const run of b.spread) {
      rows.push([
        `stay.book, spread, ${run.properties} × ${p.rooms}-room propert${run.properties === 1 ? 'y' : 'ies'} (${p.connections} conn)`,
        run.result.rps.toFixed(1),
        tri(run.result),
        '',
        answered(run.result),
      ]);
    }
    const c = STAY_BOOKING.contention;
    rows.push(
      [
        `stay.book, 1 range of ${c.rooms} rooms (${c.connections} conn, ${c.requests} req)`,
        b.contention.rps.toFixed(1),
        tri(b.contention),
        '',
        answered(b.contention),
      ],
      [`  → ${b.contention.booked} booked, ${b.contention.noAvailability} × 409 no availability, ${b.contention.otherNon2xx} other`, '', '', '', ''],
    );
  }
  return rows;
}

function printSummary(pglite: ServerBench, postgres: ServerBench | undefined, bundle: Bundle, cold: ColdStart[] | string, dining: Dining, stays: Stays) {
  const rows = (name: string, pick: (b: ServerBench) => LoadResult, conns: number): string[][] => [
    [`${name} (${conns} conn)  req/s`, pick(pglite).rps.toFixed(1), pair(postgres && pick(postgres), (r) => r.rps.toFixed(1))],
    [`${name}  p50 / p99 ms`, `${pick(pglite).p50} / ${pick(pglite).p99}`, pair(postgres && pick(postgres), (r) => `${r.p50} / ${r.p99}`)],
    [`${name}  non-2xx / errors`, `${pick(pglite).non2xx} / ${pick(pglite).errors}`, pair(postgres && pick(postgres), (r) => `${r.non2xx} / ${r.errors}`)],
  ];
  console.log(
    table(
      ['HTTP (127.0.0.1, autocannon)', 'PGlite', 'Postgres'],
      [...rows('sign-in', (b) => b.signIn, PLAN.signIn.connections), ...rows('account.me', (b) => b.me, PLAN.me.connections)],
    ),
  );
  console.log();
  const coldRow = typeof cold === 'string' ? cold : `${ms(median(cold.map((r) => r.totalMs)))} median (${cold.map((r) => r.totalMs.toFixed(0)).join(', ')})`;
  console.log(
    table(
      ['Lambda API', 'value'],
      [
        ['bundle at start raw / gzipped', `${kib(bundle.bytes)} / ${kib(bundle.gzipBytes)}`],
        ['bundle, all files', kib(bundle.totalBytes)],
        [`cold start, import→first response (pg, n=${COLD_STARTS})`, coldRow],
      ],
    ),
  );
  console.log();
  console.log(table(['Dining on Postgres (127.0.0.1)', 'req/s', 'p50 / p99 ms', 'non-2xx / errors'], diningRows(dining)));
  console.log();
  console.log(table(['Stays on Postgres (127.0.0.1)', 'req/s', 'p50 / p95 / p99 ms', 'SQL ms (buffers)', '2xx / 409 / other / errors'], stayRows(stays)));
  console.log('(stays: http-worker.mjs timings, 0.1 ms resolution, percentiles over 2xx; SQL ms (buffers): the availability');
  console.log(' query alone, median EXPLAIN ANALYZE execution time and the shared buffers it touched)');
}

/** Booking, then /find, on one fresh seeded Postgres database; each part reports its own failure. */
async function benchDining(target: PostgresTarget, uploadsDir: string): Promise<Dining> {
  const dining: Dining = { booking: 'skipped: no Postgres server', cluster: 'skipped: no Postgres server', find: 'skipped: no Postgres server' };
  section('Booking on Postgres');
  if ('skip' in target) {
    console.log(`  skipped: ${target.skip}`);
    section('/find on Postgres');
    console.log(`  skipped: ${target.skip}`);
    return dining;
  }
  console.log(`  server    ${redactUrl(target.url)} (${target.source}); a fresh database with the demo seed, dropped after`);
  let server: TestServer | undefined;
  try {
    server = await startBenchServer(target.url, uploadsDir, { env: { RATE_LIMIT_BOOKING_PER_WINDOW: '100000000' }, seed: true });
  } catch (err) {
    console.log(`  skipped: could not start on it: ${errorMessage(err)}`);
    dining.booking = dining.find = 'skipped: server did not start';
    return dining;
  }
  try {
    try {
      dining.booking = await benchBooking(server, BOOKING);
    } catch (err) {
      dining.booking = 'failed (see above)';
      process.exitCode = 1;
      console.log(`  failed: ${errorMessage(err)}`);
    }
    section('Booking on Postgres, two server processes');
    try {
      dining.cluster = await benchBookingCluster(target.url, BOOKING_CLUSTER);
    } catch (err) {
      dining.cluster = 'failed (see above)';
      process.exitCode = 1;
      console.log(`  failed: ${errorMessage(err)}`);
    }
    section('/find on Postgres');
    try {
      dining.find = await benchFind(server, FIND);
    } catch (err) {
      dining.find = 'failed (see above)';
      process.exitCode = 1;
      console.log(`  failed: ${errorMessage(err)}`);
    }
    section('Owner dashboard on Postgres (one venue, 1k vs 100k past reservations)');
    try {
      dining.owner = await benchOwner(server, OWNER);
    } catch (err) {
      dining.owner = 'failed (see above)';
      process.exitCode = 1;
      console.log(`  failed: ${errorMessage(err)}`);
    }
  } finally {
    await server.close();
  }
  return dining;
}

/** Stay search (1k, then 100k stay bookings), then stay booking, on one fresh seeded Postgres database. */
async function benchStays(target: PostgresTarget, uploadsDir: string): Promise<Stays> {
  const stays: Stays = { search: 'skipped: no Postgres server', booking: 'skipped: no Postgres server' };
  section('Stay search on Postgres');
  if ('skip' in target) {
    console.log(`  skipped: ${target.skip}`);
    section('Stay booking on Postgres');
    console.log(`  skipped: ${target.skip}`);
    return stays;
  }
  console.log(`  server    ${redactUrl(target.url)} (${target.source}); a fresh database with the demo seed, dropped after`);
  console.log('  load      tests/bench/http-worker.mjs in a worker thread, not autocannon: a closed loop per connection over');
  console.log('            keep-alive node:http, every response timed (sub-ms), so p95 is exact; percentiles over 2xx');
  let server: TestServer | undefined;
  try {
    server = await startBenchServer(target.url, uploadsDir, { env: { RATE_LIMIT_BOOKING_PER_WINDOW: '100000000' }, seed: true });
  } catch (err) {
    console.log(`  skipped: could not start on it: ${errorMessage(err)}`);
    stays.search = stays.booking = 'skipped: server did not start';
    return stays;
  }
  try {
    try {
      stays.search = await benchStaySearch(server, STAY_SEARCH);
    } catch (err) {
      stays.search = 'failed (see above)';
      process.exitCode = 1;
      console.log(`  failed: ${errorMessage(err)}`);
    }
    section('Stay booking on Postgres');
    try {
      stays.booking = await benchStayBooking(server, STAY_BOOKING);
    } catch (err) {
      stays.booking = 'failed (see above)';
      process.exitCode = 1;
      console.log(`  failed: ${errorMessage(err)}`);
    }
  } finally {
    await server.close();
  }
  return stays;
}

async function main() {
  const started = performance.now();
  const tmp = mkdtempSync(join(tmpdir(), 'tablestay-bench-'));
  try {
    console.log(
      `tablestay bench  ${new Date().toISOString()}  node ${process.version}  ${availableParallelism()} cores  load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`Figures only. Each HTTP run follows a ${PLAN.warmUpSeconds} s warm-up whose figures are discarded; the load`);
    console.log('generator is autocannon in a worker thread of this process, the server is in its main thread.');
    console.log('Latency percentiles cover 2xx responses at 1 ms resolution; req/s counts every response.');

    const web = await benchWeb(tmp);

    section('Lambda bundles');
    const bundles = await bundleFunctions(join(tmp, 'lambda'));
    printBundles(bundles);
    const bundle = bundles.find((b) => b.name === 'Api');
    if (!bundle) throw new Error('no Api bundle');

    section('Busy-day forecast backtest (seed history, PGlite)');
    try {
      printForecast(await benchForecast());
    } catch (err) {
      process.exitCode = 1;
      console.log(`  failed: ${errorMessage(err)}`);
    }

    section('Chat assistant answer time (embedded engine, seeded PGlite)');
    try {
      printChat(await benchChat());
    } catch (err) {
      process.exitCode = 1;
      console.log(`  failed: ${errorMessage(err)}`);
    }

    section('HTTP on PGlite (in memory)');
    const pglite = await withServer(await startBenchServer(undefined, join(tmp, 'uploads-pglite')), (server, session) => benchServer(server, session, PLAN));

    let postgres: ServerBench | undefined;
    let cold: ColdStart[] | string = 'skipped: no Postgres server';
    const target = findPostgres();
    section('HTTP on Postgres');
    if ('skip' in target) {
      console.log(`  skipped: ${target.skip}`);
    } else {
      console.log(`  server    ${redactUrl(target.url)} (${target.source}); a fresh database per run, dropped after`);
      let server: TestServer | undefined;
      try {
        server = await startBenchServer(target.url, join(tmp, 'uploads-postgres'));
      } catch (err) {
        console.log(`  skipped: could not start on it: ${errorMessage(err)}`);
      }
      if (server) {
        postgres = await withServer(server, async (s, session) => {
          // Before the load below: right after it, Postgres is still vacuuming and checkpointing what
          // the load wrote, and a cold start would be timed against that instead of an idle database.
          section('Lambda cold start');
          const databaseUrl = s.core.config.DATABASE_URL;
          if (!databaseUrl) throw new Error('the Postgres bench server has no DATABASE_URL');
          try {
            cold = await coldStarts(bundle, databaseUrl, session);
          } catch (err) {
            cold = 'failed (see above)';
            process.exitCode = 1;
            console.log(`  failed: ${errorMessage(err)}`);
          }
          return benchServer(s, session, PLAN);
        });
      }
    }
    if (!postgres) {
      section('Lambda cold start');
      console.log(`  skipped: it runs against the Postgres bench database, and there is none`);
      cold = 'skipped: no Postgres server';
    }

    const dining = await benchDining(target, join(tmp, 'uploads-dining'));
    const stays = await benchStays(target, join(tmp, 'uploads-stays'));

    section('Summary');
    printWebSummary(web);
    printSummary(pglite, postgres, bundle, cold, dining, stays);
    console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
