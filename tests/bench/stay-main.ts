/**
 * `npm run bench:stay`: only the stay booking part of `npm run bench`, on Postgres (DATABASE_URL or
 * the local server): stay.book over HTTP on a fresh seeded database (stay-bench.ts benchStayBooking),
 * without the stay search runs before it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAY_BOOKING } from './booking-plan';
import { section, table } from './format';
import { startBenchServer } from './server-bench';
import { benchStayBooking } from './stay-bench';
import { tri } from './timed-load';

const base = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
console.log(
  `stay booking bench  ${new Date().toISOString()}  node ${process.version}  ${availableParallelism()} cores  load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const tmp = mkdtempSync(join(tmpdir(), 'tablestay-stay-bench-'));
const server = await startBenchServer(base, join(tmp, 'uploads'), { env: { RATE_LIMIT_BOOKING_PER_WINDOW: '100000000' }, seed: true });
try {
  section('Stay booking on Postgres');
  const b = await benchStayBooking(server, STAY_BOOKING);
  section('Summary');
  const c = STAY_BOOKING.contention;
  console.log(
    table(
      ['stay.book on Postgres (127.0.0.1)', 'req/s', 'p50 / p95 / p99 ms', 'booked'],
      [
        ...b.spread.map((r) => [
          `spread, ${r.properties} propert${r.properties === 1 ? 'y' : 'ies'}`,
          r.result.rps.toFixed(1),
          tri(r.result),
          String(r.booked),
        ]),
        [
          `1 range of ${c.rooms} rooms (${c.connections} conn, ${c.requests} req)`,
          b.contention.rps.toFixed(1),
          tri(b.contention),
          `${b.contention.booked} (${b.contention.noAvailability} × 409)`,
        ],
      ],
    ),
  );
} finally {
  await server.close();
  rmSync(tmp, { recursive: true, force: true });
}
