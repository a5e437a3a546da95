// Spawned by tests/bench/lambda-booking.ts in a fresh `node` process (no tsx): import the bundled Api
// handler and book tables through it one after another, as a warm Lambda instance would answer them.
// argv[2]: the bundle; argv[3]: JSON { restaurantId, dates, times, warmUp, n, tag }: booking i (warm-up
// first) is for dates[i % dates.length] at times[i % times.length] with its own guest email, so each
// one is held. DATABASE_* and RATE_LIMIT_* as the handler reads them.
// Prints one line: LAMBDA_BOOKING {n, ok, p50, p90, mean, rssMb, heapUsedMb, warmUp, firstMs, firstFailure}.
import { pathToFileURL } from 'node:url';
import { functionUrlEvent, installStreamingRuntime, lambdaContext } from './lambda-invoke.mjs';

const plan = JSON.parse(process.argv[3] ?? '{}');
const { restaurantId, dates, times, warmUp, n, tag } = plan;
if (!restaurantId || !dates?.length || !times?.length || !(n > 0)) throw new Error(`lambda-booking-child: a bad plan ${process.argv[3]}`);

installStreamingRuntime();
const { handler } = await import(pathToFileURL(process.argv[2] ?? '').href);

/** One reservation.create through the handler: its wall time and what it answered. */
async function book(i) {
  const body = JSON.stringify({
    restaurantId,
    partySize: 2,
    guestName: 'Bench Guest',
    privacyConsent: true,
    date: dates[i % dates.length],
    time: times[i % times.length],
    guestEmail: `bench-${tag}-${i}@example.com`,
  });
  const event = functionUrlEvent({ method: 'POST', path: '/api/trpc/reservation.create', headers: { 'content-type': 'application/json' }, body });
  const t0 = performance.now();
  const res = await handler(event, lambdaContext());
  const ms = performance.now() - t0;
  let status;
  try {
    status = JSON.parse(res.body ?? 'null')?.result?.data?.status;
  } catch {
    status = undefined;
  }
  const held = res.statusCode === 200 && status === 'awaiting_deposit';
  return { ms, held, said: held ? '' : `${res.statusCode} ${String(res.body ?? '').slice(0, 500)}` };
}

let firstFailure = '';
const note = (r) => (firstFailure ||= r.said);

// The first call creates the core (config, pool, first connection): the cold part, reported apart.
let firstMs = Number.NaN;
for (let i = 0; i < warmUp; i++) {
  const r = await book(i);
  if (i === 0) firstMs = r.ms;
  if (!r.held) note(r);
}

const samples = [];
let ok = 0;
for (let i = warmUp; i < warmUp + n; i++) {
  const r = await book(i);
  samples.push(r.ms);
  if (r.held) ok++;
  else note(r);
}

samples.sort((a, b) => a - b);
/** Nearest-rank percentile, as booking-bench.ts `percentile`. */
const percentile = (p) => samples[Math.min(samples.length - 1, Math.max(0, Math.ceil(p * samples.length) - 1))];
const memory = process.memoryUsage();
const MB = 1024 * 1024;
const result = {
  n,
  ok,
  p50: percentile(0.5),
  p90: percentile(0.9),
  mean: samples.reduce((s, v) => s + v, 0) / samples.length,
  rssMb: memory.rss / MB,
  heapUsedMb: memory.heapUsed / MB,
  warmUp,
  firstMs,
  firstFailure,
};
// The database pool keeps the loop alive, as it would in a warm Lambda: leave once the line is out.
process.stdout.write(`LAMBDA_BOOKING ${JSON.stringify(result)}\n`, () => process.exit(0));
