import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createStayBooking } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { ownerCast, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/** The channel calendar feeds (ADR 124): /ical/<token>.ics per room and per room type, as a channel polls them over HTTP. */

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

const day = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);
const compact = (date: string) => date.replaceAll('-', '');

let seq = 0;
/** Owner A's property with one type of `rooms` rooms, and another type of one room. */
async function property(rooms = 2) {
  const { venue, roomTypes } = await createProperty(server.core.db, {
    owner_id: cast.userIds.ownerA,
    name: `Feed House ${++seq}`,
    total_rooms: rooms + 1,
    roomTypes: [
      { name: 'Double Room', capacity: 2, base_price_eur: 95, rooms },
      { name: 'Single Room', capacity: 1, base_price_eur: 60, rooms: 1 },
    ],
  });
  const tokens = await server.core.db.selectFrom('rooms').select(['id', 'ical_token']).where('restaurant_id', '=', venue.id).execute();
  const typeTokens = await server.core.db.selectFrom('room_types').select(['id', 'ical_token']).where('restaurant_id', '=', venue.id).execute();
  const token = (id: string) => [...tokens, ...typeTokens].find((t) => t.id === id)!.ical_token;
  return { id: venue.id, double: roomTypes[0]!, single: roomTypes[1]!, token };
}

const stay = (p: Awaited<ReturnType<typeof property>>, room: string, checkIn: string, checkOut: string, values: Record<string, unknown> = {}) =>
  createStayBooking(server.core.db, {
    restaurant_id: p.id,
    room_type_id: p.double.id,
    room_id: room,
    check_in: checkIn,
    check_out: checkOut,
    guest_name: 'Maja Novak',
    guest_email: 'maja.novak@example.com',
    guest_phone: '+386 40 123 456',
    status: 'confirmed',
    ...values,
  });

const feed = (token: string, headers: Record<string, string> = {}) => fetch(`${server.url}/ical/${token}.ics`, { headers });

/** The feed's events as a calendar parser reads them: [first night, check-out, summary, uid]. */
function parsed(body: string) {
  const cal = new ICAL.Component(ICAL.parse(body));
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return [e.startDate.toString(), e.endDate.toString(), e.summary, e.uid, e.startDate.isDate, v.getFirstPropertyValue('transp')];
  });
}

describe('a room’s calendar feed', () => {
  it('lists each stay that holds the room as an all-day busy event, check-out exclusive, with nothing of the guest', async () => {
    const p = await property();
    const [r1, r2] = p.double.rooms.map((r) => r.id);
    const confirmed = await stay(p, r1!, day(3), day(5));
    await stay(p, r1!, day(8), day(9), { status: 'awaiting_deposit', expires_at: new Date(Date.now() + 20 * 60_000) });
    // Not sold: a cancelled stay, a lapsed hold, a stay already over, another room's stay.
    await stay(p, r1!, day(10), day(12), { status: 'cancelled' });
    await stay(p, r1!, day(13), day(14), { status: 'awaiting_deposit', expires_at: new Date(Date.now() - 60_000) });
    await stay(p, r1!, day(-5), day(-2), { status: 'checked_out' });
    await stay(p, r2!, day(20), day(22));

    const res = await feed(p.token(r1!));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const body = await res.text();
    expect(parsed(body)).toEqual([
      [day(3), day(5), 'Reserved', `stay-${confirmed.id}@tablestay`, true, 'OPAQUE'],
      [day(8), day(9), 'Reserved', expect.stringMatching(/^stay-[0-9a-f-]{36}@tablestay$/), true, 'OPAQUE'],
    ]);
    expect(body).toContain(`DTSTART;VALUE=DATE:${compact(day(3))}`);
    for (const personal of ['Maja', 'Novak', 'maja.novak', '123 456']) expect(body).not.toContain(personal);

    // The same calendar is the same ETag: a poller that sends it gets 304 and no body.
    const etag = res.headers.get('etag')!;
    expect((await feed(p.token(r1!))).headers.get('etag')).toBe(etag);
    const unchanged = await feed(p.token(r1!), { 'if-none-match': etag });
    expect([unchanged.status, await unchanged.text()]).toEqual([304, '']);
    await stay(p, r1!, day(30), day(31));
    expect((await feed(p.token(r1!), { 'if-none-match': etag })).status).toBe(200);
  });

  it('answers 404 for an unknown or replaced address, and the owner’s new one works', async () => {
    const p = await property();
    const room = p.double.rooms[0]!.id;
    expect((await feed('0'.repeat(64))).status).toBe(404);
    expect((await fetch(`${server.url}/ical/not-a-token.ics`)).status).toBe(404);

    const old = p.token(room);
    const replaced = await cast.clients.ownerA.mutate<{ icalToken: string }>('ownerStays.replaceCalendarFeed', { venueId: p.id, kind: 'room', id: room });
    expect(replaced.data?.icalToken).toMatch(/^[0-9a-f]{64}$/);
    expect((await feed(old)).status).toBe(404);
    expect((await feed(replaced.data!.icalToken)).status).toBe(200);
    // Only the property's owner replaces it.
    const other = await cast.clients.ownerB.mutate('ownerStays.replaceCalendarFeed', { venueId: p.id, kind: 'room', id: room });
    expect(other.status).toBe(404);
    // The owner's settings carry each room's and type's address.
    const settings = await cast.clients.ownerA.query<{ roomTypes: { icalToken: string; rooms: { id: string; icalToken: string }[] }[] }>(
      'ownerStays.settings',
      {
        venueId: p.id,
      },
    );
    const rooms = settings.data!.roomTypes.flatMap((t) => t.rooms);
    expect(rooms.find((r) => r.id === room)?.icalToken).toBe(replaced.data!.icalToken);
    expect(settings.data!.roomTypes.every((t) => /^[0-9a-f]{64}$/.test(t.icalToken))).toBe(true);
  });
});

describe('a room type’s calendar feed', () => {
  it('lists the runs of nights with no room of the type left to book here, one event per run', async () => {
    const p = await property(2);
    const [r1, r2] = p.double.rooms.map((r) => r.id);
    // Both doubles taken on nights 4–5 and 9; only one on nights 6–7.
    await stay(p, r1!, day(4), day(8));
    await stay(p, r2!, day(4), day(6));
    await stay(p, r2!, day(9), day(10));
    await stay(p, r1!, day(9), day(10));
    const res = await feed(p.token(p.double.id));
    expect(res.status).toBe(200);
    expect(parsed(await res.text())).toEqual([
      [day(4), day(6), 'Reserved', `type-${p.double.id}-${day(4)}@tablestay`, true, 'OPAQUE'],
      [day(9), day(10), 'Reserved', `type-${p.double.id}-${day(9)}@tablestay`, true, 'OPAQUE'],
    ]);
    // The single room's type has none of those nights sold.
    expect(parsed(await (await feed(p.token(p.single.id))).text())).toEqual([]);
  });
});
