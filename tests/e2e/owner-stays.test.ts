import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProperty, createStayBooking, createUserRole, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, signIn, useBrowserSession } from '../support/browser';
import { verifiedGuest } from '../support/accounts';
import { subscribedOwner } from '../support/owners';
import { latestMail } from '../support/mail';
import { Client, type TestServer } from '../support/server';

/**
 * The owner's Stays tab (ADR 064–066) on a phone (390×844) and a laptop (1280×800): a property
 * owner adds a room type and a room on the Stays tab →
 * a guest books that room through the ordinary /stays/book flow → the owner confirms, checks the
 * guest in and checks them out, each with its "Booking {status}" toast and SPEC §4 badge.
 */

let server: TestServer;
let browser: Browser;
let page: Page;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-GB' };
useBrowserSession({ context: PHONE }, (s) => {
  ({ server, browser, page } = s);
});

const LAPTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: 'en-GB' };
const noSideScroll = (p: Page, width = 390) => eventually(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const device of [PHONE, LAPTOP]) {
  const width = device.viewport.width;
  describe(`the owner Stays tab at ${width}px`, () => {
    it('adds a room type and a room → a guest books it → confirm → check in → check out', async () => {
      await page.setViewportSize(device.viewport);
      const email = `lodge-owner-${width}-${Date.now()}@example.com`;
      const venueName = `Koča pod Vogljem ${width}`;
      const { userId } = await subscribedOwner(server, email);
      const venue = await createVenue(server.core.db, {
        owner_id: userId,
        name: venueName,
        address: 'Ukanc 5, Bohinj',
        city: 'Bohinj',
        total_tables: 0,
        total_rooms: 0,
      });

      await signIn(page, email);
      await page.goto(`/dashboard/stays?venue=${venue.id}`);
      await page.getByRole('heading', { name: venueName }).waitFor();
      // No rooms yet: an honest empty state pointing to the property onboarding.
      const empty = page.getByTestId('owner-stays-empty');
      await empty.getByText('No rooms yet').waitFor();
      await eventually(() => empty.getByRole('link', { name: 'List your property' }).getAttribute('href')).toBe('/onboarding/property');
      await noSideScroll(page, width);

      // Settings: a room type (SPEC §5 rules in the form), then a room of it.
      await page.getByRole('tab', { name: 'Settings' }).click();
      // The subscription card's plan line for a stays subscriber (SPEC §2).
      await page.getByText('Stays Subscription (€79/month)', { exact: true }).waitFor();
      const types = page.getByTestId('room-types');
      await types.getByText('No room types yet.').waitFor();
      await types.getByRole('button', { name: 'Add room type' }).click();
      const typeForm = types.getByRole('form', { name: 'Add room type' });
      await typeForm.getByLabel('Capacity').fill('21');
      await typeForm.getByRole('button', { name: 'Save' }).click();
      await typeForm.getByText('Room type name is required').waitFor();
      await typeForm.getByText('Capacity must be between 1 and 20').waitFor();
      await typeForm.getByLabel('Room type name').fill('Garden Suite');
      // Its name in Slovenian too: what Slovenian guests see, on the pages, in emails and calendars.
      await typeForm.getByLabel('Name in Slovenian (optional)').fill('Vrtni apartma');
      await typeForm.getByLabel('Capacity').fill('2');
      await typeForm.getByLabel('Base price per night (EUR)').fill('120.50');
      await typeForm.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Room type added!').waitFor();
      const row = types.getByTestId('room-type-row').filter({ hasText: 'Garden Suite' });
      await eventually(() => row.getByTestId('room-type-price').innerText()).toBe('€120.50 / night');
      await row.getByText('Active', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Add room: Garden Suite' }).click();
      const roomForm = row.getByRole('form', { name: 'Add room' });
      await roomForm.getByLabel('Room code').fill('G1');
      await roomForm.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Room added!').waitFor();
      await row.getByRole('button', { name: 'Edit Room code G1' }).waitFor();
      await eventually(() => page.getByLabel('Total rooms').inputValue()).toBe('1');
      // Property settings (SPEC §5): a broken rule is a "Validation Error" with its text; a good save says so.
      await page.getByLabel('Blocked rooms').fill('2');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Validation Error').waitFor();
      await page.getByText('Blocked rooms cannot exceed total rooms').first().waitFor();
      await page.getByLabel('Blocked rooms').fill('0');
      await page.getByLabel('Description').fill('A mountain hut at the end of the lake.');
      await page.getByLabel('Wi-Fi').check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Settings Saved').waitFor();
      await page.getByText('Your accommodation settings have been updated successfully').waitFor();
      await noSideScroll(page, width);

      // A guest books the new room for tonight through the ordinary booking page.
      const today = dateIn('Europe/Ljubljana');
      const roomType = await server.core.db.selectFrom('room_types').select('id').where('restaurant_id', '=', venue.id).executeTakeFirstOrThrow();
      const guestContext = await browser.newContext({ baseURL: server.url, ...device });
      const guest = await guestContext.newPage();
      await guest.goto(`/stays/book?property_id=${venue.id}&room_type_id=${roomType.id}&check_in=${today}&check_out=${addDays(today, 2)}&guests=2`);
      await guest.getByLabel('Name').fill('Maja Novak');
      await guest.getByLabel('Email').fill(`maja-${width}-${Date.now()}@example.com`);
      await guest.getByRole('button', { name: 'Book Stay' }).click();
      await guest.waitForURL((u) => u.pathname.startsWith('/deposit/'));
      // A Slovenian guest sees the owner's Slovenian name on the property page and in the booking's email.
      await guest.evaluate(() => localStorage.setItem('lang', 'sl'));
      await guest.goto(`/stays/${venue.id}`);
      await guest.getByRole('heading', { name: 'Vrtni apartma' }).waitFor();
      const slEmail = `vesna-${width}-${Date.now()}@example.com`;
      const booked = await new Client(server.url, { 'x-locale': 'sl' }).mutate('stay.book', {
        propertyId: venue.id,
        roomTypeId: roomType.id,
        checkIn: addDays(today, 3),
        checkOut: addDays(today, 4),
        guests: 2,
        guestName: 'Vesna Kranjc',
        guestEmail: slEmail,
      });
      expect(booked.error?.message).toBeUndefined();
      expect((await latestMail(server.core.db, slEmail, 'stay_booking_received')).mail.text_body).toContain('Vrtni apartma');
      await guestContext.close();

      // The owner works the booking through its statuses.
      await page.getByRole('tab', { name: 'Bookings' }).click();
      const booking = page.getByTestId('owner-stay-booking').filter({ hasText: 'Maja Novak' });
      await booking.getByText('awaiting deposit', { exact: true }).waitFor();
      await booking.getByText('Room G1').waitFor();
      const steps = [
        ['Confirm', 'Booking confirmed', 'confirmed'],
        ['Check in', 'Booking checked in', 'checked in'],
        ['Check out', 'Booking checked out', 'checked out'],
      ] as const;
      for (const [button, toast, badge] of steps) {
        await booking.getByRole('button', { name: button, exact: true }).click();
        await page.getByText(toast, { exact: true }).waitFor();
        await booking.getByText(badge, { exact: true }).waitFor();
      }
      // Checked out: no more buttons on it.
      await eventually(() => booking.getByRole('button').count()).toBe(0);
      await noSideScroll(page, width);

      // The overview counts today's arrival and shows it in Today's Arrivals.
      await page.getByRole('tab', { name: 'Overview' }).click();
      await eventually(() => page.getByTestId('stat-check-ins').innerText()).toContain('1');
      await page.getByText("Today's Arrivals").waitFor();
      await page.getByTestId('occupancy-chart').waitFor();
      const audits = await server.core.db
        .selectFrom('audit_logs')
        .select('action')
        .where('actor_user_id', '=', userId)
        .where('entity', '=', 'stay_booking')
        .execute();
      expect(audits.map((a) => a.action).sort()).toEqual(['checked_in', 'checked_out', 'confirmed']);
    });
  });
}

describe('the owner Stays tab on a phone only', () => {
  it('an admin sees an owner’s Stays tab read-only, in Slovenian, without side-scrolling', async () => {
    const { userId: ownerId } = await subscribedOwner(server, `sl-owner-${Date.now()}@example.com`);
    const {
      venue,
      roomTypes: [rt],
    } = await createProperty(server.core.db, {
      owner_id: ownerId,
      name: 'Hiša ob Savi',
      total_rooms: 2,
      // Stored as the catalogue's English name, shown in the reader's language.
      roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 80, rooms: ['1', '2'] }],
    });
    const today = dateIn('Europe/Ljubljana');
    await createStayBooking(server.core.db, {
      restaurant_id: venue.id,
      room_type_id: rt!.id,
      room_id: rt!.rooms[0]!.id,
      check_in: today,
      check_out: addDays(today, 1),
      status: 'confirmed',
      guest_name: 'Nina Kos',
    });
    const adminEmail = `admin-sl-${Date.now()}@example.com`;
    await verifiedGuest(server, adminEmail);
    const admin = await server.core.db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow();
    await createUserRole(server.core.db, { user_id: admin.id, role: 'admin' });

    await signIn(page, adminEmail);
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.goto(`/dashboard/stays?venue=${venue.id}`);
    for (const tab of ['Pregled', 'Rezervacije', 'Ocene', 'Nastavitve']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByText('Samo ogled: spremembe ureja lastnik.').waitFor();
    await page.getByText('Trenutna zasedenost').waitFor();
    await eventually(() => page.getByTestId('stat-occupancy').innerText()).toContain('50%');
    await page.getByTestId('owner-stay-booking').filter({ hasText: 'Nina Kos' }).getByText('potrjeno', { exact: true }).waitFor();
    await eventually(() => page.getByTestId('owner-stay-booking').filter({ hasText: 'Nina Kos' }).innerText()).toContain('Dvoposteljna soba');
    await noSideScroll(page);
    await page.getByRole('tab', { name: 'Rezervacije' }).click();
    await page.getByTestId('owner-stay-booking').filter({ hasText: 'Nina Kos' }).waitFor();
    await eventually(() => page.getByTestId('owner-stay-booking').getByRole('button').count()).toBe(0);
    await page.getByRole('tab', { name: 'Nastavitve' }).click();
    await page.getByTestId('room-type-row').filter({ hasText: 'Dvoposteljna soba' }).getByText('Aktivna', { exact: true }).waitFor();
    await eventually(() => page.getByRole('button', { name: 'Dodaj vrsto sobe' }).count()).toBe(0);
    await noSideScroll(page);
  });
});
