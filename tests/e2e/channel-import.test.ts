import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createStayBooking } from '@tablestay/core/db/factories';
import { formatDate } from '@tablestay/core/i18n/format';
import type { StayQuote } from '@tablestay/core/stay/schema';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, PHONE, signIn, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import { Client, type TestServer } from '../support/server';
import { channelCalendar as airbnb } from '../support/ical';

/**
 * Calendar sync, the import (ADR 125), on a 360 px phone: the owner pastes an Airbnb calendar's
 * address under a room in the Stays settings and the nights it sells leave the guests' search; a
 * calendar that turns into an HTML page is said in words and its nights stay closed; a channel event
 * over a stay booked here is the "Double bookings" alert; "Remove" puts the nights back on sale.
 * A calendar server on this machine plays Airbnb (the server may fetch it: CHANNEL_FEEDS_ALLOW_LOCAL).
 */

let server: TestServer;
let browser: Browser;
let page: Page;
useBrowserSession({ env: { CHANNEL_FEEDS_ALLOW_LOCAL: 'true' }, context: PHONE }, (s) => {
  ({ server, browser, page } = s);
});

const ZONE = 'Europe/Ljubljana';
const day = (n: number) => addDays(dateIn(ZONE), n);

let channel: Server;
let channelUrl: string;
/** What the channel answers at its one path, swapped as the test goes. */
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(404).end();

beforeAll(async () => {
  channel = createServer((req, res) => answer(req, res));
  await new Promise<void>((ok) => channel.listen(0, '127.0.0.1', ok));
  channelUrl = `http://127.0.0.1:${(channel.address() as AddressInfo).port}`;
});
afterAll(async () => {
  channel?.closeAllConnections();
  await new Promise((ok) => channel?.close(ok));
});

/** The channel serves `body` as its calendar, with an ETag (and 304 to a matching If-None-Match). */
function serveCalendar(body: string) {
  const etag = `"${body.length}-${Date.now()}"`;
  answer = (req, res) => {
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(body);
  };
}

/** Nights as the conflict alert writes them: "20 Dec – 23 Dec". */
const span = (from: string, to: string) =>
  `${formatDate('en', from, { day: 'numeric', month: 'short' })} – ${formatDate('en', to, { day: 'numeric', month: 'short' })}`;
const noSideScroll = (p: Page) => eventually(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
const toast = (p: Page, title: string) => p.locator('[data-sonner-toast]').filter({ has: p.getByText(title, { exact: true }) });

describe('calendar sync: the import', () => {
  it('an owner imports an Airbnb calendar on a phone: its nights leave the search, an HTML answer is said in words, a double booking is flagged, Remove reopens the nights', async () => {
    const stamp = Date.now();
    const email = `import-owner-${stamp}@example.com`;
    const city = `Kanal ${stamp}`;
    const name = `Hiša ob Soči ${stamp}`;
    const { userId } = await subscribedOwner(server, email, ['stays']);
    const { venue, roomTypes } = await createProperty(server.core.db, {
      owner_id: userId,
      name,
      city,
      timezone: ZONE,
      total_rooms: 1,
      roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 90, rooms: 1 }],
    });
    const roomType = roomTypes[0]!;
    const room = roomType.rooms[0]!;
    const quote = async (checkIn: string, checkOut: string) =>
      (
        await new Client(server.url).query<StayQuote>('stay.quote', {
          propertyId: venue.id,
          roomTypeId: roomType.id,
          checkIn,
          checkOut,
          guests: 2,
        })
      ).data?.available;
    const feedPath = `/calendar/ical/${stamp}.ics?s=abc`;
    const feedUrl = `${channelUrl}${feedPath}`;
    serveCalendar(airbnb([{ uid: 'a1', start: day(10), end: day(13) }]));

    // 1. The owner pastes the channel's address under the room and taps Import.
    await signIn(page, email);
    await page.goto(`/dashboard/stays?venue=${venue.id}`);
    await page.getByRole('tab', { name: 'Settings' }).tap();
    const card = page.getByTestId('calendar-feeds');
    await card.getByRole('heading', { name: 'Calendar sync' }).waitFor();
    const imports = card.getByRole('region', { name: `Calendars room ${room.code} imports` });
    await imports.getByRole('heading', { name: `Calendars room ${room.code} imports` }).waitFor();
    await imports.getByLabel(`Calendar address to import for room ${room.code}`).fill(feedUrl);
    await imports.getByRole('button', { name: 'Import', exact: true }).tap();
    await eventually(() => toast(page, 'Calendar imported').getAttribute('data-type')).toBe('success');
    const imported = imports.getByTestId('channel-import');
    await eventually(() => imported.count()).toBe(1);
    await eventually(() => imported.getByText(feedUrl, { exact: true }).count()).toBe(1);
    // The box is emptied for the next channel.
    await eventually(() => imports.getByLabel(`Calendar address to import for room ${room.code}`).inputValue()).toBe('');
    const feed = await server.core.db.selectFrom('room_channel_feeds').select(['last_synced_at']).where('room_id', '=', room.id).executeTakeFirstOrThrow();
    expect(feed.last_synced_at).not.toBeNull();
    const when = await page.evaluate(
      (iso) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
      feed.last_synced_at!.toISOString(),
    );
    const status = imported.getByTestId('channel-import-status');
    await eventually(() => status.innerText()).toBe(`Last synced ${when} · Blocked periods: 1`);
    await eventually(() => imported.getByTestId('channel-import-error').count()).toBe(0);
    await noSideScroll(page);

    // A guest on a phone: the channel's nights 10–12 are not offered, nights after its check-out are.
    const guestContext = await browser.newContext({ baseURL: server.url, ...PHONE });
    try {
      const guest = await guestContext.newPage();
      const result = guest.getByTestId('stay-result').filter({ has: guest.getByRole('heading', { name, exact: true }) });
      await guest.goto(`/stays?location=${encodeURIComponent(city)}&check_in=${day(11)}&check_out=${day(12)}&guests=2`);
      await guest.getByText('Nothing is free for these dates', { exact: true }).waitFor();
      expect(await result.count()).toBe(0);
      await guest.goto(`/stays?location=${encodeURIComponent(city)}&check_in=${day(14)}&check_out=${day(15)}&guests=2`);
      await result.waitFor();
      await eventually(() => result.innerText()).toContain('Double Room');
    } finally {
      await guestContext.close();
    }
    expect(await quote(day(11), day(12))).toBe(0);

    // 2. The calendar address starts answering a web page: said in words, the last nights kept.
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body>Sign in</body></html>');
    await imported.getByRole('button', { name: 'Sync now' }).tap();
    const failed = toast(page, 'The calendar did not sync');
    await eventually(() => failed.getAttribute('data-type')).toBe('error');
    await eventually(() => failed.innerText()).toContain('This is not a calendar file');
    await eventually(() => imported.getByTestId('channel-import-error').innerText()).toBe('This is not a calendar file');
    // Not synced since: the same time, the same one blocked period.
    await eventually(() => status.innerText()).toBe(`Last synced ${when} · Blocked periods: 1`);
    expect(await quote(day(11), day(12))).toBe(0);
    await noSideScroll(page);

    // 3. A stay booked here, nights 20–22; the channel sells nights 22–24 of the same room.
    await createStayBooking(server.core.db, {
      restaurant_id: venue.id,
      room_type_id: roomType.id,
      room_id: room.id,
      check_in: day(20),
      check_out: day(23),
      status: 'confirmed',
      guest_name: 'Maja Novak',
    });
    const alert = page.getByTestId('channel-conflicts');
    expect(await alert.count()).toBe(0);
    serveCalendar(
      airbnb([
        { uid: 'a1', start: day(10), end: day(13) },
        { uid: 'c1', start: day(22), end: day(25) },
      ]),
    );
    await imported.getByRole('button', { name: 'Sync now' }).tap();
    // The toast says it where the owner is, far below the alert, and its Show scrolls up to it.
    const double = toast(page, 'Double booking: this calendar sells nights a stay here already holds');
    await eventually(() => double.getAttribute('data-type')).toBe('error');
    await double.getByRole('button', { name: 'Show' }).tap();
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    await eventually(() => imported.getByTestId('channel-import-error').count()).toBe(0);
    await eventually(() => status.innerText()).toMatch(/ · Blocked periods: 2$/);
    await alert.getByRole('heading', { name: 'Double bookings with a channel' }).waitFor();
    await eventually(() => alert.getByRole('listitem').allInnerTexts()).toEqual([
      `Room ${room.code}: Maja Novak booked here for ${span(day(20), day(23))}; 127.0.0.1 sells ${span(day(22), day(25))}`,
    ]);
    await alert.getByText('Nothing was changed. Move or cancel one of the two, here or on the channel.', { exact: true }).waitFor();
    expect(await quote(day(23), day(25))).toBe(0);
    await noSideScroll(page);

    // 4. Remove: the calendar goes, its nights are for sale again and the double booking's alert goes with it.
    await imported.getByRole('button', { name: 'Remove' }).tap();
    await eventually(() => toast(page, 'Calendar removed: its nights are for sale here again').getAttribute('data-type')).toBe('success');
    await eventually(() => imported.count()).toBe(0);
    await eventually(() => alert.count()).toBe(0);
    expect(await quote(day(11), day(12))).toBe(1);
    expect(await quote(day(23), day(25))).toBe(1);
    expect(await server.core.db.selectFrom('room_blocks').select('id').where('room_id', '=', room.id).execute()).toEqual([]);
    await noSideScroll(page);
  });
});
