import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { eventually, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

/**
 * The admin console in Chromium, on a phone (390×844) and a laptop (1280) (ADR 073–075): the
 * seeded admin sees the counters, opens the seeded owner's dashboard "Viewing as" read-only, toggles
 * a featured listing and the home carousel follows; a non-admin is sent to /.
 */

let server: TestServer;
let page: Page;

useBrowserSession({ seed: true }, (s) => {
  ({ server, page } = s);
});

async function signIn(p: Page, email: string, password: string) {
  await p.goto('/auth');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill(password);
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.waitForURL((u) => u.pathname === '/');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  describe(`admin console at ${viewport.width}px`, () => {
    it('dashboard: counters, Owners tab, "Viewing as" the owner\'s restaurant read-only', async () => {
      await page.setViewportSize(viewport);
      await signIn(page, 'admin@tablestay.si', 'admin-demo-1');
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      for (const label of ['Total Owners', 'Total Restaurants', 'Total Accommodations']) await page.getByText(label, { exact: true }).waitFor();
      const owners = Number(
        (
          await server.core.db
            .selectFrom('user_roles')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('role', '=', 'owner')
            .executeTakeFirstOrThrow()
        ).n,
      );
      await page.getByText('Total Owners', { exact: true }).locator('..').getByText(String(owners), { exact: true }).waitFor();
      // Restaurants are the venues that sell tables; the seeded stay properties are accommodations only.
      const venues = await server.core.db
        .selectFrom('restaurants')
        .select((eb) => [
          eb.fn.countAll<string>().as('all'),
          eb.fn.count<string>('id').filterWhere('total_tables', '>', 0).as('dining'),
          eb.fn.count<string>('id').filterWhere('total_rooms', '>', 0).as('stays'),
        ])
        .executeTakeFirstOrThrow();
      expect(Number(venues.dining)).toBeLessThan(Number(venues.all));
      await page.getByText('Total Restaurants', { exact: true }).locator('..').getByText(venues.dining, { exact: true }).waitFor();
      await page.getByText('Total Accommodations', { exact: true }).locator('..').getByText(venues.stays, { exact: true }).waitFor();

      await page.getByRole('tab', { name: 'Owners' }).click();
      await page.getByLabel('Search by name or email').fill('Oskar');
      const row = page.getByRole('row').filter({ hasText: 'Oskar Owner' });
      await row.getByRole('button', { name: 'Restaurant', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Viewing as Oskar Owner' });
      await dialog.waitFor();
      await dialog.getByText('Viewing only').waitFor();
      const first = await server.core.db
        .selectFrom('restaurants as r')
        .innerJoin('users as u', 'u.id', 'r.owner_id')
        .select('r.name')
        .where('u.email', '=', 'owner@tablestay.si')
        .where('r.total_tables', '>', 0)
        .orderBy('r.created_at')
        .executeTakeFirstOrThrow();
      await dialog.getByRole('heading', { name: first.name }).waitFor();
      // Read-only: Settings shows the values as facts, with no field to change and no Save.
      await dialog.getByRole('tab', { name: 'Settings', exact: true }).click();
      const facts = dialog.getByTestId('settings-facts');
      await facts.getByText('Total tables', { exact: true }).waitFor();
      expect(await facts.getByRole('definition').first().innerText()).toMatch(/^\d+$/);
      expect(await dialog.getByRole('textbox').count()).toBe(0);
      expect(await dialog.getByRole('spinbutton').count()).toBe(0);
      expect(await dialog.getByRole('checkbox').count()).toBe(0);
      expect(await dialog.getByRole('button', { name: /^Save/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it('featured listings: Enable shows the listing in the home carousel, Disable removes it', async () => {
      await page.setViewportSize(viewport);
      const name = `Admin Pick ${viewport.width}`;
      await createVenue(server.core.db, { name, address: 'Trubarjeva 5, Ljubljana', total_tables: 6 });
      await signIn(page, 'admin@tablestay.si', 'admin-demo-1');
      await page.goto('/admin/featured-listings');
      await page.getByRole('heading', { name: 'Featured Listings' }).waitFor();
      await page.getByLabel('Search by name or address').fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('Off', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Enable: ${name}` }).click();
      // Optimistic: the row flips at once, then the server confirms.
      await row.getByText('Active', { exact: true }).waitFor();
      await page.getByText('Restaurant featured successfully').waitFor();
      // Featured until a real date, a month ahead (ADR 074), shown on a phone and a laptop alike.
      const { featured_until: until } = await server.core.db
        .selectFrom('restaurants')
        .select('featured_until')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(until).not.toBeNull();
      const shown = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${until}T12:00:00Z`));
      await eventually(() => row.getByText(shown).filter({ visible: true }).count()).toBe(1);
      const audit = await server.core.db.selectFrom('audit_logs').select(['action', 'actor_user_id']).where('action', '=', 'admin.featured_on').execute();
      expect(audit.length).toBeGreaterThan(0);

      await page.goto('/');
      const carousel = page.getByTestId('featured-carousel');
      await carousel.getByRole('button', { name: new RegExp(`: ${name}$`) }).waitFor({ state: 'attached' });

      await page.goto('/admin/featured-listings');
      await page.getByLabel('Search by name or address').fill(name);
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('button', { name: `Disable: ${name}` })
        .click();
      await page.getByText('Restaurant unfeatured successfully').waitFor();
      // Off, and no date left behind.
      const off = page.getByRole('row').filter({ hasText: name });
      await off.getByText('Off', { exact: true }).waitFor();
      await eventually(() => off.innerText()).toContain('—');
      await eventually(() => off.getByText(shown).count()).toBe(0);
      const stored = await server.core.db.selectFrom('restaurants').select('featured_until').where('name', '=', name).executeTakeFirstOrThrow();
      expect(stored.featured_until).toBeNull();
      await page.goto('/');
      await page.getByTestId('featured-carousel').waitFor();
      await eventually(() =>
        page
          .getByTestId('featured-carousel')
          .getByRole('button', { name: new RegExp(`: ${name}$`) })
          .count(),
      ).toBe(0);
    });

    it('a failed toggle reverts with "Failed to update featured status"', async () => {
      await page.setViewportSize(viewport);
      const name = `Admin Fail ${viewport.width}`;
      await createVenue(server.core.db, { name, address: 'Čopova 2, Ljubljana', total_tables: 4 });
      await signIn(page, 'admin@tablestay.si', 'admin-demo-1');
      await page.goto('/admin/featured-listings');
      await page.getByLabel('Search by name or address').fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('Off', { exact: true }).waitFor();
      // The server answers the toggle with a failure only after the row has flipped.
      let release: (() => void) | undefined;
      const held = new Promise<void>((ok) => {
        release = ok;
      });
      await page.route('**/api/trpc/admin.setFeatured**', async (route) => {
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"message":"boom","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}',
        });
      });
      await row.getByRole('button', { name: `Enable: ${name}` }).click();
      await row.getByText('Active', { exact: true }).waitFor();
      release?.();
      await page.getByText('Failed to update featured status').waitFor();
      await row.getByText('Off', { exact: true }).waitFor();
      const stored = await server.core.db.selectFrom('restaurants').select('featured').where('name', '=', name).executeTakeFirstOrThrow();
      expect(stored.featured).toBe(false);
    });

    it('a non-admin (owner) and a visitor are sent to /', async () => {
      await page.setViewportSize(viewport);
      await page.goto('/admin/featured-listings');
      await page.waitForURL((u) => u.pathname === '/');
      await signIn(page, 'owner@tablestay.si', 'owner-demo-1');
      await page.goto('/admin/featured-listings');
      await page.waitForURL((u) => u.pathname === '/');
      await eventually(() => page.getByRole('heading', { name: 'Featured Listings' }).count()).toBe(0);
    });
  });
}

describe('admin console in Slovenian at 390px', () => {
  it('the dashboard and the featured listings read in Slovenian', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@tablestay.si', 'admin-demo-1');
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Skrbniška nadzorna plošča' }).waitFor();
    await page.getByText('Vseh lastnikov', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Nastanitve' }).click();
    await page.getByLabel('Iščite po imenu ali naslovu').waitFor();
    await page.goto('/admin/featured-listings');
    await page.getByRole('heading', { name: 'Izpostavljeni obrati' }).waitFor();
    await page.getByRole('columnheader', { name: 'Stanje' }).waitFor();
    // Nothing wider than the phone.
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
