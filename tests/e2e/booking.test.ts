import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, useBrowserSession } from '../support/browser';
import { Client, type TestServer } from '../support/server';
import { inClockMatrix } from '../support/clock';

let server: TestServer;
let page: Page;
let browser: Browser;

useBrowserSession({ seed: true, context: { viewport: { width: 1280, height: 900 }, acceptDownloads: true } }, (s) => {
  ({ server, page, browser } = s);
});

/** A date clear of the demo bookings (they reach 7 days ahead), in Ljubljana's calendar. */
const bookingDate = (days = 12) => addDays(dateIn('Europe/Ljubljana'), days);

async function fillBooking(p: Page, v: { date: string; time: string; name: string; email: string }) {
  await p.getByLabel('Date').fill(v.date);
  const time = p.getByLabel('Time');
  await time.locator('option', { hasText: v.time }).waitFor({ state: 'attached' });
  await time.selectOption(v.time);
  await p.getByLabel('Party size').selectOption('4');
  await p.getByLabel('Name').fill(v.name);
  await p.getByLabel('Email').fill(v.email);
  await p.getByLabel('I accept the').check();
}

/** The page is no wider than a phone's screen: nothing to scroll sideways. */
async function fitsPhone(p: Page) {
  const size = p.viewportSize();
  await p.setViewportSize({ width: 390, height: 844 });
  await eventually(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (size) await p.setViewportSize(size);
}

async function followMail(p: Page, email: string, subject: RegExp, linkName: RegExp | string) {
  await p.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await fitsPhone(p);
  await p.getByRole('link', { name: subject }).first().click();
  await p.getByRole('heading', { name: subject }).waitFor();
  await fitsPhone(p);
  await p.getByRole('link', { name: linkName }).first().click();
}

describe('booking a table in the browser', () => {
  it('search → find → book → deposit → local checkout → confirmation → magic link → /me → calendar → cancel', async () => {
    const email = `diner-${Date.now()}@example.com`;
    await page.goto('/');
    const search = page.getByRole('combobox', { name: /Location or restaurant/i });
    await search.fill('Ljubljana');
    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/find');
    const card = page.locator('article', { hasText: 'Gostilna Pri Lipi' }).first();
    await card.getByRole('link', { name: 'Book Table' }).click();
    await page.waitForURL((u) => u.pathname === '/book' && Boolean(u.searchParams.get('restaurant_id')));

    // Nothing is sent without consent.
    await fillBooking(page, { date: bookingDate(), time: '19:00', name: 'Nina Horvat', email });
    await page.getByLabel('I accept the').uncheck();
    await page.getByRole('button', { name: 'Book table' }).click();
    await page.getByText('Please accept the privacy policy').waitFor();
    await page.getByLabel('I accept the').check();
    await page.getByRole('button', { name: 'Book table' }).click();

    await page.waitForURL((u) => u.pathname.startsWith('/deposit/') && Boolean(u.searchParams.get('token')));
    await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor();
    await eventually(() => page.getByTestId('deposit-amount').innerText()).toBe('€20.00');
    await page.getByRole('button', { name: /Pay deposit/ }).click();

    // The embedded checkout posts a signed event to the real webhook, then returns here.
    await page.getByRole('button', { name: /^Pay/ }).waitFor();
    await fitsPhone(page);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/confirmation/'));
    await page.getByRole('heading', { name: 'Your table is booked!' }).waitFor();
    const confirmation = await (await import('../support/mail')).latestMail(server.core.db, email);
    expect(confirmation.mail.subject).toMatch(/confirmed/i);

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send link' }).click();
    await page.getByRole('dialog').getByText('Check your email for a sign-in link.').waitFor();
    await followMail(page, email, /sign-in link/, 'Sign in');
    await page.waitForURL((u) => u.pathname === '/me');
    const item = page.getByTestId('reservation-card').filter({ hasText: 'Gostilna Pri Lipi' });
    await item.waitFor();
    await eventually(() => page.getByText('confirmed', { exact: true }).count()).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Add to Calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    // 19:00 in Ljubljana is 17:00 or 18:00 UTC, by the season.
    expect(ics).toMatch(/DTSTART:\d{8}T1[78]0000Z/);

    await item.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('Reservation cancelled').waitFor();
    await page.getByTestId('reservation-card').filter({ hasText: 'Gostilna Pri Lipi' }).getByRole('button', { name: 'Cancel' }).waitFor({ state: 'detached' });
  });

  it.skipIf(inClockMatrix)('an empty form names every missing field and puts focus on the first one, the restaurant', async () => {
    await page.goto('/book');
    await page.getByRole('button', { name: 'Book table' }).click();
    await page.getByText('Please accept the privacy policy').waitFor();
    await page.getByText('Name is required').waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('restaurantId');
  });

  it.skipIf(inClockMatrix)('a link naming no venue, or a malformed id, says "Restaurant not found" at the field and offers the list', async () => {
    for (const id of ['bogus', '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/book?restaurant_id=${id}`);
      const select = page.getByLabel('Restaurant');
      await page.getByText('Restaurant not found').waitFor();
      await eventually(() => select.evaluate((el: HTMLSelectElement) => ({ value: el.value, shown: el.selectedOptions[0]?.textContent }))).toEqual({
        value: '',
        shown: 'Choose a restaurant',
      });
      await eventually(() => select.getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('says "No response from server" when the booking gets no answer, and "Invalid server response" for a foreign one', async () => {
    const venue = await server.core.db.selectFrom('restaurants').select('id').where('name', '=', 'Gostilna Pri Lipi').executeTakeFirstOrThrow();
    const email = `offline-${Date.now()}@example.com`;
    await page.goto(`/book?restaurant_id=${venue.id}`);
    await fillBooking(page, { date: bookingDate(14), time: '18:00', name: 'Nika Offline', email });
    const toast = (text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

    await page.route('**/api/trpc/reservation.create**', (route) => route.abort('connectionrefused'), { times: 1 });
    await page.getByRole('button', { name: 'Book table' }).click();
    await toast('No response from server').waitFor();

    // A proxy's error page instead of the API's answer.
    await page.route(
      '**/api/trpc/reservation.create**',
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }),
      {
        times: 1,
      },
    );
    await page.getByRole('button', { name: 'Book table' }).click();
    await toast('Invalid server response').waitFor();
    expect(await server.core.db.selectFrom('reservations').select('id').where('guest_email', '=', email).execute()).toEqual([]);
  });

  it('a full slot → waitlist → a cancellation → claim email → claim → booked', async () => {
    const db = server.core.db;
    const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '09:00', close: '23:00' }]));
    const venue = await createVenue(db, {
      name: 'Mala Miza',
      address: 'Stari trg 1, Ljubljana',
      city: 'Ljubljana',
      total_tables: 1,
      open_hours_json: JSON.stringify(hours),
      onboarding_done: true,
    });
    const date = bookingDate(14);
    const first = await new Client(server.url).mutate<{ status: string; reservationId: string; viewToken: string }>('reservation.create', {
      restaurantId: venue.id,
      date,
      time: '20:00',
      partySize: 2,
      guestName: 'First Guest',
      guestEmail: 'first@example.com',
      privacyConsent: true,
    });
    expect(first.data?.status).toBe('awaiting_deposit');

    const email = `waiter-${Date.now()}@example.com`;
    await page.goto(`/book?restaurant_id=${venue.id}`);
    await fillBooking(page, { date, time: '20:00', name: 'Second Guest', email });
    await page.getByText(/fully booked/).waitFor();
    await page.getByRole('button', { name: 'Book table' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/waitlist/'));
    await page.getByRole('heading', { name: "You're on the waitlist" }).waitFor();
    await eventually(() => page.getByTestId('waitlist-position').innerText()).toBe('#1');

    const cancelled = await new Client(server.url).mutate('reservation.cancelByToken', { id: first.data!.reservationId, token: first.data!.viewToken });
    expect(cancelled.status).toBe(200);

    await followMail(page, email, /table/i, /Claim/i);
    await page.getByRole('heading', { name: 'A table is free for you!' }).waitFor();
    await page.getByRole('button', { name: 'Claim my table' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/deposit/'));
    await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor();
    const held = await db
      .selectFrom('reservations')
      .select(['status', 'guest_email'])
      .where('restaurant_id', '=', venue.id)
      .where('status', '=', 'awaiting_deposit')
      .execute();
    expect(held).toEqual([{ status: 'awaiting_deposit', guest_email: email }]);
  });

  it('the same table booked on a second device: "already held", the link by email only, no second table', async () => {
    const db = server.core.db;
    const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '09:00', close: '23:00' }]));
    const venue = await createVenue(db, {
      name: 'Dve Napravi',
      address: 'Mestni trg 2, Ljubljana',
      city: 'Ljubljana',
      total_tables: 5,
      open_hours_json: JSON.stringify(hours),
      onboarding_done: true,
    });
    const email = `two-devices-${Date.now()}@example.com`;
    const details = { date: bookingDate(15), time: '19:30', name: 'Tina Dve', email };
    // A second device: its own browser context (no shared cookies or storage), at phone width.
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    try {
      const second = await phone.newPage();
      for (const p of [page, second]) {
        await p.goto(`/book?restaurant_id=${venue.id}`);
        await fillBooking(p, details);
      }
      await page.getByRole('button', { name: 'Book table' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/deposit/') && Boolean(u.searchParams.get('token')));
      const id = new URL(page.url()).pathname.split('/')[2]!;

      await second.getByRole('button', { name: 'Book table' }).click();
      const notice = second.getByRole('status').filter({ hasText: 'Check your email' });
      await notice.getByText("You already hold this table. We've emailed you the link to it.").waitFor();
      // The second device stays on the form: no deposit page, no link, and nothing of the booking.
      expect(new URL(second.url()).pathname).toBe('/book');
      expect(await second.content()).not.toContain(id);
      const held = await db.selectFrom('reservations').select('id').where('restaurant_id', '=', venue.id).execute();
      expect(held).toEqual([{ id }]);

      // The link is in the guest's mailbox, and it opens the booking the first device made.
      await followMail(second, email, /already held/, /Pay deposit/);
      await second.waitForURL((u) => u.pathname === `/deposit/${id}` && Boolean(u.searchParams.get('token')));
      await second.getByRole('heading', { name: 'Pay your deposit' }).waitFor();
    } finally {
      await phone.close();
    }
  });

  it('shows the guest dashboard with counters and upcoming reservations', async () => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('guest@tablestay.si');
    await page.getByLabel('Password').fill('guest-demo-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('header').getByText('guest@tablestay.si').waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    for (const label of ['Upcoming', 'Past Visits', 'Total Guests']) await page.getByText(label, { exact: true }).waitFor();
    await page.getByText('No upcoming reservations').waitFor();
    await page.getByRole('link', { name: 'Find a restaurant' }).waitFor();
    await eventually(() => page.getByRole('link', { name: 'New Reservation' }).count()).toBe(1);
  });
});
