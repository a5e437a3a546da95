import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import type { OwnerChannelConflict, OwnerChannelFeed } from '@tablestay/core/owner/stays/channels';
import { syncDueFeeds, syncFeed, type SyncOutcome } from '@tablestay/core/stay/channel-sync';
import type { StayQuote, StaySearchResult } from '@tablestay/core/stay/schema';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { channelCalendar as airbnb } from '../support/ical';
import { latestMail } from '../support/mail';
import { receivedPushes, testDevice } from '../support/web-push';
import { ownerCast, type OwnerCast } from '../support/owners';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * Channel calendar import (ADR 125) over real HTTP: a calendar server on this machine plays
 * Booking.com and Airbnb, the owner adds its address through the API, and a guest's search, quote
 * and booking no longer offer the nights it sells. Each sync outcome a channel can cause: a new
 * event, changed dates, a removed event, 304, a timeout, an oversize file, HTML instead of iCal, 404.
 */

const ZONE = 'Europe/Ljubljana';
const day = (n: number) => addDays(dateIn(ZONE), n);
const NO_AVAILABILITY = 'This room is no longer available for the selected dates. Please try other dates.';

let server: TestServer;
let cast: OwnerCast;
let channel: Server;
let channelUrl: string;
/** What the channel answers per path; every request it got, with its headers. */
const answers = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
const requests: { path: string; headers: IncomingMessage['headers'] }[] = [];

beforeAll(async () => {
  server = await startTestServer({ CHANNEL_FEEDS_ALLOW_LOCAL: 'true' });
  cast = await ownerCast(server);
  channel = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    const answer = answers.get(req.url ?? '');
    if (answer) answer(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((ok) => channel.listen(0, '127.0.0.1', ok));
  channelUrl = `http://127.0.0.1:${(channel.address() as AddressInfo).port}`;
});
afterAll(async () => {
  channel?.closeAllConnections();
  await new Promise((ok) => channel?.close(ok));
  await server?.close();
});

/** The channel serves `body` at `path` with an ETag, answering 304 to a matching If-None-Match. */
function serve(path: string, body: string, etag = `"${body.length}-${Date.now()}"`) {
  answers.set(path, (req, res) => {
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(body);
  });
}

let seq = 0;
/** Owner A's property with one room type of `rooms` rooms. */
async function property(rooms = 1) {
  const { venue, roomTypes } = await createProperty(server.core.db, {
    owner_id: cast.userIds.ownerA,
    name: `Channel House ${++seq}`,
    city: `Sync Town ${seq}`,
    total_rooms: rooms,
    timezone: ZONE,
    roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 90, rooms }],
  });
  const type = roomTypes[0]!;
  return {
    id: venue.id,
    name: venue.name,
    city: `Sync Town ${seq}`,
    typeId: type.id,
    rooms: type.rooms.map((r) => r.id),
    codes: type.rooms.map((r) => r.code),
  };
}
type Property = Awaited<ReturnType<typeof property>>;

const owner = () => cast.clients.ownerA;
const addFeed = (p: Property, room: string, url: string) =>
  owner().mutate<{ id: string; outcome: SyncOutcome | null }>('ownerStays.addChannelFeed', { venueId: p.id, roomId: room, url });
const feeds = async (p: Property) => (await owner().query<OwnerChannelFeed[]>('ownerStays.channelFeeds', { venueId: p.id })).data;
const conflicts = async (p: Property) => (await owner().query<OwnerChannelConflict[]>('ownerStays.channelConflicts', { venueId: p.id })).data;
const guest = () => new Client(server.url);
const quote = (p: Property, checkIn: string, checkOut: string) =>
  guest().query<StayQuote>('stay.quote', { propertyId: p.id, roomTypeId: p.typeId, checkIn, checkOut, guests: 2 });
const available = async (p: Property, checkIn: string, checkOut: string) => (await quote(p, checkIn, checkOut)).data?.available;
const book = (p: Property, checkIn: string, checkOut: string, email = `guest-${++seq}@example.com`) =>
  guest().mutate<{ bookingId: string }>('stay.book', {
    propertyId: p.id,
    roomTypeId: p.typeId,
    checkIn,
    checkOut,
    guests: 2,
    guestName: 'Ana Kos',
    guestEmail: email,
  });
const blocks = (feedId: string) =>
  server.core.db.selectFrom('room_blocks').select(['uid', 'starts', 'ends', 'summary']).where('feed_id', '=', feedId).orderBy('starts').execute();

describe('importing a channel’s calendar into a room', () => {
  it('blocks the nights the channel sells in search, the quote and the booking; follows changed and removed events; answers 304', async () => {
    const p = await property();
    const path = `/airbnb/${p.id}.ics`;
    serve(path, airbnb([{ uid: 'a1', start: day(10), end: day(13) }]));
    const added = await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`);
    expect(added.status).toBe(200);
    expect(added.data.outcome).toEqual({ ok: true, blocks: 1, conflicts: 0, notModified: false });
    expect(await blocks(added.data.id)).toEqual([{ uid: 'a1@airbnb.com', starts: day(10), ends: day(13), summary: 'Reserved' }]);

    // The one room is sold elsewhere for nights 10–12: no quote, no search offer, no booking.
    expect(await available(p, day(11), day(12))).toBe(0);
    const search = await guest().query<StaySearchResult>('stay.search', { location: p.city, check_in: day(12), check_out: day(14), guests: '2' });
    expect(search.data.properties.map((x) => x.property.id)).not.toContain(p.id);
    const refused = await book(p, day(12), day(14));
    expect({ status: refused.status, message: refused.error?.message }).toEqual({ status: 409, message: NO_AVAILABILITY });
    // Check-out day is free: the channel's stay ends on the morning of day 13.
    expect(await available(p, day(13), day(14))).toBe(1);
    expect(await available(p, day(8), day(10))).toBe(1);

    // Nothing changed: the conditional request is answered 304 and the blocks stay.
    const again = await owner().mutate<SyncOutcome>('ownerStays.syncChannelFeed', { venueId: p.id, feedId: added.data.id });
    expect(again.data).toEqual({ ok: true, blocks: -1, conflicts: -1, notModified: true });
    expect(requests.filter((r) => r.path === path).at(-1)?.headers['if-none-match']).toMatch(/^"/);
    expect(await available(p, day(11), day(12))).toBe(0);

    // The guest on the channel moved their dates: the old nights are for sale again, the new ones not.
    serve(path, airbnb([{ uid: 'a1', start: day(20), end: day(22) }]));
    expect((await owner().mutate<SyncOutcome>('ownerStays.syncChannelFeed', { venueId: p.id, feedId: added.data.id })).data).toMatchObject({
      ok: true,
      blocks: 1,
    });
    expect(await available(p, day(10), day(13))).toBe(1);
    expect(await available(p, day(21), day(22))).toBe(0);

    // The event left the feed (cancelled on the channel): the block is gone.
    serve(path, airbnb([]));
    expect((await owner().mutate<SyncOutcome>('ownerStays.syncChannelFeed', { venueId: p.id, feedId: added.data.id })).data).toMatchObject({
      ok: true,
      blocks: 0,
    });
    expect(await blocks(added.data.id)).toEqual([]);
    expect(await available(p, day(20), day(22))).toBe(1);
    const [status] = await feeds(p);
    expect(status).toMatchObject({ id: added.data.id, roomId: p.rooms[0], lastError: null, blocks: 0 });
    expect(status!.lastSyncedAt).not.toBeNull();
  });

  it('a trip’s stay meets the block as a booking does: refused with the same text, its dinners not held', async () => {
    const p = await property();
    const dinner = await createVenue(server.core.db, { name: `Trip Table ${seq}`, city: p.city, total_tables: 2 });
    const path = `/trip/${p.id}.ics`;
    serve(path, airbnb([{ uid: 't1', start: day(80), end: day(82) }]));
    expect((await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`)).data.outcome).toMatchObject({ ok: true, blocks: 1 });
    const email = `trip-${++seq}@example.com`;
    const trip = await guest().mutate('trip.book', {
      propertyId: p.id,
      roomTypeId: p.typeId,
      checkIn: day(81),
      checkOut: day(83),
      guests: 2,
      guestName: 'Ana Trip',
      guestEmail: email,
      dinners: [{ restaurantId: dinner.id, date: day(81), time: '19:30' }],
    });
    expect({ status: trip.status, message: trip.error?.message }).toEqual({ status: 409, message: NO_AVAILABILITY });
    expect(await server.core.db.selectFrom('reservations').select('id').where('guest_email', '=', email).execute()).toEqual([]);
    // The same trip on the nights after the channel's is held, stay and dinner.
    const free = await guest().mutate('trip.book', {
      propertyId: p.id,
      roomTypeId: p.typeId,
      checkIn: day(82),
      checkOut: day(84),
      guests: 2,
      guestName: 'Ana Trip',
      guestEmail: email,
      dinners: [{ restaurantId: dinner.id, date: day(82), time: '19:30' }],
    });
    expect([free.status, free.error?.message]).toEqual([200, undefined]);
  });

  it('says why a sync failed in the feed’s status, and keeps the last good blocks', async () => {
    const p = await property();
    const path = `/booking/${p.id}.ics`;
    serve(path, airbnb([{ uid: 'b1', start: day(30), end: day(32), summary: 'CLOSED - Not available' }]));
    const added = await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`);
    expect(added.data.outcome).toMatchObject({ ok: true, blocks: 1 });
    const failWith = async (answer: (req: IncomingMessage, res: ServerResponse) => void, deps = server.core.channels) => {
      answers.set(path, answer);
      return syncFeed(deps, added.data.id);
    };

    expect(await failWith((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body>Sign in</body></html>'))).toEqual({
      ok: false,
      error: { code: 'not_calendar' },
    });
    expect((await feeds(p))[0]!.lastError).toEqual({ code: 'not_calendar' });
    expect(await failWith((_req, res) => res.writeHead(404).end('gone'))).toEqual({ ok: false, error: { code: 'status', status: 404 } });
    expect(await failWith((_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end())).toEqual({
      ok: false,
      error: { code: 'status', status: 302 },
    });
    const big = 'X'.repeat(3_000_000);
    expect(await failWith((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(big))).toEqual({
      ok: false,
      error: { code: 'too_large' },
    });
    const quick = { ...server.core.channels, policy: { ...server.core.channels.policy, timeoutMs: 300 } };
    expect(await failWith(() => {}, quick)).toEqual({ ok: false, error: { code: 'timeout' } });

    // Through every failure the nights the channel sold last stay closed.
    expect(await available(p, day(30), day(31))).toBe(0);
    const [status] = await feeds(p);
    expect(status).toMatchObject({ lastError: { code: 'timeout' }, blocks: 1 });
    answers.delete(path);
  });

  it('a hostile calendar is synced or refused in words, never a server error', async () => {
    const p = await property();
    const path = `/hostile/${p.id}.ics`;
    const longUid = 'u'.repeat(3000);
    serve(path, airbnb([{ uid: longUid, start: '1900-01-01', end: '2100-01-01', summary: 'S'.repeat(5000) }]));
    const added = await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`);
    expect(added.status).toBe(200);
    expect(added.data.outcome).toEqual({ ok: true, blocks: 1, conflicts: 0, notModified: false });
    const [block] = await blocks(added.data.id);
    expect(block).toMatchObject({ starts: '1900-01-01', ends: '2100-01-01' });
    expect(block!.uid).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(block!.summary).toHaveLength(200);
    // The same calendar again keeps the same block (its hashed UID is stable).
    serve(path, airbnb([{ uid: longUid, start: '1900-01-01', end: '2100-01-01', summary: 'S'.repeat(5000) }]));
    expect((await owner().mutate<SyncOutcome>('ownerStays.syncChannelFeed', { venueId: p.id, feedId: added.data.id })).data).toMatchObject({ ok: true });
    expect((await blocks(added.data.id)).map((b) => b.uid)).toEqual([block!.uid]);
    // More events than any room's calendar has: refused in words, the last blocks kept.
    serve(path, airbnb(Array.from({ length: 5001 }, (_, i) => ({ uid: `many-${i}`, start: day(1 + (i % 300)), end: day(2 + (i % 300)) }))));
    const many = await owner().mutate<SyncOutcome>('ownerStays.syncChannelFeed', { venueId: p.id, feedId: added.data.id });
    expect([many.status, many.data]).toEqual([200, { ok: false, error: { code: 'too_many' } }]);
    expect(await blocks(added.data.id)).toHaveLength(1);
  });

  it('refuses an address that is not a calendar URL with the product’s text, and one room importing the same calendar twice', async () => {
    const p = await property();
    for (const url of ['ftp://example.com/cal.ics', 'not a url', 'https://user:secret@example.com/cal.ics']) {
      const res = await addFeed(p, p.rooms[0]!, url);
      expect({ url, status: res.status, message: res.error?.message }).toEqual({
        url,
        status: 400,
        message: 'Paste the calendar address the channel gives you: it starts with https://',
      });
    }
    const path = `/twice/${p.id}.ics`;
    serve(path, airbnb([]));
    expect((await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`)).status).toBe(200);
    const twice = await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`);
    expect({ status: twice.status, message: twice.error?.message }).toEqual({ status: 409, message: 'This room already imports that calendar' });
    // Another owner's venue: not found, nothing added.
    const other = await cast.clients.ownerB.mutate('ownerStays.addChannelFeed', { venueId: p.id, roomId: p.rooms[0], url: `${channelUrl}/b.ics` });
    expect(other.status).toBe(404);
    expect(await feeds(p)).toHaveLength(1);
  });

  it('a channel event over a stay booked here is a conflict: shown on the dashboard, mailed to the owner, the stay left as it is', async () => {
    const p = await property();
    const stay = await createStayBooking(server.core.db, {
      restaurant_id: p.id,
      room_type_id: p.typeId,
      room_id: p.rooms[0]!,
      check_in: day(40),
      check_out: day(43),
      guest_name: 'Maja Novak',
      guest_email: 'maja@example.com',
      status: 'confirmed',
    });
    // The owner's phone asked for double bookings only (ADR 119).
    const deviceId = `conflict-${p.id}`;
    const device = testDevice(`${server.url}/local-push/${deviceId}`);
    const subscribed = await owner().mutate('ownerPush.subscribe', {
      venueId: p.id,
      subscription: { endpoint: device.endpoint, keys: device.keys },
      kinds: ['channel_conflict'],
      locale: 'en',
    });
    expect(subscribed.status).toBe(200);
    const path = `/conflict/${p.id}.ics`;
    // The channel shows back our own stay (an echo, not a sale) and sold nights 42–44 itself.
    serve(
      path,
      airbnb([
        { uid: 'echo', start: day(40), end: day(43), summary: 'Airbnb (Not available)' },
        { uid: 'sold', start: day(42), end: day(45) },
      ]),
    );
    const added = await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`);
    expect(added.data.outcome).toEqual({ ok: true, blocks: 2, conflicts: 1, notModified: false });
    const shown = await conflicts(p);
    expect(shown).toEqual([
      {
        id: expect.any(String),
        roomCode: p.codes[0],
        channel: '127.0.0.1',
        summary: 'Reserved',
        channelStart: day(42),
        channelEnd: day(45),
        bookingId: stay.id,
        guestName: 'Maja Novak',
        checkIn: day(40),
        checkOut: day(43),
      },
    ]);
    const row = await server.core.db.selectFrom('stay_bookings').select(['status']).where('id', '=', stay.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    const ownerMail = await server.core.db.selectFrom('users').select('email').where('id', '=', cast.userIds.ownerA).executeTakeFirstOrThrow();
    const { mail, link } = await latestMail(server.core.db, ownerMail.email, 'channel_conflict');
    expect(mail.subject).toBe(`Dvojna rezervacija: soba ${p.codes[0]}, ${p.name} / Double booking: room ${p.codes[0]} at ${p.name}`);
    expect(mail.text_body).toContain('Maja Novak');
    expect(link?.pathname).toBe('/dashboard');
    await server.core.push.owners.settled();
    expect((await receivedPushes(server.url, deviceId, device)).map((m) => m.payload)).toEqual([
      expect.objectContaining({
        title: `Double booking at ${p.name}`,
        body: `Maja Novak, ${day(40)} – ${day(43)}: a channel's calendar sold these nights too`,
      }),
    ]);
    // Told once: the same calendar synced again is no new conflict.
    serve(
      path,
      airbnb([
        { uid: 'echo', start: day(40), end: day(43), summary: 'Airbnb (Not available)' },
        { uid: 'sold', start: day(42), end: day(45) },
      ]),
    );
    await syncFeed(server.core.channels, added.data.id);
    const mails = await server.core.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('to_email', '=', ownerMail.email)
      .where('kind', '=', 'channel_conflict')
      .execute();
    expect(mails).toHaveLength(1);
    // The owner cancels the stay here: the conflict is resolved and leaves the dashboard.
    await server.core.db.updateTable('stay_bookings').set({ status: 'cancelled' }).where('id', '=', stay.id).execute();
    expect(await conflicts(p)).toEqual([]);
  });

  it('the room’s own export lists the nights another channel sells, so Booking.com closes what Airbnb sold', async () => {
    const p = await property();
    const path = `/export/${p.id}.ics`;
    serve(path, airbnb([{ uid: 'x1', start: day(50), end: day(52) }]));
    expect((await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`)).status).toBe(200);
    const room = await server.core.db.selectFrom('rooms').select('ical_token').where('id', '=', p.rooms[0]!).executeTakeFirstOrThrow();
    const body = await (await fetch(`${server.url}/ical/${room.ical_token}.ics`)).text();
    const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString(), e.summary])).toEqual([[day(50), day(52), 'Reserved']]);
    expect(body).not.toContain('airbnb');
  });

  it('removing the feed puts its nights back on sale', async () => {
    const p = await property();
    const path = `/remove/${p.id}.ics`;
    serve(path, airbnb([{ uid: 'r1', start: day(60), end: day(62) }]));
    const added = await addFeed(p, p.rooms[0]!, `${channelUrl}${path}`);
    expect(await available(p, day(60), day(62))).toBe(0);
    const removed = await owner().mutate('ownerStays.removeChannelFeed', { venueId: p.id, feedId: added.data.id });
    expect(removed.status).toBe(200);
    expect(await available(p, day(60), day(62))).toBe(1);
    expect(await feeds(p)).toEqual([]);
  });

  it('the scheduled sync takes each feed not tried for CHANNEL_SYNC_MINUTES once, and leaves the rest', async () => {
    const p = await property(2);
    const path = `/scheduled/${p.id}.ics`;
    serve(path, airbnb([{ uid: 's1', start: day(70), end: day(71) }]));
    const added = await addFeed(p, p.rooms[1]!, `${channelUrl}${path}`);
    serve(path, airbnb([{ uid: 's1', start: day(70), end: day(72) }]));
    const later = new Date(Date.now() + 16 * 60_000);
    const before = requests.filter((r) => r.path === path).length;
    await syncDueFeeds(server.core.channels, later);
    expect(requests.filter((r) => r.path === path).length).toBe(before + 1);
    expect(await blocks(added.data.id)).toEqual([{ uid: 's1@airbnb.com', starts: day(70), ends: day(72), summary: 'Reserved' }]);
    // Tried just now: the next run, a minute later, leaves it.
    await syncDueFeeds(server.core.channels, new Date(later.getTime() + 60_000));
    expect(requests.filter((r) => r.path === path).length).toBe(before + 1);
  });
});
