import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProperty, createStayBooking } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, signIn, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';

/**
 * Calendar sync, the export (ADR 124), on a phone (360 px) in both languages: the owner finds each
 * room's calendar address in the Stays settings, the address opens in a calendar parser with the
 * nights sold here and nothing of the guest, and a replaced address stops answering.
 */

let server: TestServer;
let page: Page;
useBrowserSession({ context: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: 'en-GB' } }, (s) => {
  ({ server, page } = s);
});

const day = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);

describe('calendar sync: the export', () => {
  for (const lang of ['en', 'sl'] as const) {
    it(`an owner copies a room's calendar address; it opens as a calendar of the sold nights; a new address replaces it (${lang})`, async () => {
      const email = `feed-owner-${lang}-${Date.now()}@example.com`;
      const { userId } = await subscribedOwner(server, email, ['stays']);
      const { venue, roomTypes } = await createProperty(server.core.db, {
        owner_id: userId,
        name: `Hiša ob Savi ${lang}`,
        total_rooms: 1,
        roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 90, rooms: 1 }],
      });
      const room = roomTypes[0]!.rooms[0]!;
      await createStayBooking(server.core.db, {
        restaurant_id: venue.id,
        room_type_id: roomTypes[0]!.id,
        room_id: room.id,
        check_in: day(6),
        check_out: day(9),
        status: 'confirmed',
        guest_name: 'Tina Zupan',
      });

      await signIn(page, email);
      if (lang === 'sl') await page.evaluate(() => localStorage.setItem('lang', 'sl'));
      await page.goto(`/dashboard/stays?venue=${venue.id}`);
      await page.getByRole('tab', { name: lang === 'sl' ? 'Nastavitve' : 'Settings' }).click();
      const card = page.getByTestId('calendar-feeds');
      await card.getByRole('heading', { name: lang === 'sl' ? 'Usklajevanje koledarjev' : 'Calendar sync' }).waitFor();
      const roomLabel = lang === 'sl' ? `Soba ${room.code}` : `Room ${room.code}`;
      const address = card.getByLabel(roomLabel, { exact: true });
      const url = await address.inputValue();
      expect(url).toMatch(new RegExp(`^${server.url}/ical/[0-9a-f]{64}\\.ics$`));
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // One tap copies it, to paste into the channel's calendar import.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await card.getByRole('button', { name: `${lang === 'sl' ? 'Kopiraj' : 'Copy'}: ${roomLabel}` }).click();
      await page.getByText(lang === 'sl' ? 'Naslov koledarja je kopiran' : 'Calendar address copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      // What a channel fetches: a calendar with the stay's nights, check-out exclusive, and no guest.
      const res = await page.request.get(url);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const body = await res.text();
      expect(body).not.toContain('Tina');
      const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(events.map((e) => [e.startDate.toString(), e.endDate.toString(), e.summary])).toEqual([[day(6), day(9), 'Reserved']]);

      // A leaked address is replaced: the page shows the new one, the old one answers 404.
      await card.getByRole('button', { name: `${lang === 'sl' ? 'Nov naslov' : 'New address'}: ${roomLabel}` }).click();
      await card.getByRole('button', { name: lang === 'sl' ? 'Zamenjaj naslov' : 'Replace address' }).click();
      await page.getByText(lang === 'sl' ? 'Nov naslov koledarja je pripravljen' : 'New calendar address ready').waitFor();
      await eventually(() => address.inputValue()).not.toBe(url);
      expect((await page.request.get(url)).status()).toBe(404);
      expect((await page.request.get(await address.inputValue())).status()).toBe(200);
    });
  }
});
