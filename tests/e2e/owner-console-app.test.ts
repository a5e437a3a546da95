import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProperty, createReservation, createStayBooking, createVenue, createWaitlistEntry } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, PHONE, signIn, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import { Client, type TestServer } from '../support/server';

/**
 * The owner's phone console as an app (ADR 116) in Chromium at phone size (360×780): made for a
 * thumb, readable offline, and installable.
 */

let server: TestServer;
let page: Page;

useBrowserSession({ context: PHONE }, (s) => {
  ({ server, page } = s);
});

/** A shown element's top edge in the viewport. */
const y = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!.y;

/** Every control in `<main>` that is shown, smaller than 44×44 px (a checkbox counts by its label). */
const smallTargets = (p: Page) =>
  p.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a[href], main select, main input, main textarea, main [role="tab"]')) {
      if (!el.checkVisibility() || el.closest('[aria-hidden="true"], .sr-only')) continue;
      const target = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file') ? el.closest('label') : el;
      if (!target) continue;
      const r = target.getBoundingClientRect();
      if (r.height < 44 || r.width < 44)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return small;
  });

describe('made for a thumb (ADR 116)', () => {
  it('at 360 px: no sideways scroll, every tap target at least 44 px, sticky time headers and a "now" marker on today', async () => {
    const email = `console-thumb-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const venue = await createVenue(server.core.db, { owner_id: userId, name: 'Gostilna Palec', city: 'Ljubljana', total_tables: 30, onboarding_done: true });
    const today = dateIn('Europe/Ljubljana');
    const hold = new Date(Date.now() + 3600_000);
    await createReservation(server.core.db, {
      restaurant_id: venue.id,
      date: today,
      time: '09:00',
      guest_name: 'Early Bird',
      status: 'confirmed',
      expires_at: hold,
    });
    for (let i = 0; i < 8; i++)
      await createReservation(server.core.db, {
        restaurant_id: venue.id,
        date: today,
        time: '22:30',
        guest_name: `Late Guest ${i}`,
        guest_phone: '+38640111222',
        status: 'awaiting_deposit',
        expires_at: hold,
      });
    await signIn(page, email);
    await page.goto(`/dashboard?venue=${venue.id}&tab=restaurant&view=reservations`);
    await page.getByTestId('owner-reservation').filter({ hasText: 'Late Guest 7' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await smallTargets(page)).toEqual([]);

    // The "now" marker sits between the past time and the coming one.
    const headers = page.getByTestId('time-header');
    expect(await headers.allInnerTexts()).toEqual(['09:00', '22:30']);
    const marker = page.getByTestId('now-marker');
    await expect.poll(() => marker.innerText()).toMatch(/^Now · \d\d:\d\d$/);
    const [first, now, late] = [await y(headers.nth(0)), await y(marker), await y(headers.nth(1))];
    const clock = (await marker.innerText()).slice(-5);
    // Where "now" falls against 09:00 and 22:30 depends on when the test runs.
    const slot = clock < '09:00' ? 'before' : clock < '22:30' ? 'between' : 'after';
    const seen = now < first ? 'before' : now < late ? 'between' : 'after';
    expect(seen).toBe(slot);
    expect((await marker.boundingBox())!.height).toBeGreaterThanOrEqual(20);

    // Scrolled into the late guests, their time stays stuck under the site header.
    await page.getByTestId('owner-reservation').filter({ hasText: 'Late Guest 6' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const stuck = await headers.nth(1).boundingBox();
    const header = await page.locator('body > * header, header').first().boundingBox();
    expect(Math.abs(stuck!.y - (header!.y + header!.height))).toBeLessThanOrEqual(2);

    // The other views an owner uses in service are thumb-sized too.
    for (const view of ['overview', 'settings'] as const) {
      await page.getByRole('tab', { name: view === 'overview' ? 'Overview' : 'Settings' }).click();
      await page.getByRole('tab', { name: view === 'overview' ? 'Overview' : 'Settings', selected: true }).waitFor();
      await (view === 'overview' ? page.getByText('Early Bird').first() : page.getByTestId('deposit-settings')).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await smallTargets(page)).toEqual([]);
    }
  });
});

describe('offline, read only (ADR 116)', () => {
  it('with the network cut, the reopened dashboard shows the day as it last was, marked "as of HH:MM"; signing out deletes it', async () => {
    const email = `console-offline-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const venue = await createVenue(server.core.db, {
      owner_id: userId,
      name: 'Gostilna Brez Mreže',
      city: 'Ljubljana',
      total_tables: 30,
      onboarding_done: true,
    });
    const today = dateIn('Europe/Ljubljana');
    await createReservation(server.core.db, { restaurant_id: venue.id, date: today, time: '19:00', guest_name: 'Offline Olga', status: 'confirmed' });
    await signIn(page, email);
    const url = `/dashboard?venue=${venue.id}&tab=restaurant&view=reservations`;
    await page.goto(url);
    await page.getByTestId('owner-reservation').filter({ hasText: 'Offline Olga' }).waitFor();
    await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Once more under the worker, so the page's files are in its cache as an installed app's would be.
    await page.reload();
    await page.getByTestId('owner-reservation').filter({ hasText: 'Offline Olga' }).waitFor();
    await eventually(() => page.evaluate(() => localStorage.getItem('tablestay:owner-day')?.includes('Offline Olga') ?? false)).toBe(true);
    expect(await page.getByTestId('offline-as-of').count()).toBe(0);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('owner-reservation').filter({ hasText: 'Offline Olga' }).waitFor();
    await eventually(() => page.getByTestId('offline-as-of').innerText()).toMatch(
      /^Offline: the day as of \d\d:\d\d\. Your taps are kept and sent when you are back online\.$/,
    );
    await page.context().setOffline(false);
    await eventually(() => page.getByTestId('offline-as-of').count()).toBe(0);

    // Signed out, nothing of the owner's day stays on the device.
    const signedOut = await page.evaluate(
      async () => (await fetch('/api/trpc/account.signOut', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    );
    expect(signedOut).toBe(200);
    await page.goto('/');
    await eventually(() => page.evaluate(() => localStorage.getItem('tablestay:owner-day'))).toBeNull();
  });
});

describe('actions taken offline (ADR 116)', () => {
  it('offline, the owner seats two guests and one the guest has cancelled meanwhile; back online both are seated once and the third is a conflict', async () => {
    const email = `console-queue-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const venue = await createVenue(server.core.db, { owner_id: userId, name: 'Gostilna Vrsta', city: 'Ljubljana', total_tables: 30, onboarding_done: true });
    const today = dateIn('Europe/Ljubljana');
    const make = (time: string, guest_name: string) =>
      createReservation(server.core.db, {
        restaurant_id: venue.id,
        date: today,
        time,
        guest_name,
        guest_email: `${guest_name.split(' ')[0]!.toLowerCase()}@example.com`,
        status: 'confirmed',
      });
    const [ana, bor, cene] = [await make('18:00', 'Ana Queue'), await make('18:30', 'Bor Queue'), await make('19:00', 'Cene Queue')];
    await signIn(page, email);
    await page.goto(`/dashboard?venue=${venue.id}&tab=restaurant&view=reservations`);
    const row = (name: string) => page.getByTestId('owner-reservation').filter({ hasText: name });
    await row('Cene Queue').waitFor();

    await page.context().setOffline(true);
    for (const name of ['Ana Queue', 'Bor Queue', 'Cene Queue']) {
      await row(name).getByRole('button', { name: 'Seated' }).click();
      await row(name).getByTestId('queued-badge').waitFor();
    }
    await eventually(() => page.getByTestId('queued-actions').innerText()).toBe('Waiting to be sent: 3');
    // Meanwhile the third guest cancels from their own phone.
    expect((await new Client(server.url).mutate('reservation.cancelByToken', { id: cene.id, token: cene.token })).status).toBe(200);

    await page.context().setOffline(false);
    await page.getByTestId('queue-conflicts').getByText('Not changed: Cene Queue is now cancelled').waitFor();
    await eventually(() => page.getByTestId('queued-actions').count()).toBe(0);
    const status = async (id: string) =>
      (await server.core.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect([await status(ana.id), await status(bor.id), await status(cene.id)]).toEqual(['seated', 'seated', 'cancelled']);
    const seatedOnce = await server.core.db
      .selectFrom('audit_logs')
      .select(['entity_id'])
      .where('entity', '=', 'reservation')
      .where('action', '=', 'seated')
      .where('entity_id', 'in', [ana.id, bor.id])
      .execute();
    expect(seatedOnce.map((a) => a.entity_id).sort()).toEqual([ana.id, bor.id].sort());
    await row('Ana Queue').getByText('seated', { exact: true }).waitFor();
  });

  it('offline, the owner promotes two waiting guests; one was promoted from another device meanwhile: back online one is booked once and the other is a plain conflict (ADR 119)', async () => {
    const email = `console-promote-${Date.now()}@example.com`;
    const { userId, client } = await subscribedOwner(server, email);
    const venue = await createVenue(server.core.db, {
      owner_id: userId,
      name: 'Gostilna Čakalnica',
      city: 'Ljubljana',
      total_tables: 30,
      onboarding_done: true,
    });
    const date = addDays(dateIn('Europe/Ljubljana'), 1);
    const wait = (guest_name: string) => createWaitlistEntry(server.core.db, { restaurant_id: venue.id, date, time: '19:00', guest_name, status: 'waiting' });
    const [dana, eva] = [await wait('Dana Wait'), await wait('Eva Wait')];
    await signIn(page, email);
    await page.goto(`/dashboard?venue=${venue.id}&tab=restaurant&view=reservations&date=${date}`);
    const entry = (name: string) => page.getByTestId('owner-waitlist-entry').filter({ hasText: name });
    await entry('Eva Wait').waitFor();

    await page.context().setOffline(true);
    for (const name of ['Dana Wait', 'Eva Wait']) {
      await entry(name).getByRole('button', { name: 'Promote' }).click();
      await entry(name).getByText('Waiting to be sent').waitFor();
    }
    await eventually(() => page.getByTestId('queued-actions').innerText()).toBe('Waiting to be sent: 2');
    // Meanwhile the owner's other device, online, promotes Eva.
    expect((await client.mutate('ownerDining.promote', { venueId: venue.id, waitlistId: eva.id })).status).toBe(200);

    await page.context().setOffline(false);
    await page.getByTestId('queue-conflicts').getByText('Not promoted: Eva Wait is no longer waiting (another device or the guest acted first)').waitFor();
    await eventually(() => page.getByTestId('queued-actions').count()).toBe(0);
    const status = async (id: string) =>
      (await server.core.db.selectFrom('waitlist_entries').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect([await status(dana.id), await status(eva.id)]).toEqual(['converted', 'converted']);
    const booked = await server.core.db.selectFrom('reservations').select('guest_name').where('restaurant_id', '=', venue.id).orderBy('guest_name').execute();
    expect(booked.map((r) => r.guest_name)).toEqual(['Dana Wait', 'Eva Wait']);
    await page.getByTestId('owner-reservation').filter({ hasText: 'Dana Wait' }).waitFor();
  });
});

describe('a stay checked in offline (ADR 116)', () => {
  it('is sent on reconnect and checked in once', async () => {
    const email = `console-stay-queue-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const { venue, roomTypes } = await createProperty(server.core.db, { owner_id: userId, name: 'Vila Vrsta', city: 'Bled', roomTypes: [{ rooms: 1 }] });
    const today = dateIn('Europe/Ljubljana');
    const b = await createStayBooking(server.core.db, {
      restaurant_id: venue.id,
      room_type_id: roomTypes[0]!.id,
      room_id: roomTypes[0]!.rooms[0]!.id,
      check_in: today,
      check_out: addDays(today, 2),
      guest_name: 'Stay Queue',
      status: 'confirmed',
    });
    await signIn(page, email);
    await page.goto(`/dashboard/stays?venue=${venue.id}&view=bookings`);
    const row = page.getByTestId('owner-stay-booking').filter({ hasText: 'Stay Queue' });
    await row.waitFor();
    await page.context().setOffline(true);
    await row.getByRole('button', { name: 'Check in' }).click();
    await row.getByTestId('queued-badge').waitFor();
    await page.context().setOffline(false);
    await eventually(
      async () => (await server.core.db.selectFrom('stay_bookings').select('status').where('id', '=', b.id).executeTakeFirstOrThrow()).status,
    ).toBe('checked_in');
    await eventually(() => row.getByTestId('queued-badge').count()).toBe(0);
    const audits = await server.core.db.selectFrom('audit_logs').select('id').where('entity_id', '=', b.id).where('action', '=', 'checked_in').execute();
    expect(audits).toHaveLength(1);
  });
});

describe('installable (ADR 116)', () => {
  it('serves the worker, its push handlers and the manifest uncached, so a deploy replaces the worker (ADR 119)', async () => {
    for (const file of ['/sw.js', '/push-sw.js', '/manifest.webmanifest']) {
      const res = await fetch(server.url + file);
      expect({ file, status: res.status, cache: res.headers.get('cache-control') }).toEqual({ file, status: 200, cache: 'no-cache' });
    }
    // Other unhashed files keep their hour.
    expect((await fetch(`${server.url}/icons/icon-192.png`)).headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await (await fetch(`${server.url}/sw.js`)).text()).toContain('push-sw.js');
  });

  it("meets Chromium's install criteria on /dashboard: a manifest with phone icons, start_url /dashboard, standalone, and a service worker controlling the page", async () => {
    const email = `console-install-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const venue = await createVenue(server.core.db, { owner_id: userId, name: 'Gostilna Namestitev', city: 'Ljubljana', onboarding_done: true });
    // A profile on disk: Chromium never offers to install from an incognito context (Playwright's default).
    const profile = await mkdtemp(join(tmpdir(), 'tablestay-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      baseURL: server.url,
      ...PHONE,
    });
    try {
      const installed = context.pages()[0] ?? (await context.newPage());
      expect(await installableOn(installed, email, venue.id)).toEqual({ violations: [] });
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

/** Signed in on `p` of a non-incognito profile, the dashboard is installable and works offline. */
async function installableOn(p: Page, email: string, venueId: string) {
  // The worker and the manifest load under the same Content-Security-Policy (no inline script).
  const violations: string[] = [];
  p.on('console', (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await signIn(p, email);
  await p.goto(`/dashboard?venue=${venueId}`);
  await p.getByRole('heading', { name: 'Gostilna Namestitev' }).waitFor();
  await eventually(() => p.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${server.url}/sw.js`);

  const cdp = await p.context().newCDPSession(p);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
  expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data!) as { start_url: string; display: string; theme_color: string; icons: { sizes: string; purpose?: string }[] };
  expect(data).toMatchObject({ start_url: '/dashboard', display: 'standalone', theme_color: '#b45309' });
  expect(data.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(data.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  await eventually(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors).toEqual([]);
  expect(await p.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#b45309');

  // The worker caches the app's files, never an API answer (one user's data must not outlive a sign-out).
  const cached = await p.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/shell.html');
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);

  // Offline, the installed app still opens: the shell comes from the worker's precache.
  await p.context().setOffline(true);
  const res = await p.goto(`/dashboard?venue=${venueId}`);
  expect(res?.ok()).toBe(true);
  await p.locator('header').first().waitFor();
  await p.context().setOffline(false);
  return { violations };
}
