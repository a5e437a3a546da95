import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client, startTestServer, type TestServer } from '../support/server';

/** Text and date limits over real HTTP: a user's odd input answers 400 with a product text, never 500. */

let server: TestServer;
let c: Client;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  c = new Client(server.url);
});
afterAll(() => server?.close());

const ZONE = 'Europe/Ljubljana';
const day = (n: number) => addDays(dateIn(ZONE), n);
const CONTROL = 'This text contains characters that are not allowed';
const NUL = 'Ana\u0000Novak';

async function venue() {
  const {
    venue: r,
    roomTypes: [rt],
  } = await createProperty(server.core.db, {
    name: 'Gostilna Meje',
    address: 'Mejna 1, Ljubljana',
    city: 'Ljubljana',
    total_tables: 3,
    total_rooms: 2,
    deposit_eur: 20,
    timezone: ZONE,
    roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 90, rooms: ['1', '2'] }],
  });
  return { id: r.id, roomTypeId: rt!.id };
}

let seq = 0;
const table = (restaurantId: string, over: Record<string, unknown> = {}) => ({
  restaurantId,
  date: day(1),
  time: '19:00',
  partySize: 2,
  guestName: 'Maja Novak',
  guestEmail: `limits${++seq}@example.com`,
  notes: 'Window',
  privacyConsent: true,
  ...over,
});
const stay = (v: { id: string; roomTypeId: string }, over: Record<string, unknown> = {}) => ({
  propertyId: v.id,
  roomTypeId: v.roomTypeId,
  checkIn: day(10),
  checkOut: day(12),
  guests: 2,
  guestName: 'Ana Gost',
  guestEmail: `limits${++seq}@example.com`,
  ...over,
});
const count = async (t: 'reservations' | 'stay_bookings' | 'users') =>
  (
    await server.core.db
      .selectFrom(t)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('control characters in free text', () => {
  it('a NUL byte in a name or a note answers 400 with the text and writes nothing', async () => {
    const v = await venue();
    const before = { reservations: await count('reservations'), stays: await count('stay_bookings'), users: await count('users') };
    const cases: [string, Record<string, unknown>, string][] = [
      ['reservation.create', table(v.id, { guestName: NUL }), 'guestName'],
      ['reservation.create', table(v.id, { notes: 'Window\u0000seat' }), 'notes'],
      ['stay.book', stay(v, { guestName: NUL }), 'guestName'],
      ['stay.book', stay(v, { notes: 'Late\u0000arrival' }), 'notes'],
      ['account.signUp', { name: NUL, email: `limits${++seq}@example.com`, password: 'secret12' }, 'name'],
    ];
    for (const [path, input, field] of cases) {
      const res = await c.mutate(path, input);
      expect({ path, field, status: res.status, message: res.error?.message, fieldError: res.error?.data.fieldErrors?.[field] }).toEqual({
        path,
        field,
        status: 400,
        message: CONTROL,
        fieldError: CONTROL,
      });
    }
    expect({ reservations: await count('reservations'), stays: await count('stay_bookings'), users: await count('users') }).toEqual(before);
  });

  it('keeps line breaks in a note', async () => {
    const v = await venue();
    const res = await c.mutate<{ status: string }>('reservation.create', table(v.id, { notes: 'Window seat,\nplease.\tThanks' }));
    expect(res.status).toBe(200);
  });

  it('a NUL byte in a search is read as a space, never a failure', async () => {
    const find = await c.query('restaurant.search', { location: 'Lju\u0000bljana' });
    expect(find.status).toBe(200);
    const stays = await c.query('stay.search', { location: 'Bl\u0000ed', check_in: day(3), check_out: day(5), guests: 2, room_type: 'Dou\u0000ble' });
    expect(stays.status).toBe(200);
    expect((await c.query('restaurant.suggest', { q: '\u0000Lj' })).status).toBe(200);
  });

  it('a NUL byte in a link answers like a wrong link', async () => {
    const id = crypto.randomUUID();
    const cases: [string, 'query' | 'mutate', Record<string, unknown>, string][] = [
      ['reservation.byToken', 'query', { id, token: 'a\u0000b' }, 'Reservation not found or access denied'],
      ['stay.byToken', 'query', { id, token: 'a\u0000b' }, 'Booking not found or access denied'],
      ['stay.byToken', 'query', { id: 'x\u0000', token: 'abc' }, 'Booking not found or access denied'],
      ['stay.byId', 'query', { id: 'x\u0000' }, 'Property not found'],
      ['restaurant.byId', 'query', { id: 'x\u0000' }, 'Restaurant not found'],
      ['waitlist.byToken', 'query', { id, token: 'a\u0000b' }, 'Waitlist entry not found'],
      ['payment.startDeposit', 'mutate', { id, token: 'a\u0000b' }, 'Reservation not found or access denied'],
      ['account.exchangeMagicLink', 'mutate', { code: `${'x'.repeat(30)}\u0000` }, 'This link is invalid or has expired. Please request a new one.'],
    ];
    for (const [path, kind, input, message] of cases) {
      const res = kind === 'query' ? await c.query(path, input) : await c.mutate(path, input);
      expect({ path, input, status: res.status < 500, message: res.error?.message }).toEqual({ path, input, status: true, message });
    }
  });
});

describe('malformed sign-in and reset links (ADR 026)', () => {
  it.each([
    ['account.exchangeMagicLink', { code: 'bogus' }],
    ['account.exchangeMagicLink', { code: 'x'.repeat(500) }],
    ['account.exchangeMagicLink', { code: 42 }],
    ['account.resetPassword', { code: 'bogus', password: 'secret12', confirmPassword: 'secret12' }],
  ])('%s %j reads exactly like a wrong link', async (path, input) => {
    const res = await c.mutate(path, input);
    expect([res.status, res.error?.message]).toEqual([400, 'This link is invalid or has expired. Please request a new one.']);
  });
});

const answer = (r: { status: number; error?: { message: string; data: { domainCode: string | null } } }) => ({
  status: r.status,
  message: r.error?.message,
  code: r.error?.data.domainCode,
});

describe('date limits (ADR 025)', () => {
  it('a table at most 365 days ahead', async () => {
    const v = await venue();
    const far = await c.mutate('reservation.create', table(v.id, { date: day(366) }));
    expect({ status: far.status, message: far.error?.message, code: far.error?.data.domainCode }).toEqual({
      status: 400,
      message: 'Bookings can be made at most 365 days ahead',
      code: 'reservation.too_far_ahead',
    });
    expect((await c.mutate('reservation.create', table(v.id, { date: day(365) }))).status).toBe(200);
  });

  it('a stay at most 30 nights and at most 365 days ahead, in search, quote and booking', async () => {
    const v = await venue();
    const long = { checkIn: day(10), checkOut: day(41) };
    // 367 days: beyond the limit even where the day has already turned (search is checked in the zone furthest ahead).
    const far = { checkIn: day(367), checkOut: day(369) };
    const TOO_LONG = { status: 400, message: 'A stay can be at most 30 nights', code: 'stay.too_long' };
    const TOO_FAR = { status: 400, message: 'Bookings can be made at most 365 days ahead', code: 'stay.too_far_ahead' };
    const quote = (d: { checkIn: string; checkOut: string }) => c.query('stay.quote', { propertyId: v.id, roomTypeId: v.roomTypeId, guests: 2, ...d });
    const search = (d: { checkIn: string; checkOut: string }) =>
      c.query('stay.search', { location: 'Mejna', check_in: d.checkIn, check_out: d.checkOut, guests: 2 });

    expect(answer(await search(long))).toEqual(TOO_LONG);
    expect(answer(await quote(long))).toEqual(TOO_LONG);
    expect(answer(await c.mutate('stay.book', stay(v, long)))).toEqual(TOO_LONG);
    expect(answer(await search(far))).toEqual(TOO_FAR);
    expect(answer(await quote(far))).toEqual(TOO_FAR);
    expect(answer(await c.mutate('stay.book', stay(v, far)))).toEqual(TOO_FAR);

    expect((await quote({ checkIn: day(10), checkOut: day(40) })).status).toBe(200);
    expect((await c.mutate('stay.book', stay(v, { checkIn: day(10), checkOut: day(40) }))).status).toBe(200);
    expect((await c.mutate('stay.book', stay(v, { checkIn: day(364), checkOut: day(365) }))).status).toBe(200);
  });
});
