import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createReservation, createVenue } from '@tablestay/core/db/factories';
import { dateIn } from '@tablestay/core/time/zone';
import { eventually, PHONE, signIn, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';

/**
 * The owner's console offline from a phone's first visit (ADR 116): the precache holds every chunk
 * the console can load, so the first tap after going offline works (the toast's chunk was missing).
 */

let server: TestServer;
let page: Page;

useBrowserSession({ context: PHONE }, (s) => {
  ({ server, page } = s);
});

describe('the console offline from its first visit (ADR 116)', () => {
  it('from a browser that has loaded nothing but the dashboard: offline, reloaded, the first tap (and its toast) works and is queued', async () => {
    const email = `console-first-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const venue = await createVenue(server.core.db, { owner_id: userId, name: 'Gostilna Prvič', city: 'Ljubljana', total_tables: 30, onboarding_done: true });
    await createReservation(server.core.db, {
      restaurant_id: venue.id,
      date: dateIn('Europe/Ljubljana'),
      time: '19:00',
      guest_name: 'First Tap',
      status: 'confirmed',
    });
    await signIn(page, email);
    await page.goto(`/dashboard?venue=${venue.id}&tab=restaurant&view=reservations`);
    const row = page.getByTestId('owner-reservation').filter({ hasText: 'First Tap' });
    await row.waitFor();
    await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // No toast has been shown on this device; its code and the rest of the console are in the precache.
    await page.context().setOffline(true);
    await page.reload();
    await row.waitFor();
    await row.getByRole('button', { name: 'Seated' }).click();
    await row.getByTestId('queued-badge').waitFor();
    await eventually(() => page.getByTestId('queued-actions').innerText()).toBe('Waiting to be sent: 1');
    expect(await page.locator('header').first().isVisible()).toBe(true);
    await page.context().setOffline(false);
    await eventually(() => page.getByTestId('queued-actions').count()).toBe(0);
  });
});
