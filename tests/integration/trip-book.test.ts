import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddedDinners, TripView } from '@tablestay/core/trip/schema';
import { verifiedGuest } from '../support/accounts';
import { day } from '../support/kinds';
import { createProperty, createVenue } from '@tablestay/core/db/factories';
import { tripTown } from '../support/trip';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * The trip (ADR 112) over real HTTP: a stay and its dinners booked together (all or nothing), and
 * the AI City Pack of a trip. trip.test.ts has the rest.
 */

let server: TestServer;
let c: Client;
let propertyId: string;
let roomTypeId: string;
let small: string; // one table
let big: string; // three tables
let elsewhere: string; // another town
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  c = new Client(server.url);
  ({ propertyId, roomTypeId, small, big, elsewhere } = await tripTown(server.core.db));
});
afterAll(() => server?.close());

type Booked = { bookingId: string; viewToken: string };
async function stay(over: Record<string, unknown> = {}) {
  const email = `trip-${++seq}@example.com`;
  const res = await c.mutate<Booked>('stay.book', {
    propertyId,
    roomTypeId,
    checkIn: day(10),
    checkOut: day(13),
    guests: 3,
    guestName: 'Ana Trip',
    guestEmail: email,
    ...over,
  });
  expect([res.status, res.error?.message]).toEqual([200, undefined]);
  return { ...res.data, email };
}

const add = (s: Booked, dinners: { restaurantId: string; date: string; time: string }[], client = c) =>
  client.mutate<AddedDinners>('trip.addDinners', { bookingId: s.bookingId, token: s.viewToken, dinners });
const tablesAt = (restaurantId: string, date: string) =>
  server.core.db.selectFrom('reservations').select(['id', 'status', 'party_size']).where('restaurant_id', '=', restaurantId).where('date', '=', date).execute();

const booking = (over: Record<string, unknown> = {}) => ({
  propertyId,
  roomTypeId,
  checkIn: day(100),
  checkOut: day(102),
  guests: 2,
  guestName: 'Ana Trip',
  guestEmail: `trip-book-${++seq}@example.com`,
  ...over,
});
const stayRows = (email: string) => server.core.db.selectFrom('stay_bookings').select(['id', 'status']).where('guest_email', '=', email).execute();

describe('trip.book', () => {
  it('holds the stay and its dinners in one transaction, one trip', async () => {
    const b = booking({
      dinners: [
        { restaurantId: small, date: day(100), time: '19:30' },
        { restaurantId: big, date: day(101), time: '20:00' },
      ],
    });
    const res = await c.mutate<AddedDinners & { bookingId: string; viewToken: string }>('trip.book', b);
    expect([res.status, res.error?.message]).toEqual([200, undefined]);
    expect(await stayRows(b.guestEmail as string)).toEqual([{ id: res.data.bookingId, status: 'awaiting_deposit' }]);
    const view = (await c.query<TripView>('trip.get', { id: res.data.tripId, token: res.data.tripToken })).data;
    expect(view.stay.id).toBe(res.data.bookingId);
    expect(view.dinners.map((d) => [d.restaurant.name, d.partySize, d.status])).toEqual([
      ['A Small Table', 2, 'awaiting_deposit'],
      ['B Big Hall', 2, 'awaiting_deposit'],
    ]);
  });

  it('answers a retry with the same key and request as the first time, holding nothing more (ADR 024)', async () => {
    const b = booking({
      checkIn: day(108),
      checkOut: day(110),
      idempotencyKey: `trip-retry-key-${seq}-${Date.now()}`,
      dinners: [
        { restaurantId: small, date: day(108), time: '19:30' },
        { restaurantId: big, date: day(109), time: '19:30' },
      ],
    });
    const first = await c.mutate<AddedDinners & { bookingId: string; viewToken: string }>('trip.book', b);
    expect([first.status, first.error?.message]).toEqual([200, undefined]);
    const again = await c.mutate<AddedDinners & { bookingId: string; viewToken: string }>('trip.book', b);
    expect([again.status, again.error?.message]).toEqual([200, undefined]);
    expect(again.data).toEqual(first.data);
    expect(await stayRows(b.guestEmail as string)).toHaveLength(1);
    expect([...(await tablesAt(small, day(108))), ...(await tablesAt(big, day(109)))]).toHaveLength(2);
  });

  it('holds nothing, not even the room, when a table is taken', async () => {
    const first = booking({ checkIn: day(104), checkOut: day(105), dinners: [{ restaurantId: small, date: day(104), time: '19:30' }] });
    expect((await c.mutate('trip.book', first)).status).toBe(200);
    const b = booking({
      checkIn: day(104),
      checkOut: day(106),
      dinners: [
        { restaurantId: big, date: day(105), time: '19:30' },
        { restaurantId: small, date: day(104), time: '19:30' },
      ],
    });
    const before = (await tablesAt(big, day(105))).length;
    const res = await c.mutate('trip.book', b);
    expect([res.status, res.error?.data.domainCode]).toEqual([409, 'trip.table_taken']);
    expect(await stayRows(b.guestEmail as string)).toEqual([]);
    expect((await tablesAt(big, day(105))).length).toBe(before);
  });

  it('holds no table when no room is free', async () => {
    const { venue, roomTypes } = await createProperty(server.core.db, { name: 'One Room', city: 'Bled', total_rooms: 1, roomTypes: [{ rooms: 1 }] });
    const one = { propertyId: venue.id, roomTypeId: roomTypes[0]!.id, checkIn: day(110), checkOut: day(111) };
    expect((await c.mutate('trip.book', booking({ ...one, dinners: [{ restaurantId: big, date: day(110), time: '12:00' }] }))).status).toBe(200);
    const res = await c.mutate('trip.book', booking({ ...one, dinners: [{ restaurantId: big, date: day(110), time: '13:00' }] }));
    expect([res.status, res.error?.data.domainCode]).toEqual([409, 'stay.no_availability']);
    expect((await tablesAt(big, day(110))).length).toBe(1);
  });

  it('answers the rules before anything is held: evenings, town, at least one dinner', async () => {
    const outside = await c.mutate('trip.book', booking({ dinners: [{ restaurantId: big, date: day(102), time: '19:30' }] }));
    expect(outside.error?.data.domainCode).toBe('trip.evening_outside_stay');
    const town = await c.mutate('trip.book', booking({ dinners: [{ restaurantId: elsewhere, date: day(100), time: '19:30' }] }));
    expect(town.error?.data.domainCode).toBe('trip.other_town');
    const none = await c.mutate('trip.book', booking({ dinners: [] }));
    expect([none.status, none.error?.message]).toEqual([400, 'Please choose at least one dinner']);
  });
});

describe('trip.cityPack', () => {
  it("plans the trip's town over its days with its dinners on their evenings and offers the restaurants it names; the add-on's gate applies", async () => {
    // The City Pack reads the town as it is spelled ('Bled'); 'B Big Hall' is ' bled '.
    const grill = (await createVenue(server.core.db, { name: 'D Lake Grill', address: 'Jezero 9, Bled', city: 'Bled', total_tables: 4 })).id;
    const s = await stay({ checkIn: day(80), checkOut: day(83) });
    const added = await add(s, [{ restaurantId: small, date: day(80), time: '19:30' }]);
    const input = { id: added.data.tripId, token: added.data.tripToken };
    const guest = await verifiedGuest(server, s.email);
    const unpaid = await guest.mutate('trip.cityPack', input);
    expect([unpaid.status, unpaid.error?.data.domainCode]).toEqual([403, 'billing.citypacks_required']);
    const started = await guest.mutate<{ url: string }>('billing.createCheckout', { plan: 'citypacks' });
    await fetch(started.data.url, { method: 'POST', redirect: 'manual' });

    type Pack = { known: boolean; days: { date: string; dinners: { restaurant: string }[]; offers: { restaurantId: string; name: string }[] }[] };
    const res = await guest.mutate<Pack>('trip.cityPack', input);
    expect([res.status, res.error?.message]).toEqual([200, undefined]);
    expect(res.data.known).toBe(true);
    expect(res.data.days.map((d) => d.date)).toEqual([day(80), day(81), day(82), day(83)]);
    expect(res.data.days[0]!.dinners.map((d) => d.restaurant)).toEqual(['A Small Table']);
    expect(res.data.days[0]!.offers).toEqual([]);
    // Check-out day: nothing to add; the other evenings offer our Bled restaurants the plan names.
    expect(res.data.days[3]!.offers).toEqual([]);
    const offered = res.data.days.slice(1, 3).flatMap((d) => d.offers.map((o) => o.restaurantId));
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) expect([small, big, grill]).toContain(id);
    // An offer is added like any dinner: all or nothing, for the stay's party.
    const first = res.data.days[1]!.offers[0]!;
    const more = await add(s, [{ restaurantId: first.restaurantId, date: day(81), time: '19:30' }]);
    expect(more.status).toBe(200);
  });
});
