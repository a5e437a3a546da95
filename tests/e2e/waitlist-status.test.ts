import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, useBrowserSession } from '../support/browser';
import { Client, type TestServer } from '../support/server';

let server: TestServer;
let page: Page;

useBrowserSession({ env: { RATE_LIMIT_BOOKING_PER_WINDOW: '1000' } }, (s) => {
  ({ server, page } = s);
});

const ZONE = 'Europe/Ljubljana';

/** A one-table venue: the first booking holds it, the next guests wait. */
async function fullVenue() {
  const v = await createVenue(server.core.db, { name: 'Mala Miza', address: 'Trubarjeva 3, Ljubljana', city: 'Ljubljana', total_tables: 1, turn_minutes: 120 });
  const date = addDays(dateIn(ZONE), 3);
  const book = async (email: string) => {
    const res = await new Client(server.url).mutate<{ status: string; reservationId: string; waitlistId: string; viewToken: string }>('reservation.create', {
      restaurantId: v.id,
      date,
      time: '19:00',
      partySize: 2,
      guestName: 'Guest',
      guestEmail: email,
      privacyConsent: true,
    });
    expect(res.status).toBe(200);
    return res.data;
  };
  return { book };
}

describe('the "my place on the waitlist" link', () => {
  it("shows a live offer with its deadline in the venue's zone and claims it", async () => {
    const { book } = await fullVenue();
    const holder = await book('holder@example.com');
    const waiting = await book('waiting@example.com');
    expect(waiting.status).toBe('waitlisted');

    await page.goto(`/waitlist/${waiting.waitlistId}?token=${waiting.viewToken}`);
    await page.getByRole('heading', { name: "You're on the waitlist" }).waitFor();
    await eventually(() => page.getByTestId('waitlist-position').innerText()).toBe('#1');

    // The table frees up: the same status link now shows the offer (no offer token in it).
    expect((await new Client(server.url).mutate('reservation.cancelByToken', { id: holder.reservationId, token: holder.viewToken })).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'A table is free for you!' }).waitFor();
    await page.getByText(/^Claim it before \d\d:\d\d \(Europe\/Ljubljana time\), then pay the deposit to confirm\.$/).waitFor();
    await eventually(() => page.getByText('This waitlist offer has passed to the next guest.').count()).toBe(0);
    await page.getByRole('button', { name: 'Claim my table' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/deposit/'));
    await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor();
  });

  it('lets the guest leave the waitlist from the page', async () => {
    const { book } = await fullVenue();
    await book('holder2@example.com');
    const waiting = await book('leaver@example.com');
    await page.goto(`/waitlist/${waiting.waitlistId}?token=${waiting.viewToken}`);
    await page.getByRole('button', { name: 'Leave the waitlist' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave the waitlist' }).click();
    await page.getByText('You left the waitlist.').waitFor();
    const row = await server.core.db.selectFrom('waitlist_entries').select('status').where('id', '=', waiting.waitlistId).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
  });

  it("a link without its token, or with a wrong one, says so with Book again (the route's error, ADR 106)", async () => {
    const { book } = await fullVenue();
    await book('holder3@example.com');
    const waiting = await book('wrong-link@example.com');
    await page.goto(`/waitlist/${waiting.waitlistId}`);
    await page.getByRole('heading', { name: 'Invalid access link' }).waitFor();
    const wrong = `${waiting.viewToken.slice(0, -1)}${waiting.viewToken.endsWith('a') ? 'b' : 'a'}`;
    await page.goto(`/waitlist/${waiting.waitlistId}?token=${wrong}`);
    await page.getByRole('heading', { name: 'Waitlist entry not found' }).waitFor();
    await eventually(() => page.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe('/book');
    // A good link after a bad one renders the page, not the error.
    await page.goto(`/waitlist/${waiting.waitlistId}?token=${waiting.viewToken}`);
    await page.getByRole('heading', { name: "You're on the waitlist" }).waitFor();
  });
});
