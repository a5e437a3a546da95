import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProperty } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client } from '../support/server';
import { useTwoServers } from '../support/two-servers';

/**
 * No room is ever sold twice: 100 simultaneous stay bookings over HTTP, split across TWO server
 * processes sharing one real Postgres server. Runs against DATABASE_URL, or the local Postgres when
 * none is set (as booking-concurrency.test.ts).
 */
const NO_AVAILABILITY = 'This room is no longer available for the selected dates. Please try other dates.';
const ZONE = 'Europe/Ljubljana';
/** A date `n` days from today in the property's zone. */
const d = (n: number) => addDays(dateIn(ZONE), n);

const cluster = useTwoServers('stayconc');

/** Room codes `first`, `first + 1`, … (`n` of them). */
const codes = (first: number, n: number) => Array.from({ length: n }, (_, i) => `${first + i}`);

/** A stay property with one room type of `rooms` rooms (and, optionally, another type). */
async function property(rooms: number, opts: { blocked?: number; otherRooms?: number } = {}) {
  const total = rooms + (opts.otherRooms ?? 0);
  const {
    venue: p,
    roomTypes: [rt, other],
  } = await createProperty(cluster.db, {
    name: `Stays ${randomBytes(3).toString('hex')}`,
    total_tables: 0,
    total_rooms: total,
    blocked_rooms: opts.blocked ?? 0,
    timezone: ZONE,
    roomTypes: [
      { name: 'Double Room', capacity: 2, base_price_eur: 100, rooms: codes(101, rooms) },
      ...(opts.otherRooms ? [{ name: 'Suite', capacity: 4, base_price_eur: 200, rooms: codes(201, opts.otherRooms) }] : []),
    ],
  });
  return { id: p.id, roomTypeId: rt!.id, otherTypeId: other?.id };
}

type Booked = { bookingId: string; viewToken: string };

/** Fires all requests at once, alternating between the two processes. */
async function storm(requests: { propertyId: string; roomTypeId: string; checkIn: string; checkOut: string }[]) {
  const tag = randomBytes(3).toString('hex');
  return Promise.all(
    requests.map((r, i) =>
      new Client(cluster.servers[i % 2]!.url).mutate<Booked>('stay.book', {
        ...r,
        guests: 2,
        guestName: `Guest ${i}`,
        guestEmail: `stay-storm-${tag}-${i}@example.com`,
      }),
    ),
  );
}

const activeRows = (propertyId: string) =>
  cluster.db
    .selectFrom('stay_bookings')
    .select(['room_id', 'check_in', 'check_out', 'status'])
    .where('restaurant_id', '=', propertyId)
    .where('status', 'in', ['awaiting_deposit', 'confirmed', 'checked_in'])
    .execute();

/** Every pair of stays on one room is disjoint as half-open night ranges. */
function expectNoOverlap(rows: { room_id: string; check_in: string; check_out: string }[]) {
  for (const a of rows)
    for (const b of rows) {
      if (a === b || a.room_id !== b.room_id) continue;
      expect(a.check_out <= b.check_in || b.check_out <= a.check_in).toBe(true);
    }
}

describe('100 simultaneous stay bookings over two server processes', () => {
  it('sells exactly the 3 rooms of a room type for overlapping ranges, and answers the rest "no availability"', async () => {
    const p = await property(3);
    // Every range holds the night of d(23): any two of them overlap.
    const requests = Array.from({ length: 100 }, (_, i) => ({
      propertyId: p.id,
      roomTypeId: p.roomTypeId,
      checkIn: d(20 + (i % 4)),
      checkOut: d(24 + (i % 3)),
    }));
    const results = await storm(requests);
    const errors = results.filter((r) => r.status >= 500);
    expect(errors.map((f) => `${f.status} ${f.error?.message}`)).toEqual([]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(97);
    expect(new Set(refused.map((r) => `${r.status} ${r.error?.message} ${r.error?.data.domainCode}`))).toEqual(
      new Set([`409 ${NO_AVAILABILITY} stay.no_availability`]),
    );
    const rows = await activeRows(p.id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.room_id)).size).toBe(3);
    expectNoOverlap(rows);
    // Both processes answered their half (only 3 succeed, so they may all land on one of them).
    for (const half of [0, 1]) expect(results.filter((r, i) => i % 2 === half && (r.status === 200 || r.status === 409))).toHaveLength(50);
  });

  it('back-to-back stays on one room all succeed under the same storm; overlaps never do', async () => {
    const p = await property(1);
    // Four consecutive one-night stays plus overlapping two-night ones, 25 requests each.
    const shapes = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [0, 2],
    ] as const;
    const requests = Array.from({ length: 100 }, (_, i) => {
      const [a, b] = shapes[i % shapes.length]!;
      return { propertyId: p.id, roomTypeId: p.roomTypeId, checkIn: d(40 + a), checkOut: d(40 + b) };
    });
    const results = await storm(requests);
    expect(results.filter((r) => r.status >= 500).map((f) => `${f.status} ${f.error?.message}`)).toEqual([]);
    expect(results.filter((r) => r.status !== 200).every((r) => r.error?.message === NO_AVAILABILITY)).toBe(true);
    const rows = await activeRows(p.id);
    expectNoOverlap(rows);
    // The room is never left empty for a night that was asked for: all four nights are sold.
    const nights = new Set<string>();
    for (const r of rows) for (let x = r.check_in; x < r.check_out; x = addDays(x, 1)) nights.add(x);
    expect([...nights].sort()).toEqual([d(40), d(41), d(42), d(43)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(rows.length);
  });

  it('keeps the blocked reserve across room types under concurrency', async () => {
    // 3 doubles + 2 suites, 2 blocked: at most 3 rooms sold in all, whichever types are asked for.
    const p = await property(3, { blocked: 2, otherRooms: 2 });
    const requests = Array.from({ length: 100 }, (_, i) => ({
      propertyId: p.id,
      roomTypeId: i % 2 ? p.roomTypeId : p.otherTypeId!,
      checkIn: d(60),
      checkOut: d(62),
    }));
    const results = await storm(requests);
    expect(results.filter((r) => r.status >= 500).map((f) => `${f.status} ${f.error?.message}`)).toEqual([]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await activeRows(p.id)).toHaveLength(3);
  });
});
