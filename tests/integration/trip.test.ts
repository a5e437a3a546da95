import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddedDinners, DinnerOptions, TakenDinner, TripView } from '@tablestay/core/trip/schema';
import { verifiedGuest } from '../support/accounts';
import { day } from '../support/kinds';
import { latestMail } from '../support/mail';
import { createVenue } from '@tablestay/core/db/factories';
import { tripTown } from '../support/trip';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * The trip (ADR 112) over real HTTP: dinner options for each evening of a stay, the all-or-nothing
 * add, the trip page and its calendar, the guest's own trips, and cancelling. Every rule here is
 * the server's: party size, evenings, town and the stay's status.
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
const tokenOf = (v: TripView, id: string) => v.dinners.find((d) => d.id === id)!.token;
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

const options = (s: Booked, extra: Record<string, unknown> = {}) =>
  c.query<DinnerOptions>('trip.dinnerOptions', { bookingId: s.bookingId, token: s.viewToken, ...extra });
const add = (s: Booked, dinners: { restaurantId: string; date: string; time: string }[], client = c) =>
  client.mutate<AddedDinners>('trip.addDinners', { bookingId: s.bookingId, token: s.viewToken, dinners });
const tablesAt = (restaurantId: string, date: string) =>
  server.core.db.selectFrom('reservations').select(['id', 'status', 'party_size']).where('restaurant_id', '=', restaurantId).where('date', '=', date).execute();

describe('trip.dinnerOptions', () => {
  it('lists each evening of the stay with the restaurants of its town free at 19:30 for the stay party', async () => {
    const s = await stay();
    const res = await options(s);
    expect([res.status, res.error?.message]).toEqual([200, undefined]);
    expect(res.data.partySize).toBe(3);
    expect(res.data.evenings.map((e) => e.date)).toEqual([day(10), day(11), day(12)]);
    for (const e of res.data.evenings) {
      expect(e.time).toBe('19:30');
      expect(e.restaurants.map((r) => r.name)).toEqual(['A Small Table', 'B Big Hall']);
    }
    const one = await options(s, { date: day(11), time: '20:00' });
    expect(one.data.evenings).toEqual([expect.objectContaining({ date: day(11), time: '20:00' })]);
  });

  it('refuses a wrong token, another evening and a malformed time', async () => {
    const s = await stay();
    expect((await options({ ...s, viewToken: 'x'.repeat(43) })).status).toBe(404);
    const outside = await options(s, { date: day(13) });
    expect([outside.status, outside.error?.data.domainCode]).toEqual([400, 'trip.evening_outside_stay']);
    expect((await options(s, { time: '19:31' })).status).toBe(400);
  });
});

describe('trip.addDinners', () => {
  it('holds every chosen table for the stay party, links them to one trip and sends one email', async () => {
    const s = await stay();
    const res = await add(s, [
      { restaurantId: big, date: day(11), time: '20:00' },
      { restaurantId: small, date: day(10), time: '19:30' },
    ]);
    expect([res.status, res.error?.message]).toEqual([200, undefined]);
    expect(res.data.reservations.map((r) => r.date)).toEqual([day(10), day(11)]);
    const rows = await server.core.db
      .selectFrom('trip_reservations as tr')
      .innerJoin('reservations as r', 'r.id', 'tr.reservation_id')
      .select(['r.status', 'r.party_size', 'r.guest_email', 'r.restaurant_id'])
      .where('tr.trip_id', '=', res.data.tripId)
      .execute();
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ status: 'awaiting_deposit', party_size: 3, guest_email: s.email });
    const { mail, link } = await latestMail(server.core.db, s.email, 'trip_confirmed');
    expect(mail.subject).toBe('Your trip to Bled');
    expect(mail.text_body).toContain('Dinner at A Small Table');
    expect(mail.text_body).toContain('Dinner at B Big Hall');
    expect(link?.pathname).toBe(`/trips/${res.data.tripId}`);
    expect(link?.searchParams.get('token')).toBe(res.data.tripToken);
    // The trip's one email names its tables; none of them sends its own.
    const own = await server.core.db
      .selectFrom('outbox_emails')
      .select('kind')
      .where('to_email', '=', s.email)
      .where('kind', '=', 'reservation_received')
      .execute();
    expect(own).toHaveLength(0);
    // A second add goes to the same trip.
    const again = await add(s, [{ restaurantId: big, date: day(12), time: '19:30' }]);
    expect(again.data.tripId).toBe(res.data.tripId);
  });

  it('holds nothing when one table is taken, and says which one and its nearest free times', async () => {
    const date = day(20);
    const s = await stay({ checkIn: date, checkOut: day(22) });
    const first = await stay({ checkIn: date, checkOut: day(21) });
    expect((await add(first, [{ restaurantId: small, date, time: '19:30' }])).status).toBe(200);
    const before = (await tablesAt(big, day(21))).length;
    const res = await add(s, [
      { restaurantId: big, date: day(21), time: '19:30' },
      { restaurantId: small, date, time: '19:30' },
    ]);
    expect([res.status, res.error?.data.domainCode]).toEqual([409, 'trip.table_taken']);
    expect(res.error?.message).toBe('A table you chose has just been taken, so nothing was held. Please choose another time or restaurant.');
    const taken = (res.error!.data as unknown as { taken: TakenDinner[] }).taken;
    expect(taken).toEqual([{ restaurantId: small, restaurantName: 'A Small Table', date, time: '19:30', nearestTimes: expect.any(Array) }]);
    // 90-minute turns: 18:00 and 21:00 are the nearest starts that do not overlap 19:30.
    expect(taken[0]!.nearestTimes.slice(0, 2).sort()).toEqual(['18:00', '21:00']);
    expect((await tablesAt(big, day(21))).length).toBe(before);
    const trip = await server.core.db.selectFrom('trips').select('id').where('stay_booking_id', '=', s.bookingId).executeTakeFirst();
    expect(trip).toBeUndefined();
  });

  it('holds one dinner per evening: two in one add, the same table twice, or a second add on a held evening are refused and hold nothing', async () => {
    const date = day(30);
    const s = await stay({ checkIn: date, checkOut: day(32) });
    const ONE = 'A trip holds one dinner per evening: choose one table for each evening.';
    for (const dinners of [
      [
        { restaurantId: small, date, time: '19:30' },
        { restaurantId: big, date, time: '20:00' },
      ],
      [
        { restaurantId: big, date, time: '19:30' },
        { restaurantId: big, date, time: '19:30' },
      ],
    ]) {
      const res = await add(s, dinners);
      expect([res.status, res.error?.data.domainCode, res.error?.message]).toEqual([400, 'trip.one_dinner_per_evening', ONE]);
    }
    expect([...(await tablesAt(small, date)), ...(await tablesAt(big, date))]).toHaveLength(0);
    expect((await add(s, [{ restaurantId: big, date, time: '19:30' }])).status).toBe(200);
    // Another venue the same evening, in a later call: refused; the next evening is free to take.
    const again = await add(s, [{ restaurantId: small, date, time: '19:30' }]);
    expect([again.status, again.error?.data.domainCode]).toEqual([400, 'trip.one_dinner_per_evening']);
    expect(await tablesAt(small, date)).toHaveLength(0);
    expect((await add(s, [{ restaurantId: small, date: day(31), time: '19:30' }])).status).toBe(200);
  });

  it('an evening whose table was cancelled takes a new one', async () => {
    const date = day(34);
    const s = await stay({ checkIn: date, checkOut: day(35) });
    const first = await add(s, [{ restaurantId: big, date, time: '19:30' }]);
    const id = first.data.reservations[0]!.id;
    await server.core.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect((await add(s, [{ restaurantId: small, date, time: '19:30' }])).status).toBe(200);
  });

  it('refuses another town, an evening outside the stay, a party size of its own and a wrong token', async () => {
    const s = await stay();
    const town = await add(s, [{ restaurantId: elsewhere, date: day(10), time: '19:30' }]);
    expect([town.status, town.error?.data.domainCode]).toEqual([400, 'trip.other_town']);
    for (const date of [day(9), day(13)]) {
      const out = await add(s, [{ restaurantId: big, date, time: '19:30' }]);
      expect([out.status, out.error?.data.domainCode]).toEqual([400, 'trip.evening_outside_stay']);
    }
    // The party is the stay's: a size sent with the request is not read.
    const sized = await c.mutate<AddedDinners>('trip.addDinners', {
      bookingId: s.bookingId,
      token: s.viewToken,
      dinners: [{ restaurantId: big, date: day(12), time: '12:00', partySize: 9 }],
    });
    expect([sized.status, sized.error?.message]).toEqual([200, undefined]);
    const row = await server.core.db.selectFrom('reservations').select('party_size').where('id', '=', sized.data.reservations[0]!.id).executeTakeFirstOrThrow();
    expect(row.party_size).toBe(3);
    const wrong = await add({ ...s, viewToken: 'y'.repeat(43) }, [{ restaurantId: big, date: day(10), time: '19:30' }]);
    expect(wrong.status).toBe(404);
    const none = await add(s, []);
    expect([none.status, none.error?.message]).toEqual([400, 'Please choose at least one dinner']);
  });

  it('offers and holds only live restaurants: an unpaid venue of the town is neither listed nor held', async () => {
    const unpaid = (await createVenue(server.core.db, { name: 'Z Unpaid', city: 'Bled', total_tables: 5, ownerPays: false })).id;
    const s = await stay({ checkIn: day(90), checkOut: day(91) });
    const names = (await options(s)).data.evenings[0]!.restaurants.map((r) => r.name);
    expect(names).not.toContain('Z Unpaid');
    const res = await add(s, [{ restaurantId: unpaid, date: day(90), time: '19:30' }]);
    expect([res.status, res.error?.message]).toEqual([404, 'Restaurant not found']);
    expect((await tablesAt(unpaid, day(90))).length).toBe(0);
  });

  it("writes the trip's one email in the language the guest adds the dinners in", async () => {
    const s = await stay({ checkIn: day(92), checkOut: day(93) });
    const sl = new Client(server.url, { 'x-locale': 'sl' });
    expect((await add(s, [{ restaurantId: big, date: day(92), time: '19:30' }], sl)).status).toBe(200);
    const { mail } = await latestMail(server.core.db, s.email, 'trip_confirmed');
    expect(mail.subject).toBe('Vaše potovanje: Bled');
    expect(mail.text_body).toContain('Večerja v B Big Hall');
  });

  it('refuses a stay that is cancelled', async () => {
    const s = await stay();
    expect((await c.mutate('stay.cancelByToken', { id: s.bookingId, token: s.viewToken })).status).toBe(200);
    const res = await add(s, [{ restaurantId: big, date: day(10), time: '12:30' }]);
    expect([res.status, res.error?.data.domainCode]).toEqual([400, 'trip.stay_not_active']);
  });
});

describe('the trip page, the calendar, /me and cancelling', () => {
  it('shows the itinerary by day, each booking with its status and deposit, and what is left to pay', async () => {
    const s = await stay({ checkIn: day(40), checkOut: day(42) });
    const added = await add(s, [
      { restaurantId: small, date: day(40), time: '19:30' },
      { restaurantId: big, date: day(41), time: '19:30' },
    ]);
    const res = await c.query<TripView>('trip.get', { id: added.data.tripId, token: added.data.tripToken });
    expect([res.status, res.error?.message]).toEqual([200, undefined]);
    const v = res.data;
    expect(v.days.map((d) => [d.date, d.events.map((e) => e.kind)])).toEqual([
      [day(40), ['check_in', 'dinner']],
      [day(41), ['dinner']],
      [day(42), ['check_out']],
    ]);
    expect(v.stay).toMatchObject({ status: 'awaiting_deposit', depositEur: 20, canPay: true });
    expect(v.dinners.map((d) => [d.restaurant.name, d.status, d.depositEur])).toEqual([
      ['A Small Table', 'awaiting_deposit', 15],
      ['B Big Hall', 'awaiting_deposit', 10],
    ]);
    expect(v.toPay.map((p) => p.type)).toEqual(['stay', 'table', 'table']);
    // Each booking's token opens its own link (the deposit pages take it).
    const table = await c.query('reservation.byToken', { id: v.dinners[0]!.id, token: v.dinners[0]!.token });
    expect(table.status).toBe(200);
    expect((await c.query('trip.get', { id: added.data.tripId, token: 'z'.repeat(43) })).status).toBe(404);
    expect((await c.query('trip.get', { id: added.data.tripId })).status).toBe(404);

    const ics = await c.query<{ filename: string; content: string }>('trip.ics', { id: added.data.tripId, token: added.data.tripToken });
    expect(ics.data.content.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics.data.content).toContain('SUMMARY:Table at A Small Table');
    expect(ics.data.content).toContain(`DTSTART;VALUE=DATE:${day(40).replace(/-/g, '')}`);
  });

  it("lists the guest's own trips on /me and opens them without a token; another guest sees none", async () => {
    const s = await stay({ checkIn: day(50), checkOut: day(52) });
    const owner = await verifiedGuest(server, s.email);
    const added = await add(s, [{ restaurantId: big, date: day(50), time: '19:30' }]);
    const mine = await owner.query<TripView[]>('trip.mine');
    expect(mine.data.map((t) => t.id)).toEqual([added.data.tripId]);
    expect((await owner.query('trip.get', { id: added.data.tripId })).status).toBe(200);
    // The owner adds without the stay's link.
    const more = await owner.mutate<AddedDinners>('trip.addDinners', {
      bookingId: s.bookingId,
      dinners: [{ restaurantId: small, date: day(51), time: '12:00' }],
    });
    expect([more.status, more.error?.message]).toEqual([200, undefined]);
    const other = await verifiedGuest(server, `other-${seq}@example.com`);
    expect((await other.query<TripView[]>('trip.mine')).data).toEqual([]);
    expect((await other.query('trip.get', { id: added.data.tripId })).status).toBe(404);
    expect((await other.mutate('trip.addDinners', { bookingId: s.bookingId, dinners: [{ restaurantId: small, date: day(50), time: '13:00' }] })).status).toBe(
      404,
    );
  });

  it('a table cancelled alone or expired leaves the rest of the trip; cancelling the stay takes its live tables with it', async () => {
    const s = await stay({ checkIn: day(60), checkOut: day(63) });
    const added = await add(s, [
      { restaurantId: small, date: day(60), time: '19:30' },
      { restaurantId: big, date: day(61), time: '19:30' },
      { restaurantId: big, date: day(62), time: '19:30' },
    ]);
    const [first, second, third] = added.data.reservations;
    const view = async () => (await c.query<TripView>('trip.get', { id: added.data.tripId, token: added.data.tripToken })).data;
    const v0 = await view();
    expect((await c.mutate('reservation.cancelByToken', { id: first!.id, token: tokenOf(v0, first!.id) })).status).toBe(200);
    await server.core.db
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', second!.id)
      .execute();
    const v1 = await view();
    expect(v1.stay.status).toBe('awaiting_deposit');
    expect(v1.dinners.map((d) => d.status)).toEqual(['cancelled', 'expired', 'awaiting_deposit']);
    expect(v1.toPay.map((p) => p.id)).toEqual([s.bookingId, third!.id]);

    const cancelled = await c.mutate<{ tablesCancelled: number }>('trip.cancel', { id: added.data.tripId, token: added.data.tripToken, withDinners: true });
    expect([cancelled.status, cancelled.error?.message]).toEqual([200, undefined]);
    expect(cancelled.data.tablesCancelled).toBe(1);
    const v2 = await view();
    expect([v2.stay.status, ...v2.dinners.map((d) => d.status)]).toEqual(['cancelled', 'cancelled', 'expired', 'cancelled']);
  });

  it('finishes a Cancel with dinners after the stay alone was cancelled: asking again cancels the tables', async () => {
    const s = await stay({ checkIn: day(72), checkOut: day(73) });
    const added = await add(s, [{ restaurantId: big, date: day(72), time: '19:30' }]);
    // The stay was cancelled alone first (the tables kept).
    await c.mutate('trip.cancel', { id: added.data.tripId, token: added.data.tripToken, withDinners: false });
    const again = await c.mutate<{ tablesCancelled: number }>('trip.cancel', { id: added.data.tripId, token: added.data.tripToken, withDinners: true });
    expect([again.status, again.data?.tablesCancelled]).toEqual([200, 1]);
    const v = (await c.query<TripView>('trip.get', { id: added.data.tripId, token: added.data.tripToken })).data;
    expect([v.stay.status, v.dinners[0]!.status]).toEqual(['cancelled', 'cancelled']);
    // Keeping the tables of a stay already cancelled is still refused.
    const keep = await c.mutate('trip.cancel', { id: added.data.tripId, token: added.data.tripToken, withDinners: false });
    expect(keep.status).toBe(403);
  });

  it('cancels only the stay when asked to keep the tables', async () => {
    const s = await stay({ checkIn: day(70), checkOut: day(71) });
    const added = await add(s, [{ restaurantId: big, date: day(70), time: '19:30' }]);
    const res = await c.mutate<{ tablesCancelled: number }>('trip.cancel', { id: added.data.tripId, token: added.data.tripToken, withDinners: false });
    expect(res.data.tablesCancelled).toBe(0);
    const v = (await c.query<TripView>('trip.get', { id: added.data.tripId, token: added.data.tripToken })).data;
    expect([v.stay.status, v.dinners[0]!.status]).toEqual(['cancelled', 'awaiting_deposit']);
  });
});
