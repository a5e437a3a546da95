import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProperty, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, PHONE, preferLanguage, signIn, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import { Client, type TestServer } from '../support/server';

/**
 * The owner's phone console (ADR 116) in Chromium at phone size (360×780): everything the owner runs
 * from the dashboard — every venue's opening hours and deposit link in its own Settings, the wizard
 * opening the venue asked for, and the stays bookings opening on today.
 */

let server: TestServer;
let page: Page;

useBrowserSession({ context: PHONE }, (s) => {
  ({ server, page } = s);
});

const hoursOf = async (id: string) =>
  await server.core.db.selectFrom('restaurants').select(['open_hours_json', 'stripe_payment_link_url']).where('id', '=', id).executeTakeFirstOrThrow();

describe('everything from the dashboard (ADR 116)', () => {
  it("a second restaurant's hours and deposit link change from its own Settings; the wizard opens the venue asked for", async () => {
    const email = `console-owner-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    await createVenue(server.core.db, { owner_id: userId, name: 'Prva Gostilna', city: 'Ljubljana', onboarding_done: true });
    const second = await createVenue(server.core.db, { owner_id: userId, name: 'Druga Gostilna', city: 'Kranj', onboarding_done: true });
    await signIn(page, email);

    await page.goto(`/dashboard?venue=${second.id}&tab=restaurant&view=settings`);
    await page.getByRole('heading', { name: 'Druga Gostilna' }).waitFor();
    // The sub-tab strip is wider than the phone: it scrolls, and shows a shadow at its hidden edge.
    const strip = page.getByRole('tablist', { name: 'Restaurant' }).locator('xpath=..');
    const overflow = await strip.evaluate((el) => ({
      wider: el.scrollWidth > el.clientWidth,
      shadow: getComputedStyle(el).backgroundImage.includes('radial-gradient'),
    }));
    expect(overflow).toEqual({ wider: true, shadow: true });
    const hours = page.getByTestId('hours-settings');
    await hours.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await hours.getByRole('listitem').filter({ hasText: 'Monday' }).getByLabel('Closed').check();
    await hours.getByLabel('Sunday: Closes').fill('20:30');
    await hours.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).first().waitFor();
    await eventually(async () => (await hoursOf(second.id)).open_hours_json).toMatchObject({ mon: null, sun: { open: '12:00', close: '20:30' } });

    // The deposit link: SPEC §5's text for a bad URL, then saved; empty saves as null.
    const deposit = page.getByTestId('deposit-settings');
    await deposit.getByLabel('Payment link URL').fill('not a link');
    await deposit.getByRole('button', { name: 'Save', exact: true }).click();
    await deposit.getByText('Invalid URL').waitFor();
    await deposit.getByLabel('Payment link URL').fill('https://buy.stripe.com/test_second');
    await deposit.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(async () => (await hoursOf(second.id)).stripe_payment_link_url).toBe('https://buy.stripe.com/test_second');
    // Tables and photos are on the same Settings.
    await page.getByLabel('Total tables').waitFor();
    await page.getByTestId('photo-manager').waitFor();
    // A reload shows what was saved.
    await page.reload();
    await eventually(() => page.getByTestId('deposit-settings').getByLabel('Payment link URL').inputValue()).toBe('https://buy.stripe.com/test_second');
    await eventually(() => page.getByTestId('hours-settings').getByLabel('Sunday: Closes').inputValue()).toBe('20:30');

    // /owners/onboarding?venue= opens that restaurant, not the first one.
    await page.goto(`/owners/onboarding?venue=${second.id}`);
    await eventually(() => page.getByLabel('Restaurant name').inputValue()).toBe('Druga Gostilna');
  });

  it('the texts are Slovenian for a Slovenian owner', async () => {
    const email = `console-owner-sl-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const venue = await createVenue(server.core.db, { owner_id: userId, name: 'Gostilna SL', city: 'Ljubljana', onboarding_done: true });
    await signIn(page, email);
    await preferLanguage(page.context(), 'sl');
    await page.goto(`/dashboard?venue=${venue.id}&tab=restaurant&view=settings`);
    const deposit = page.getByTestId('deposit-settings');
    await deposit.getByRole('heading', { name: 'Povezava za plačilo varščine' }).waitFor();
    await deposit.getByLabel('URL povezave za plačilo').fill('ni povezava');
    await deposit.getByRole('button', { name: 'Shrani', exact: true }).click();
    await deposit.getByText('Neveljaven URL').waitFor();
    await page.getByTestId('hours-settings').getByRole('heading', { name: 'Delovni čas' }).waitFor();
    expect((await hoursOf(venue.id)).stripe_payment_link_url).toBeNull();
  });

  it("a property's Settings has its hours and deposit link; its bookings open on today's page, not months back", async () => {
    const email = `console-stays-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const { venue, roomTypes } = await createProperty(server.core.db, { owner_id: userId, name: 'Vila Konzola', city: 'Bled', roomTypes: [{ rooms: 1 }] });
    const roomType = roomTypes[0]!;
    const today = dateIn('Europe/Ljubljana');
    // 45 past stays (three pages of 20 back), then tonight's guest.
    for (let i = 0; i < 45; i++) {
      const checkIn = addDays(today, -200 + i * 3);
      await createStayBooking(server.core.db, {
        restaurant_id: venue.id,
        room_type_id: roomType.id,
        room_id: roomType.rooms[0]!.id,
        check_in: checkIn,
        check_out: addDays(checkIn, 1),
        guest_name: `Past Guest ${i}`,
        status: 'checked_out',
      });
    }
    await createStayBooking(server.core.db, {
      restaurant_id: venue.id,
      room_type_id: roomType.id,
      room_id: roomType.rooms[0]!.id,
      check_in: today,
      check_out: addDays(today, 2),
      guest_name: 'Tonight Guest',
      status: 'confirmed',
    });
    await signIn(page, email);
    await page.goto(`/dashboard/stays?venue=${venue.id}`);
    await page.getByRole('heading', { name: 'Vila Konzola' }).waitFor();
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.getByTestId('owner-stay-booking').filter({ hasText: 'Tonight Guest' }).waitFor();
    await page.getByText('Page 3 of 3').waitFor();
    // Today is marked, just above the first stay not yet over, and the list opens scrolled to it.
    const mark = page.getByTestId('today-mark');
    await eventually(() => mark.innerText()).toMatch(/^Today, /);
    expect(await mark.evaluate((el) => (el.nextElementSibling as HTMLElement).innerText)).toContain('Tonight Guest');
    await eventually(() =>
      mark.evaluate((el) => Math.round(el.getBoundingClientRect().top) < window.innerHeight && el.getBoundingClientRect().bottom > 0),
    ).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByTestId('owner-stay-booking').filter({ hasText: 'Past Guest 39' }).waitFor();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByTestId('hours-settings').getByRole('heading', { name: 'Opening hours' }).waitFor();
    const deposit = page.getByTestId('deposit-settings');
    await deposit.getByLabel('Payment link URL').fill('https://buy.stripe.com/test_stay');
    await deposit.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(async () => (await hoursOf(venue.id)).stripe_payment_link_url).toBe('https://buy.stripe.com/test_stay');
    await page.getByTestId('room-types').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe('live (ADR 116)', () => {
  it("a guest's booking, waitlist join and cancellation appear on the owner's open dashboard within 10 s, highlighted, without a reload", async () => {
    const email = `console-live-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '09:00', close: '23:00' }]));
    const venue = await createVenue(server.core.db, {
      owner_id: userId,
      name: 'Živa Miza',
      city: 'Ljubljana',
      total_tables: 1,
      open_hours_json: JSON.stringify(hours),
      onboarding_done: true,
    });
    const date = addDays(dateIn('Europe/Ljubljana'), 7);
    await signIn(page, email);
    await page.goto(`/dashboard?venue=${venue.id}&tab=restaurant&view=reservations&date=${date}`);
    await page.getByText('No reservations on this day').waitFor();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const guest = new Client(server.url);
    const book = (guestName: string) =>
      guest.mutate<{ status: string; reservationId: string; viewToken: string }>('reservation.create', {
        restaurantId: venue.id,
        date,
        time: '20:00',
        partySize: 2,
        guestName,
        guestEmail: `${guestName.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`,
        privacyConsent: true,
      });
    const booked = (await book('Lina Live')).data!;
    expect(booked.status).toBe('awaiting_deposit');
    const row = page.getByTestId('owner-reservation').filter({ hasText: 'Lina Live' });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getAttribute('data-changed')).toBe('new');
    await eventually(() => page.getByTestId('live-notice').innerText()).toContain('New booking: Lina Live');

    // The one table is taken: the next guest joins the waitlist, which shows too.
    expect((await book('Wanda Wait')).data!.status).toBe('waitlisted');
    await page.getByTestId('owner-waitlist-entry').filter({ hasText: 'Wanda Wait' }).waitFor({ timeout: 10_000 });
    await eventually(() => page.getByTestId('live-notice').innerText()).toContain('Joined the waitlist: Wanda Wait');

    // The guest cancels: the row turns cancelled and is marked changed.
    expect((await guest.mutate('reservation.cancelByToken', { id: booked.reservationId, token: booked.viewToken })).status).toBe(200);
    await row.getByText('cancelled', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await row.getAttribute('data-changed')).toBe('changed');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});
