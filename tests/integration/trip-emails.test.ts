import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdExpiryTick } from '@tablestay/core/hold/tick';
import type { AddedDinners, TripView } from '@tablestay/core/trip/schema';
import { wallClock } from '@tablestay/core/time/zone';
import { payDeposit } from '../support/checkout';
import { day } from '../support/kinds';
import { latestMail } from '../support/mail';
import { tripTown } from '../support/trip';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * One email per trip event (ADR 112), over real HTTP: a stay booked with two dinners sends the
 * trip's one email (no stay email of its own), with the hour the holds run out; paying the three
 * deposits sends one confirmation, at the last; a guest who pays only the stay hears once the rest
 * lapsed (the expiry tick); cancelling the trip sends one cancellation that lists every item.
 */

let server: TestServer;
let c: Client;
let propertyId: string;
let roomTypeId: string;
let small: string;
let big: string;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  c = new Client(server.url);
  ({ propertyId, roomTypeId, small, big } = await tripTown(server.core.db));
});
afterAll(() => server?.close());

type Booked = AddedDinners & { bookingId: string; viewToken: string };

/** A stay of two nights booked with a dinner on each evening, in English or Slovenian. */
async function bookTrip(from: number, locale: 'en' | 'sl' = 'en') {
  const email = `trip-mail-${++seq}-${Date.now()}@example.com`;
  const res = await new Client(server.url, { 'x-locale': locale }).mutate<Booked>('trip.book', {
    propertyId,
    roomTypeId,
    checkIn: day(from),
    checkOut: day(from + 2),
    guests: 2,
    guestName: 'Vesna Pošta',
    guestEmail: email,
    dinners: [
      { restaurantId: small, date: day(from), time: '19:30' },
      { restaurantId: big, date: day(from + 1), time: '19:30' },
    ],
  });
  expect([res.status, res.error?.message]).toEqual([200, undefined]);
  const access = { id: res.data.tripId, token: res.data.tripToken };
  return { email, access, stayId: res.data.bookingId, tables: res.data.reservations.map((r) => r.id) };
}

const kinds = async (email: string) =>
  (await server.core.db.selectFrom('outbox_emails').select('kind').where('to_email', '=', email).orderBy('created_at').orderBy('id').execute()).map(
    (m) => m.kind,
  );
const view = async (access: { id: string; token: string }) => (await c.query<TripView>('trip.get', access)).data;

describe('one email per trip event', () => {
  it('booking sends the trip email alone, naming the stay, both dinners and the hour the holds run out', async () => {
    const t = await bookTrip(130);
    expect(await kinds(t.email)).toEqual(['trip_confirmed']);
    const { mail } = await latestMail(server.core.db, t.email, 'trip_confirmed');
    const v = await view(t.access);
    const first = Math.min(...[v.stay, ...v.dinners].map((b) => Date.parse(b.expiresAt!)));
    const s = wallClock(v.stay.property.timezone, new Date(first)).seconds;
    const hhmm = `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
    expect(mail.text_body).toContain(`Held until ${hhmm}`);
    expect(mail.text_body).toContain(`(${v.stay.roomType})`);
    expect(mail.text_body).toContain('Dinner at A Small Table');
    expect(mail.text_body).toContain('Dinner at B Big Hall');
  });

  it('paying the three deposits sends one confirmation, at the last payment, listing all three', async () => {
    const t = await bookTrip(134);
    const v = await view(t.access);
    expect((await payDeposit(c, { id: t.stayId, token: v.stay.token, type: 'stay' })).status).toBe(303);
    expect((await payDeposit(c, { id: v.dinners[0]!.id, token: v.dinners[0]!.token })).status).toBe(303);
    expect(await kinds(t.email)).toEqual(['trip_confirmed']);
    expect((await payDeposit(c, { id: v.dinners[1]!.id, token: v.dinners[1]!.token })).status).toBe(303);
    expect(await kinds(t.email)).toEqual(['trip_confirmed', 'trip_paid']);
    const { mail } = await latestMail(server.core.db, t.email, 'trip_paid');
    expect(mail.subject).toBe(`Your trip to ${v.stay.property.city} is confirmed`);
    expect(mail.text_body.match(/Paid and confirmed/g)).toHaveLength(3);
    // The tick finds nothing more to send.
    await holdExpiryTick(server.core.booking);
    expect(await kinds(t.email)).toEqual(['trip_confirmed', 'trip_paid']);
  });

  it('a guest who pays only the stay hears once, from the tick, when the dinners have lapsed', async () => {
    const t = await bookTrip(138, 'sl');
    const v = await view(t.access);
    expect((await payDeposit(c, { id: t.stayId, token: v.stay.token, type: 'stay' })).status).toBe(303);
    const due = await server.core.db.selectFrom('trips').select('paid_mail_due').where('id', '=', t.access.id).executeTakeFirstOrThrow();
    expect(due.paid_mail_due).toBe(true);
    // The dinners' holds run out unpaid.
    const later = new Date(Math.max(...v.dinners.map((d) => Date.parse(d.expiresAt!))) + 60_000);
    await holdExpiryTick(server.core.booking, later);
    expect(await kinds(t.email)).toEqual(['trip_confirmed', 'trip_paid']);
    const { mail } = await latestMail(server.core.db, t.email, 'trip_paid');
    expect(mail.text_body.match(/Plačano in potrjeno/g)).toHaveLength(1);
    expect(mail.text_body).toContain('Plačano in potrjeno: bivanje');
    await holdExpiryTick(server.core.booking, new Date(later.getTime() + 60_000));
    expect(await kinds(t.email)).toEqual(['trip_confirmed', 'trip_paid']);
  });

  it('cancelling the trip sends one cancellation that lists the stay and both dinners', async () => {
    const t = await bookTrip(142);
    const res = await c.mutate<{ tablesCancelled: number }>('trip.cancel', { ...t.access, withDinners: true });
    expect([res.status, res.data?.tablesCancelled]).toEqual([200, 2]);
    expect(await kinds(t.email)).toEqual(['trip_confirmed', 'trip_cancelled']);
    const { mail } = await latestMail(server.core.db, t.email, 'trip_cancelled');
    expect(mail.text_body.match(/Cancelled:/g)).toHaveLength(3);
  });

  it('cancelling the stay alone keeps the dinners and says so in the one email', async () => {
    const t = await bookTrip(146);
    const res = await c.mutate<{ tablesCancelled: number }>('trip.cancel', { ...t.access, withDinners: false });
    expect([res.status, res.data?.tablesCancelled]).toEqual([200, 0]);
    expect(await kinds(t.email)).toEqual(['trip_confirmed', 'trip_cancelled']);
    const { mail } = await latestMail(server.core.db, t.email, 'trip_cancelled');
    expect(mail.text_body.match(/Still booked: dinner/g)).toHaveLength(2);
  });
});
