import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProperty, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, PHONE, signIn, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import { Client, type TestServer } from '../support/server';
import { receivedPushes, testDevice } from '../support/web-push';

/**
 * The owner's notifications (ADR 119) in Chromium at phone size. What is real: the Settings card's
 * code path (permission, PushManager.subscribe with the server's VAPID key, the owner's tRPC
 * procedure), the guest's booking through the web form, the server's sending with `web-push` to the
 * local push endpoint, and the decryption with the device's keys (RFC 8291). What is substituted:
 * headless Chromium's push service (it cannot reach a local endpoint), so `PushManager.subscribe`
 * answers a subscription whose endpoint and keys this test made, and the test plays the device.
 */

let server: TestServer;
let page: Page;
useBrowserSession({ context: { ...PHONE, permissions: ['notifications'] } }, (s) => {
  ({ server, page } = s);
});

describe("the owner's notifications (ADR 119)", () => {
  it('opted in from Settings in Slovenian, a guest booking through the web arrives at the push endpoint and decrypts to the Slovenian text; tapping it opens the booking', async () => {
    const email = `push-owner-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '09:00', close: '23:00' }]));
    const venue = await createVenue(server.core.db, {
      owner_id: userId,
      name: 'Gostilna Zvonec',
      city: 'Ljubljana',
      total_tables: 5,
      open_hours_json: JSON.stringify(hours),
      onboarding_done: true,
    });
    const id = `e2e-${Date.now()}`;
    const device = testDevice(`${server.url}/local-push/${id}`);
    // Headless Chromium's push service stands in for nothing here: the subscription is the test's device.
    await page.context().addInitScript(
      (d) => {
        let current: unknown = null;
        PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
          const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          (window as unknown as { appKey: string }).appKey = btoa(String.fromCharCode(...key))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
          current = { endpoint: d.endpoint, toJSON: () => ({ endpoint: d.endpoint, expirationTime: null, keys: d.keys }), unsubscribe: async () => true };
          return current as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      },
      { endpoint: device.endpoint, keys: device.keys },
    );

    await signIn(page, email);
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.goto(`/dashboard?venue=${venue.id}&tab=restaurant&view=settings`);
    const card = page.getByTestId('push-settings');
    await card.getByRole('heading', { name: 'Obvestila' }).waitFor();
    await card.getByRole('button', { name: 'Vklopi na tej napravi' }).click();
    await card.getByText('Obvestila so na tej napravi vklopljena').waitFor();
    // Every kind is on at first; the owner turns cancellations off.
    await eventually(() => card.getByRole('checkbox', { checked: true }).count()).toBe(4);
    const cancellations = card.getByRole('checkbox', { name: 'preklicu s strani gosta' });
    await cancellations.click();
    await eventually(() => cancellations.isChecked()).toBe(false);
    await eventually(() =>
      server.core.db.selectFrom('push_subscriptions').select(['kinds', 'locale']).where('endpoint', '=', device.endpoint).executeTakeFirst(),
    ).toEqual({ kinds: ['new_booking', 'offer_claimed', 'deposit_paid'], locale: 'sl' });
    const { publicKey } = server.core.push.sender;
    expect(await page.evaluate(() => (window as unknown as { appKey: string }).appKey)).toBe(publicKey);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A guest books through the web, in another browser.
    const guest = await page
      .context()
      .browser()!
      .newContext({ baseURL: server.url, viewport: { width: 360, height: 780 }, locale: 'en-GB' });
    const g = await guest.newPage();
    const date = addDays(dateIn('Europe/Ljubljana'), 9);
    await g.goto(`/book?restaurant_id=${venue.id}`);
    await g.getByLabel('Date').fill(date);
    const time = g.getByLabel('Time');
    await time.locator('option', { hasText: '19:00' }).waitFor({ state: 'attached' });
    await time.selectOption('19:00');
    await g.getByLabel('Party size').selectOption('2');
    await g.getByLabel('Name').fill('Maja Zvonar');
    await g.getByLabel('Email').fill(`push-guest-${Date.now()}@example.com`);
    await g.getByLabel('I accept the').check();
    await g.getByRole('button', { name: 'Book table' }).click();
    await g.waitForURL((u) => u.pathname.startsWith('/deposit/'));
    await guest.close();

    await eventually(async () => (await receivedPushes(server.url, id, device)).map((p) => p.payload.title)).toEqual(['Nova rezervacija: Gostilna Zvonec']);
    const [push] = await receivedPushes(server.url, id, device);
    expect(push!.payload.body).toBe(`Maja Zvonar, ${date} 19:00`);
    expect(push!.vapid).toMatchObject({ aud: server.url, k: publicKey });
    const url = push!.payload.url;
    const reservationId = (await server.core.db.selectFrom('reservations').select('id').where('restaurant_id', '=', venue.id).executeTakeFirstOrThrow()).id;
    expect(url).toBe(`/dashboard?venue=${venue.id}&tab=restaurant&view=reservations&date=${date}&booking=${reservationId}`);

    // Tapping it: the worker's notificationclick opens the booking's day in the console's window.
    const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
    await worker.evaluate(async (data) => {
      // The worker's global scope (no WebWorker lib in the tests' types): its registration and event constructor.
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      await sw.registration.showNotification(data.title, { body: data.body, data: { url: data.url } });
      const [notification] = await sw.registration.getNotifications();
      self.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: notification! }));
    }, push!.payload);
    await page.waitForURL((u) => u.searchParams.get('view') === 'reservations' && u.searchParams.get('date') === date);
    // That booking, highlighted as the live changes highlight theirs (ADR 116).
    const row = page.getByTestId('owner-reservation').filter({ hasText: 'Maja Zvonar' });
    await eventually(() => row.getAttribute('data-changed')).toBe('opened');
  });

  it("says so when the browser's push service does not answer (permission granted), in both languages, and stores nothing", async () => {
    const email = `push-none-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const venue = await createVenue(server.core.db, { owner_id: userId, name: 'Gostilna Tišina', city: 'Ljubljana', total_tables: 5, onboarding_done: true });
    // A push service that never answers (as a phone's with no connection to it).
    await page.context().addInitScript(() => {
      PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => {});
      PushManager.prototype.getSubscription = async () => null;
    });
    await signIn(page, email);
    const card = page.getByTestId('push-settings');
    for (const [lang, enable, said] of [
      ['en', 'Enable on this device', "Notifications are not on: this browser's push service did not answer."],
      ['sl', 'Vklopi na tej napravi', 'Obvestila niso vklopljena: storitev za obvestila tega brskalnika se ni odzvala.'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`/dashboard?venue=${venue.id}&tab=restaurant&view=settings`);
      await card.getByRole('button', { name: enable }).click();
      await card.getByRole('status').getByText(said).waitFor({ timeout: 20_000 });
      // The button is there to try again.
      expect(await card.getByRole('button', { name: enable }).isEnabled()).toBe(true);
    }
    expect(await server.core.db.selectFrom('push_subscriptions').select('id').where('restaurant_id', '=', venue.id).execute()).toEqual([]);
  });

  it("a stay booked 40 days ahead: its notification's link opens the Stays bookings on its page, scrolled to it and highlighted", async () => {
    const email = `push-stays-${Date.now()}@example.com`;
    const { client, userId } = await subscribedOwner(server, email);
    const { venue, roomTypes } = await createProperty(server.core.db, {
      owner_id: userId,
      name: 'Vila Obvestilo',
      city: 'Bled',
      total_rooms: 1,
      roomTypes: [{ capacity: 2, rooms: 1 }],
    });
    const roomType = roomTypes[0]!;
    const room = { restaurant_id: venue.id, room_type_id: roomType.id, room_id: roomType.rooms[0]!.id };
    const today = dateIn('Europe/Ljubljana');
    // Tonight and the next 24 nights fill today's page (20 a page) and part of the next.
    for (let i = 0; i < 25; i++)
      await createStayBooking(server.core.db, {
        ...room,
        check_in: addDays(today, i),
        check_out: addDays(today, i + 1),
        guest_name: `Near Guest ${i}`,
        status: 'confirmed',
      });
    const id = `e2e-stay-${Date.now()}`;
    const device = testDevice(`${server.url}/local-push/${id}`);
    const subscribed = await client.mutate('ownerPush.subscribe', {
      venueId: venue.id,
      subscription: { endpoint: device.endpoint, keys: device.keys },
      kinds: ['new_booking'],
      locale: 'en',
    });
    expect(subscribed.status).toBe(200);
    const dates = { checkIn: addDays(today, 40), checkOut: addDays(today, 42) };
    const stay = await new Client(server.url).mutate<{ bookingId: string }>('stay.book', {
      propertyId: venue.id,
      roomTypeId: roomType.id,
      ...dates,
      guests: 2,
      guestName: 'Lena Kasneje',
      guestEmail: `push-stay-guest-${Date.now()}@example.com`,
    });
    expect(stay.status).toBe(200);
    await eventually(async () => (await receivedPushes(server.url, id, device)).length).toBe(1);
    const [push] = await receivedPushes(server.url, id, device);
    expect(push!.payload.url).toBe(`/dashboard?venue=${venue.id}&tab=stays&view=bookings&booking=${stay.data.bookingId}`);

    await signIn(page, email);
    await page.goto(push!.payload.url);
    const row = page.getByTestId('owner-stay-booking').filter({ hasText: 'Lena Kasneje' });
    await eventually(() => row.getAttribute('data-changed')).toBe('opened');
    await page.getByText('Page 2 of 2').waitFor();
    await eventually(() => row.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight && el.getBoundingClientRect().top >= 0)).toBe(true);
    // Only that booking is marked; the list without the link opens on today's page, without it.
    expect(await page.locator('[data-testid="owner-stay-booking"][data-changed]').count()).toBe(1);
    await page.goto(`/dashboard?venue=${venue.id}&tab=stays&view=bookings`);
    await page.getByTestId('owner-stay-booking').filter({ hasText: 'Near Guest 0' }).waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    expect(await row.count()).toBe(0);
  });
});
