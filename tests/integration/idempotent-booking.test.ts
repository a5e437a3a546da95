import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client, startTestServer, type TestServer } from '../support/server';

/** ADR 024: a booking sent twice holds one table or room, over real HTTP. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
});
afterAll(() => server?.close());

const ZONE = 'Europe/Ljubljana';
const day = (n: number) => addDays(dateIn(ZONE), n);
const count = async (t: 'reservations' | 'waitlist_entries' | 'stay_bookings', email: string) =>
  (
    await server.core.db
      .selectFrom(t)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('guest_email', '=', email)
      .executeTakeFirstOrThrow()
  ).n;

async function venue(tables = 3) {
  const row = await createVenue(server.core.db, {
    name: 'Gostilna Pri Lipi',
    address: 'Trubarjeva cesta 12',
    city: 'Ljubljana',
    total_tables: tables,
    turn_minutes: 90,
    timezone: ZONE,
    deposit_eur: 20,
  });
  return row.id;
}

async function property() {
  const {
    venue: p,
    roomTypes: [rt],
  } = await createProperty(server.core.db, {
    name: 'Vila Lipa',
    address: 'Cesta svobode 12',
    city: 'Bled',
    total_tables: 0,
    total_rooms: 3,
    blocked_rooms: 0,
    deposit_eur: 20,
    roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 95, rooms: ['101', '102', '103'] }],
  });
  return { propertyId: p.id, roomTypeId: rt!.id };
}

type Created = { status: string; reservationId?: string; waitlistId?: string; viewToken: string };
const table = (restaurantId: string, over: Record<string, unknown> = {}) => ({
  restaurantId,
  date: day(1),
  time: '19:00',
  partySize: 2,
  guestName: 'Maja Novak',
  guestEmail: 'maja@example.com',
  privacyConsent: true,
  ...over,
});

describe('reservation.create with an idempotency key', () => {
  it('answers a repeated key with the same reservation, even sent at the same time', async () => {
    const v = await venue();
    const key = randomUUID();
    const c = new Client(server.url);
    const [a, b] = await Promise.all([
      c.mutate<Created>('reservation.create', table(v, { idempotencyKey: key })),
      c.mutate<Created>('reservation.create', table(v, { idempotencyKey: key })),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data).toEqual(a.data);
    const again = await c.mutate<Created>('reservation.create', table(v, { idempotencyKey: key }));
    expect(again.data).toEqual(a.data);
    expect(await count('reservations', 'maja@example.com')).toBe(1);
  });

  it('answers the same guest asking again for the same slot with their live hold, key or not', async () => {
    const v = await venue();
    const c = new Client(server.url);
    const first = await c.mutate<Created>('reservation.create', table(v, { guestEmail: 'ana@example.com' }));
    const second = await c.mutate<Created>('reservation.create', table(v, { guestEmail: 'ana@example.com', idempotencyKey: randomUUID() }));
    expect(second.data).toEqual(first.data);
    // Another time is another booking.
    const other = await c.mutate<Created>('reservation.create', table(v, { guestEmail: 'ana@example.com', time: '20:30' }));
    expect(other.data.reservationId).not.toBe(first.data.reservationId);
    expect(await count('reservations', 'ana@example.com')).toBe(2);
  });

  it('answers a repeated key that was waitlisted with the same waitlist entry', async () => {
    const v = await venue(1);
    const c = new Client(server.url);
    await c.mutate('reservation.create', table(v, { guestEmail: 'first@example.com' }));
    const key = randomUUID();
    const a = await c.mutate<Created>('reservation.create', table(v, { guestEmail: 'late@example.com', idempotencyKey: key }));
    const b = await c.mutate<Created>('reservation.create', table(v, { guestEmail: 'late@example.com', idempotencyKey: key }));
    expect(a.data.status).toBe('waitlisted');
    expect(b.data).toEqual(a.data);
    expect(await count('waitlist_entries', 'late@example.com')).toBe(1);
  });

  it('refuses a malformed key and writes nothing', async () => {
    const v = await venue();
    const res = await new Client(server.url).mutate('reservation.create', table(v, { guestEmail: 'bad-key@example.com', idempotencyKey: 'short' }));
    expect(res.status).toBe(400);
    expect(await count('reservations', 'bad-key@example.com')).toBe(0);
  });
});

const stay = (p: { propertyId: string; roomTypeId: string }, over: Record<string, unknown> = {}) => ({
  ...p,
  checkIn: day(10),
  checkOut: day(12),
  guests: 2,
  guestName: 'Ana Gost',
  guestEmail: 'stay@example.com',
  ...over,
});

describe('stay.book with an idempotency key', () => {
  it('answers a repeated key, and the same guest asking again for the same room type and dates, with the same booking', async () => {
    const p = await property();
    const c = new Client(server.url);
    const key = randomUUID();
    const [a, b] = await Promise.all([c.mutate('stay.book', stay(p, { idempotencyKey: key })), c.mutate('stay.book', stay(p, { idempotencyKey: key }))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data).toEqual(a.data);
    const again = await c.mutate('stay.book', stay(p));
    expect(again.data).toEqual(a.data);
    expect(await count('stay_bookings', 'stay@example.com')).toBe(1);
    const otherDates = await c.mutate('stay.book', stay(p, { checkIn: day(20), checkOut: day(21) }));
    expect(otherDates.status).toBe(200);
    expect(await count('stay_bookings', 'stay@example.com')).toBe(2);
  });
});
