import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, useBrowserSession } from '../support/browser';
import { day, stays } from '../support/kinds';
import type { TestServer } from '../support/server';

let server: TestServer;
let context: BrowserContext;
let page: Page;

useBrowserSession({ seed: true, context: { viewport: { width: 1280, height: 900 }, acceptDownloads: true } }, (s) => {
  ({ server, context, page } = s);
});

const ZONE = 'Europe/Ljubljana';

async function venueId(name: string) {
  return (await server.core.db.selectFrom('restaurants').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/**
 * Waits until the venue's times and the restaurant list are loaded (the form works for that venue and
 * the select can show it; before the list arrives it reads "Loading…"), then reads what the select shows.
 */
async function shownRestaurant(p: Page) {
  await p.getByText(/Times are local to the restaurant/).waitFor();
  const select = p.getByLabel('Restaurant');
  await select.locator('option').nth(1).waitFor({ state: 'attached' });
  return { value: await select.inputValue(), text: await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '') };
}

describe('the restaurant in the URL is the one shown on /book', () => {
  it('fresh loads of /book?restaurant_id= always show the venue', async () => {
    const id = await venueId('Gostilna Pri Lipi');
    for (let i = 0; i < 12; i++) {
      const fresh = await context.newPage();
      await fresh.goto(`/book?restaurant_id=${id}`);
      await eventually(() => shownRestaurant(fresh)).toEqual({ value: id, text: expect.stringContaining('Gostilna Pri Lipi') });
      await fresh.close();
    }
  });

  it('click-throughs from the venue page and /find show the venue', async () => {
    const id = await venueId('Gostilna Pri Lipi');
    for (let i = 0; i < 4; i++) {
      await page.goto(`/restaurants/${id}`);
      await page.getByRole('link', { name: 'Book a table' }).last().click();
      await page.waitForURL((u) => u.pathname === '/book');
      await eventually(() => shownRestaurant(page)).toEqual({ value: id, text: expect.stringContaining('Gostilna Pri Lipi') });

      await page.goto('/find?location=Ljubljana');
      await page.locator('article', { hasText: 'Gostilna Pri Lipi' }).first().getByRole('link', { name: 'Book Table' }).click();
      await page.waitForURL((u) => u.pathname === '/book');
      await eventually(() => shownRestaurant(page)).toEqual({ value: id, text: expect.stringContaining('Gostilna Pri Lipi') });
    }
  });
});

describe('small things a guest notices', () => {
  it('/book says why later times are missing: the last time offered is when the restaurant closes', async () => {
    const id = await venueId('Gostilna Pri Lipi');
    await page.goto(`/book?restaurant_id=${id}`);
    await page.getByLabel('Date').fill(addDays(dateIn(ZONE), 12));
    const hint = page.getByText(/The restaurant is closed after \d\d:\d\d\./);
    await hint.waitFor();
    const closedAfter = /closed after (\d\d:\d\d)/.exec(await hint.innerText())![1];
    const lastOffered = async () =>
      (
        await page
          .getByLabel('Time')
          .locator('option')
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean))
      ).at(-1);
    await eventually(lastOffered).toBe(closedAfter);
  });

  it("at 1280 px the property page's date inputs have room for a whole date", async () => {
    const property = await server.core.db.selectFrom('restaurants').select('id').where('total_rooms', '>', 0).executeTakeFirstOrThrow();
    await page.goto(`/stays/${property.id}`);
    const form = page.getByRole('search').first();
    for (const label of ['Check-in', 'Check-out']) {
      const input = form.getByLabel(label);
      await input.waitFor();
      // "mm/dd/yyyy" plus the picker button needs about 150 px; the clipped layout gave 140.
      await eventually(async () => (await input.boundingBox())?.width ?? 0).toBeGreaterThan(170);
    }
  });

  it('every page has its own title and description, in the current language', async () => {
    const id = await venueId('Gostilna Pri Lipi');
    const meta = async () => ({ title: await page.title(), description: await page.locator('meta[name="description"]').getAttribute('content') });
    await page.goto(`/book?restaurant_id=${id}`);
    await page.getByRole('heading', { name: 'Book a table' }).waitFor();
    await eventually(meta).toEqual({
      title: 'Book a table · TableStay',
      description: 'Pick a time, pay a small deposit to the restaurant, and your table is yours.',
    });
    await page.getByRole('link', { name: 'TableStay' }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForFunction(() => document.title === 'TableStay · Tables and stays across Slovenia');
    await page.getByRole('button', { name: 'Slovenščina' }).first().click();
    await page.waitForFunction(() => document.title === 'TableStay · Mize in nastanitve po vsej Sloveniji');
    await page.goto('/no-such-page');
    await page.waitForFunction(() => document.title === 'Stran ne obstaja · TableStay');
  });
});

/** A property with a room and two stays booked with this email: one ahead (paid), one over (checked out). */
async function staysFor(email: string) {
  const db = server.core.db;
  const property = await stays.venue(db);
  await stays.hold(db, property, { email, date: day(20), nights: 3, status: 'confirmed', holdMinutes: null });
  await stays.hold(db, property, { email, date: day(-10), nights: 2, status: 'checked_out', holdMinutes: null });
}

async function signInByLink(email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('status').getByText('Check your email for a sign-in link.').waitFor();
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Your sign-in link' }).first().click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/me');
}

describe("a guest's stays and unpaid holds after signing in", () => {
  it('/me and /dashboard show the stays beside the table, an awaiting-deposit card leads back to paying; calendar, review and cancel work', async () => {
    const email = `journey-${Date.now()}@example.com`;
    await staysFor(email);

    // A table booked as a visitor and left at the deposit step.
    const id = await venueId('Gostilna Pri Lipi');
    await page.goto(`/book?restaurant_id=${id}`);
    await page.getByLabel('Date').fill(addDays(dateIn(ZONE), 12));
    const time = page.getByLabel('Time');
    await time.locator('option', { hasText: '19:00' }).waitFor({ state: 'attached' });
    await time.selectOption('19:00');
    await page.getByLabel('Name').fill('Maja Novak');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('I accept the').check();
    await page.getByRole('button', { name: 'Book table' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/deposit/'));
    await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor();

    await signInByLink(email);
    // At 1280 px the list uses the page's width (not a narrow column).
    const list = page.locator('main section', { has: page.getByRole('heading', { name: 'My Reservations' }) });
    await list.waitFor();
    await eventually(async () => (await list.boundingBox())?.width ?? 0).toBeGreaterThan(1100);
    // Signed in, /auth goes on to /me.
    await page.goto('/auth');
    await page.waitForURL((u) => u.pathname === '/me');
    const ahead = page.getByTestId('stay-card').filter({ hasText: '3 nights' });
    await eventually(() => ahead.innerText()).toMatch(/Vila Lipa[\s\S]*confirmed[\s\S]*Double Room/);
    const over = page.getByTestId('stay-card').filter({ hasText: 'checked out' });
    await eventually(() => over.innerText()).toContain('2 nights');

    const due = page.getByTestId('deposit-due');
    await eventually(() => due.innerText()).toMatch(/Gostilna Pri Lipi[\s\S]*held for 1[0-5] more minutes \(until \d\d:\d\d, Europe\/Ljubljana\)/);

    const download = page.waitForEvent('download');
    await ahead.getByRole('button', { name: 'Add to Calendar' }).click();
    const ics = await readFile((await (await download).path())!, 'utf8');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${addDays(dateIn(ZONE), 20).replace(/-/g, '')}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${addDays(dateIn(ZONE), 23).replace(/-/g, '')}`);

    await page.goto('/dashboard');
    await page.getByTestId('stay-row').filter({ hasText: 'Vila Lipa' }).waitFor();
    const stat = (label: string) => page.locator('p', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::p');
    // Upcoming: the held table and the stay ahead; past visits: the stay that happened.
    await eventually(() => stat('Upcoming').innerText()).toBe('2');
    await eventually(() => stat('Past Visits').innerText()).toBe('1');
    // Paying from there is tests/e2e/deposit.test.ts.
    await page.getByTestId('deposit-due').getByRole('link', { name: 'Pay deposit' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/deposit/') && Boolean(u.searchParams.get('token')));
    await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor();

    // On a device that never saw the booking's link (nothing stored), the signed-in guest still pays.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/me');
    await page.getByTestId('deposit-due').getByRole('button', { name: 'Pay deposit' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/deposit/') && Boolean(u.searchParams.get('token')));
    await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor();

    await page.goto('/me');
    await over.getByRole('link', { name: 'Rate your stay' }).click();
    await page.getByRole('heading', { name: 'Rate Your Stay' }).waitFor();
    await page.getByRole('radio', { name: /^5 of 5 stars/ }).check({ force: true });
    await page.getByRole('button', { name: /Submit/ }).click();
    await page
      .getByText(/Thank you/)
      .first()
      .waitFor();

    await page.goto('/me');
    await ahead.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('The deposit was paid directly to Vila Lipa. To ask about a refund, please contact Vila Lipa.').waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByTestId('stay-card').filter({ hasText: '3 nights' }).filter({ hasText: 'cancelled' }).waitFor();
  });
});
