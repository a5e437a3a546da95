/**
 * `npm run bench:trip`: trip creation under contention (ADR 112), on Postgres (DATABASE_URL or the
 * local server): `trip.addDinners` over HTTP for stays already booked, each trip holding two tables
 * in one transaction. Two runs per concurrency: every trip at one roomy venue and one with few
 * tables (most are refused whole), and spread over venues with room for all. Printed, never asserted;
 * the counts show 0 oversold and 0 half-held trips.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProperty, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { section, table } from './format';
import { startBenchServer } from './server-bench';

const TRIPS = 200;
const FEW_TABLES = 10;
const CONCURRENCY = [10, 50];

const base = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
console.log(
  `trip bench  ${new Date().toISOString()}  node ${process.version}  ${availableParallelism()} cores  load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const tmp = mkdtempSync(join(tmpdir(), 'tablestay-trip-bench-'));
const server = await startBenchServer(base, join(tmp, 'uploads'), { env: { RATE_LIMIT_BOOKING_PER_WINDOW: '100000000' } });
const db = server.core.db;
const day = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(label: string, concurrency: number, contended: boolean, offset: number) {
  const town = `Bench ${label.replace(/\W+/g, '')} ${concurrency}`;
  const { venue, roomTypes } = await createProperty(db, { name: `Trip Bench ${town}`, city: town, total_rooms: TRIPS, roomTypes: [{ rooms: TRIPS }] });
  const roomy = await Promise.all(
    Array.from({ length: contended ? 1 : 10 }, (_, i) => createVenue(db, { name: `Roomy ${i}`, city: town, total_tables: TRIPS * 2 })),
  );
  const few = await createVenue(db, { name: 'Few', city: town, total_tables: contended ? FEW_TABLES : TRIPS * 2 });
  const stays = await Promise.all(
    roomTypes[0]!.rooms.map((room, i) =>
      createStayBooking(db, {
        restaurant_id: venue.id,
        room_type_id: roomTypes[0]!.id,
        room_id: room.id,
        check_in: day(offset),
        check_out: day(offset + 2),
        status: 'confirmed',
        guest_email: `trip-bench-${i}@example.com`,
      }),
    ),
  );
  const latencies: number[] = [];
  const statuses: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < stays.length) {
        const i = next++;
        const s = stays[i]!;
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/trpc/trip.addDinners`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            bookingId: s.id,
            token: s.token,
            dinners: [
              { restaurantId: roomy[i % roomy.length]!.id, date: day(offset), time: '19:30' },
              { restaurantId: few.id, date: day(offset + 1), time: '19:30' },
            ],
          }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.push(res.status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const held = await db
    .selectFrom('reservations')
    .select(['restaurant_id'])
    .where('restaurant_id', 'in', [few.id, ...roomy.map((r) => r.id)])
    .execute();
  const atFew = held.filter((r) => r.restaurant_id === few.id).length;
  const halfHeld = Math.abs(held.length - 2 * atFew);
  const sorted = latencies.sort((a, b) => a - b);
  return [
    `${label}, ${concurrency} conn`,
    (stays.length / seconds).toFixed(1),
    `${pct(sorted, 50).toFixed(0)} / ${pct(sorted, 95).toFixed(0)} / ${pct(sorted, 99).toFixed(0)}`,
    `${statuses.filter((s) => s === 200).length} / ${statuses.filter((s) => s === 409).length} / ${statuses.filter((s) => s !== 200 && s !== 409).length}`,
    `${Math.max(0, atFew - (contended ? FEW_TABLES : TRIPS * 2))} / ${halfHeld}`,
  ];
}

try {
  section(`trip.addDinners: ${TRIPS} trips of two tables each`);
  const rows: string[][] = [];
  let offset = 20;
  for (const c of CONCURRENCY) {
    rows.push(await run(`contended (${FEW_TABLES} tables)`, c, true, (offset += 3)));
    rows.push(await run('spread', c, false, (offset += 3)));
  }
  console.log(table(['scenario', 'trips/s', 'p50 / p95 / p99 ms', 'held / 409 / other', 'oversold / half-held'], rows));
} finally {
  await server.close();
  rmSync(tmp, { recursive: true, force: true });
}
