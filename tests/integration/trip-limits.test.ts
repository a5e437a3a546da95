import { afterEach, describe, expect, it } from 'vitest';
import type { AddedDinners } from '@tablestay/core/trip/schema';
import { day } from '../support/kinds';
import { tripTown } from '../support/trip';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * A trip's tables count against the booking limits as `reservation.create` would (ADR 112): one
 * attempt per dinner, on the caller's address and the stay's email. Each test has a server of its
 * own with a limit of 3 bookings per window, so the address's count starts at 0.
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function town() {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '3' });
  return { c: new Client(server.url), db: server.core.db, ...(await tripTown(server.core.db)) };
}

const TOO_MANY = 429;

describe('trip limits', () => {
  it('three dinners use up a limit of three: the next table booked from that address is refused', async () => {
    const t = await town();
    const s = await t.c.mutate<{ bookingId: string; viewToken: string }>('stay.book', {
      propertyId: t.propertyId,
      roomTypeId: t.roomTypeId,
      checkIn: day(10),
      checkOut: day(13),
      guests: 2,
      guestName: 'Ana Limit',
      guestEmail: 'limit-1@example.com',
    });
    expect(s.status).toBe(200);
    const dinners = [10, 11, 12].map((n) => ({ restaurantId: t.big, date: day(n), time: '19:30' }));
    const added = await t.c.mutate<AddedDinners>('trip.addDinners', { bookingId: s.data.bookingId, token: s.data.viewToken, dinners });
    expect([added.status, added.error?.message]).toEqual([200, undefined]);
    const table = await t.c.mutate('reservation.create', {
      restaurantId: t.big,
      date: day(40),
      time: '19:30',
      partySize: 2,
      guestName: 'Other Guest',
      guestEmail: 'limit-other@example.com',
      privacyConsent: true,
    });
    expect(table.status).toBe(TOO_MANY);
  });

  it('four dinners over a limit of three hold nothing', async () => {
    const t = await town();
    const s = await t.c.mutate<{ bookingId: string; viewToken: string }>('stay.book', {
      propertyId: t.propertyId,
      roomTypeId: t.roomTypeId,
      checkIn: day(20),
      checkOut: day(24),
      guests: 2,
      guestName: 'Ana Limit',
      guestEmail: 'limit-2@example.com',
    });
    const dinners = [20, 21, 22, 23].map((n) => ({ restaurantId: t.big, date: day(n), time: '19:30' }));
    const added = await t.c.mutate<AddedDinners>('trip.addDinners', { bookingId: s.data.bookingId, token: s.data.viewToken, dinners });
    expect(added.status).toBe(TOO_MANY);
    expect(await t.db.selectFrom('reservations').select('id').where('restaurant_id', '=', t.big).execute()).toEqual([]);
  });

  it('a stay booked with four dinners over a limit of three holds neither the room nor a table', async () => {
    const t = await town();
    const res = await t.c.mutate('trip.book', {
      propertyId: t.propertyId,
      roomTypeId: t.roomTypeId,
      checkIn: day(30),
      checkOut: day(34),
      guests: 2,
      guestName: 'Ana Limit',
      guestEmail: 'limit-3@example.com',
      dinners: [30, 31, 32, 33].map((n) => ({ restaurantId: t.big, date: day(n), time: '19:30' })),
    });
    expect(res.status).toBe(TOO_MANY);
    expect(await t.db.selectFrom('reservations').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('stay_bookings').select('id').where('guest_email', '=', 'limit-3@example.com').execute()).toEqual([]);
  });
});
