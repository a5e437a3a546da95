import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createReservation, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';

/** The owner's Restaurant tab in Chromium, on a phone (390×844) and a laptop (1280): SPEC §4 actions and Promote. */

let server: TestServer;
let page: Page;

useBrowserSession({ env: { RATE_LIMIT_BOOKING_PER_WINDOW: '1000' } }, (s) => {
  ({ server, page } = s);
});

const day = () => addDays(dateIn('Europe/Ljubljana'), 2);
let seq = 0;

/** A subscribed owner with a one-table restaurant, signed in through /auth. */
async function ownerWithVenue(p: Page) {
  const n = `${Date.now()}-${++seq}`;
  const email = `owner-${n}@example.com`;
  const { userId } = await subscribedOwner(server, email);
  const venue = await createVenue(server.core.db, {
    owner_id: userId,
    name: `Bistro ${n}`,
    address: 'Prešernov trg 1, Ljubljana',
    total_tables: 1,
    turn_minutes: 90,
  });
  await p.goto('/auth');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill('secret1');
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.waitForURL((u) => u.pathname === '/');
  return venue;
}

async function guestBooks(p: Page, venueId: string, email: string) {
  await p.goto(`/book?restaurant_id=${venueId}`);
  await p.getByLabel('Date').fill(day());
  const time = p.getByLabel('Time');
  await time.locator('option', { hasText: '19:00' }).waitFor({ state: 'attached' });
  await time.selectOption('19:00');
  await p.getByLabel('Party size').selectOption('2');
  await p.getByLabel('Name').fill('Nina Horvat');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('I accept the').check();
  await p.getByRole('button', { name: 'Book table' }).click();
}

/** The owner opens the Reservations sub-tab for the booking day (the date picker). */
async function openDay(p: Page, venueName: string) {
  await p.goto('/dashboard');
  await p.getByRole('heading', { name: venueName }).waitFor();
  await p.getByRole('tab', { name: 'Reservations', exact: true }).click();
  await p.getByLabel('Date').fill(day());
  await p.waitForURL((u) => u.searchParams.get('date') === day());
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  describe(`owner dashboard at ${viewport.width}px`, () => {
    it("a guest books → the owner confirms; Seated is offered on the reservation's day only", async () => {
      await page.setViewportSize(viewport);
      const guest = await page.context().browser()!.newPage({ baseURL: server.url, viewport });
      const venue = await ownerWithVenue(page);
      await guestBooks(guest, venue.id, `guest-${viewport.width}@example.com`);
      await guest.waitForURL((u) => u.pathname.startsWith('/deposit/'));
      await guest.close();

      await openDay(page, venue.name);
      const row = page.getByTestId('owner-reservation').filter({ hasText: 'Nina Horvat' });
      await row.getByText('awaiting deposit').waitFor();
      await eventually(() => row.innerText()).toContain('Nina Horvat · 2 guests');
      await row.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Reservation confirmed').waitFor();
      await row.getByText('confirmed', { exact: true }).waitFor();
      // Two days ahead: it can be cancelled, not seated (seating would open its review, ADR 062).
      await eventually(() => row.getByRole('button').allInnerTexts()).toEqual(['Mark cancelled']);

      const today = dateIn('Europe/Ljubljana');
      await createReservation(server.core.db, { restaurant_id: venue.id, date: today, time: '09:00', status: 'confirmed', guest_name: 'Tea Novak' });
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: venue.name }).waitFor();
      await page.getByRole('tab', { name: 'Reservations', exact: true }).click();
      const tea = page.getByTestId('owner-reservation').filter({ hasText: 'Tea Novak' });
      await tea.getByRole('button', { name: 'Seated' }).click();
      await page.getByText('Reservation marked as seated').waitFor();
      await tea.getByText('seated', { exact: true }).waitFor();
      await eventually(() => tea.getByRole('button').count()).toBe(0);
      // Touch-sized and inside a phone's width.
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    it('a full slot → the guest waits → the owner frees the table and promotes', async () => {
      await page.setViewportSize(viewport);
      const guest = await page.context().browser()!.newPage({ baseURL: server.url, viewport });
      const venue = await ownerWithVenue(page);
      await createReservation(server.core.db, { restaurant_id: venue.id, date: day(), time: '19:00', status: 'confirmed', guest_name: 'Early Bird' });
      await guestBooks(guest, venue.id, `waiter-${viewport.width}@example.com`);
      await guest.waitForURL((u) => u.pathname.startsWith('/waitlist/'));
      await guest.close();

      await openDay(page, venue.name);
      const entry = page.getByTestId('owner-waitlist-entry').filter({ hasText: 'Nina Horvat' });
      await entry.getByRole('button', { name: 'Promote' }).click();
      // The one table is still taken: the same booking core refuses to oversell.
      await page.getByText('Failed to promote from waitlist').waitFor();
      await page.getByText('No tables available at this time').first().waitFor();

      const early = page.getByTestId('owner-reservation').filter({ hasText: 'Early Bird' });
      await early.getByRole('button', { name: 'Mark cancelled' }).click();
      await early.getByRole('button', { name: 'Mark cancelled' }).click();
      await page.getByText('Reservation cancelled').first().waitFor();
      await entry.getByRole('button', { name: 'Promote' }).click();
      await page.getByText('Guest promoted from waitlist to reservation').waitFor();
      await page.getByTestId('owner-reservation').filter({ hasText: 'Nina Horvat' }).getByText('awaiting deposit').waitFor();
      await eventually(() => page.getByTestId('owner-waitlist-entry').count()).toBe(0);
    });
  });
}

describe('owner settings on a phone', () => {
  it('Overview says N/A without feedback; Settings shows the SPEC titles and texts, then saves', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const venue = await ownerWithVenue(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: venue.name }).waitFor();
    await page.getByText('N/A').waitFor();
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();

    await page.getByLabel('Blocked tables').fill('3');
    await page.getByRole('button', { name: 'Save tables' }).click();
    await page.getByText('Invalid Configuration').waitFor();
    await page.getByText('Blocked tables cannot exceed total tables').waitFor();

    await page.getByLabel('Menu URL').fill('not a link');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Validation Error').waitFor();
    await page.getByText('Invalid URL').first().waitFor();

    await page.getByLabel('Menu URL').fill('https://example.com/menu');
    await page.getByLabel('Vegan').check();
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Settings Saved').waitFor();
    await page.getByText('Your restaurant settings have been updated successfully').waitFor();
    const saved = await server.core.db.selectFrom('restaurants').select(['menu_url', 'vegan']).where('id', '=', venue.id).executeTakeFirstOrThrow();
    expect(saved).toEqual({ menu_url: 'https://example.com/menu', vegan: true });
  });
});
