import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomToken } from '@tablestay/core/account/crypto';
import { createProperty, createStayBooking } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, useBrowserSession } from '../support/browser';
import { latestMail } from '../support/mail';
import type { TestServer } from '../support/server';

let server: TestServer;
let page: Page;

useBrowserSession({ context: { viewport: { width: 1280, height: 900 } } }, (s) => {
  ({ server, page } = s);
});

/** A property with one room and an unpaid stay booking on it, written directly (as the stays core would). */
async function stayBooking() {
  const db = server.core.db;
  // total_tables as the column's default, as before the factory (which defaults a property to none).
  const {
    venue: property,
    roomTypes: [roomType],
  } = await createProperty(db, {
    name: 'Vila Lipa',
    address: 'Cesta svobode 12, Bled',
    city: 'Bled',
    total_tables: 10,
    total_rooms: 1,
    deposit_eur: 20,
    roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 95, rooms: ['101'] }],
  });
  const room = roomType!.rooms[0]!;
  const checkIn = addDays(dateIn('Europe/Ljubljana'), 20);
  const token = randomToken();
  const email = `stayer-${Date.now()}@example.com`;
  const b = await createStayBooking(db, {
    restaurant_id: property.id,
    room_type_id: roomType!.id,
    room_id: room.id,
    guest_name: 'Maja Novak',
    guest_email: email,
    guests: 2,
    check_in: checkIn,
    check_out: addDays(checkIn, 3),
    token,
    deposit_eur: 20,
    price_per_night_eur: 95,
    expires_at: new Date(Date.now() + 15 * 60_000),
  });
  return { id: b.id, token, email };
}

describe('paying a stay deposit in the browser', () => {
  it('/deposit?type=stay → Pay → local checkout → /confirmation shows the stay', async () => {
    const b = await stayBooking();
    await page.goto(`/deposit/${b.id}?type=stay&token=${b.token}`);
    await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor();
    await page.getByRole('heading', { name: 'Vila Lipa' }).waitFor();
    await eventually(() => page.getByText('Double Room').count()).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('stay-dates').innerText()).toMatch(/3 nights[\s\S]*2 guests/);
    await eventually(() => page.getByTestId('price-per-night').innerText()).toBe('€95.00');
    await eventually(() => page.getByTestId('stay-total').innerText()).toBe('€285.00');
    await eventually(() => page.getByTestId('deposit-amount').innerText()).toBe('€20.00');
    await page.getByText('The deposit goes directly to Vila Lipa. There are no platform fees.').waitFor();
    await page.getByRole('button', { name: 'Pay deposit €20.00' }).click();

    // The embedded checkout shows the stay, posts a signed event to the real webhook, then returns.
    await page.waitForURL((u) => u.pathname.startsWith('/checkout/local/'));
    for (const text of ['Vila Lipa', 'Double Room', '3 nights']) await page.getByText(text, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((u) => u.pathname === `/confirmation/${b.id}` && u.searchParams.get('type') === 'stay');
    await page.getByRole('heading', { name: 'Your stay is booked!' }).waitFor();
    await page.getByText(`A confirmation has been sent to ${b.email}.`).waitFor();
    await page.getByRole('heading', { name: 'Vila Lipa' }).waitFor();
    await eventually(() => page.getByTestId('stay-dates').innerText()).toMatch(/3 nights/);
    await page.getByRole('button', { name: 'Copy details' }).waitFor();
    await eventually(() => page.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toContain('google.com/maps');
    await page.getByTitle('Map of Vila Lipa').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Create account' }).waitFor();

    expect((await server.core.db.selectFrom('stay_bookings').select('status').where('id', '=', b.id).executeTakeFirstOrThrow()).status).toBe('confirmed');
    const { mail } = await latestMail(server.core.db, b.email, 'stay_confirmed');
    expect(mail.subject).toBe('Stay confirmed: Vila Lipa');
  });

  it('shows the texts for broken stay deposit and confirmation links', async () => {
    const b = await stayBooking();
    await page.goto(`/deposit/${b.id}?type=stay`);
    await page.getByText('Invalid deposit link - missing access token').waitFor();
    await page.goto(`/deposit/${b.id}?type=stay&token=wrong`);
    await page.getByText('Booking not found or access denied').waitFor();
    await page.goto(`/confirmation/${b.id}?type=stay&token=wrong`);
    await page.getByText('Confirmed reservation not found').waitFor();
    await eventually(() => page.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe('/stays');
  });
});
