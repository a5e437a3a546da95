import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { AddedDinners, DinnerOptions } from '@tablestay/core/trip/schema';
import { atRateWindowStart } from '../support/clock';
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
  const c = new Client(server.url);
  const db = server.core.db;
  const place = await tripTown(db);
  let seq = 0;
  return {
    c,
    db,
    ...place,
    /** A stay for two booked by a guest of its own. */
    async stay(checkIn: string, checkOut: string) {
      const res = await c.mutate<{ bookingId: string; viewToken: string }>('stay.book', {
        propertyId: place.propertyId,
        roomTypeId: place.roomTypeId,
        checkIn,
        checkOut,
        guests: 2,
        guestName: 'Ana Limit',
        guestEmail: `limit-stay-${++seq}@example.com`,
      });
      expect([res.status, res.error?.message]).toEqual([200, undefined]);
      return res.data;
    },
    add: (s: { bookingId: string; viewToken: string }, dinners: { restaurantId: string; date: string; time: string }[]) =>
      c.mutate<AddedDinners>('trip.addDinners', { bookingId: s.bookingId, token: s.viewToken, dinners }),
    tablesAt: (restaurantId: string, date: string) =>
      db.selectFrom('reservations').select('id').where('restaurant_id', '=', restaurantId).where('date', '=', date).execute(),
  };
}

const TOO_MANY = 429;

describe('trip limits', () => {
  it('three dinners use up a limit of three: the next table booked from that address is refused', async () => {
    const restore = atRateWindowStart();
    onTestFinished(restore);
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

  // One slot rule and one text each (ADR 112, ADR 025).
  it('says "at most 30 dinners" for 31, not "choose at least one"', async () => {
    const t = await town();
    const s = await t.stay(day(10), day(13));
    const many = Array.from({ length: 31 }, () => ({ restaurantId: t.big, date: day(10), time: '19:30' }));
    const res = await t.add(s, many);
    expect([res.status, res.error?.message]).toEqual([400, 'A trip holds at most 30 dinners, one per evening of the stay']);
  });

  it('refuses a dinner more than 365 days ahead as /book does, and offers none then (one slot rule)', async () => {
    const t = await town();
    const s = await t.stay(day(364), day(367));
    const far = await t.add(s, [{ restaurantId: t.big, date: day(366), time: '19:30' }]);
    expect([far.status, far.error?.message]).toEqual([400, 'Bookings can be made at most 365 days ahead']);
    expect(await t.tablesAt(t.big, day(366))).toHaveLength(0);
    const evenings = (await t.c.query<DinnerOptions>('trip.dinnerOptions', { bookingId: s.bookingId, token: s.viewToken })).data.evenings;
    expect(evenings.map((e) => [e.date, e.restaurants.length])).toEqual([
      [day(364), 2],
      [day(365), 2],
      [day(366), 0],
    ]);
    const direct = await t.c.query<{ slots: { time: string; available: boolean; reason: string | null }[] }>('reservation.availability', {
      restaurantId: t.big,
      date: day(366),
    });
    expect(direct.data.slots.every((slot) => !slot.available)).toBe(true);
    expect(direct.data.slots.find((slot) => slot.time === '19:30')?.reason).toBe('too_far');
  });
});
