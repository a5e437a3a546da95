import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { eventually, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import { fillPhotos } from '../support/photos';
import { noisePng } from '../support/png';
import type { TestServer } from '../support/server';

/**
 * An owner's photos (ADR 059, 060): pick images, watch each upload's progress, cancel one and see
 * the photo on the guest page on a phone (390×844) and a laptop (1280×800); then, on the phone only,
 * meet the cap, remove, and "Upload failed".
 */

let server: TestServer;
let context: BrowserContext;
let page: Page;

useBrowserSession({ context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } }, (s) => {
  ({ server, context, page } = s);
});

type Owner = { userId: string; cookies: Map<string, string> };
let owner: Owner;
let venueId: string;

/** A subscribed owner with one venue; each screen size gets its own, so counts and files don't mix. */
async function ownerWithVenue(email: string, name: string) {
  const { client, userId } = await subscribedOwner(server, email);
  const venue = await createVenue(server.core.db, { owner_id: userId, name, city: 'Ljubljana' });
  return { owner: { userId, cookies: client.cookies } as Owner, venueId: venue.id };
}

beforeAll(async () => {
  ({ owner, venueId } = await ownerWithVenue('photo.owner@example.com', 'Photo Bistro'));
});

async function signedIn(who: Owner = owner) {
  await context.addCookies([...who.cookies].map(([name, value]) => ({ name, value, url: server.url })));
}

/** Uploads crawl at `kbps` KB/s, so progress and Cancel can be seen; -1 lifts the limit. */
async function throttleUploads(kbps: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: kbps < 0 ? -1 : kbps * 1024 });
}

const count = () => page.getByTestId('photo-count').innerText();
const filesOf = (who: Owner = owner) => readdirSync(join(server.core.config.UPLOADS_DIR, who.userId), { withFileTypes: true }).filter((f) => f.isFile()).length;
const rows = async (venue = venueId) => (await server.core.db.selectFrom('photos').select('id').where('restaurant_id', '=', venue).execute()).length;

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  describe(`photo manager at ${size.width}×${size.height}`, () => {
    it('uploads with progress, cancels, and the photo shows on the venue page', async () => {
      await page.setViewportSize(size);
      const venueName = `Photo Bistro ${size.width}`;
      const { owner: who, venueId: venue } = await ownerWithVenue(`photo.owner.${size.width}.${Date.now()}@example.com`, venueName);
      await signedIn(who);
      await page.goto(`/dashboard/photos?venue=${venue}`);
      await eventually(count).toBe('0 of 10 photos');
      const add = page.locator('label', { hasText: 'Add photos' });
      await eventually(async () => (await add.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

      await throttleUploads(150);
      await page.getByTestId('photo-input').setInputFiles([{ name: 'terrace.png', mimeType: 'image/png', buffer: noisePng(300, 300) }]);
      const bar = page.getByRole('progressbar', { name: 'Uploading terrace.png' });
      // The bar moves between 0 and 100 while the file is sent.
      await eventually(async () => Number((await bar.getAttribute('value').catch(() => null)) ?? 0)).toSatisfy((v: number) => v > 0 && v < 100);
      await eventually(count).toBe('1 of 10 photos');
      await expect.poll(() => rows(venue)).toBe(1);

      // A second one, cancelled halfway: nothing is recorded or stored.
      await throttleUploads(50);
      await page.getByTestId('photo-input').setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: noisePng(400, 400) }]);
      const big = page.getByRole('progressbar', { name: 'Uploading big.png' });
      await eventually(async () => Number((await big.getAttribute('value').catch(() => null)) ?? 0)).toBeGreaterThan(0);
      const cancel = page.getByRole('button', { name: 'Cancel uploading big.png' });
      await eventually(async () => (await cancel.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await cancel.click();
      await eventually(() => page.getByTestId('photo-upload').count()).toBe(0);
      await eventually(count).toBe('1 of 10 photos');
      expect(await rows(venue)).toBe(1);
      expect(filesOf(who)).toBe(1);
      await throttleUploads(-1);

      await page.goto(`/restaurants/${venue}`);
      const photo = page.getByRole('img', { name: `${venueName}, photo 1 of 1` });
      await eventually(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
      await eventually(() => photo.getAttribute('src')).toMatch(new RegExp(`^/uploads/${who.userId}/[0-9a-f-]{36}\\.png$`));
      await eventually(() => photo.getAttribute('width')).toBe('1200');
      await eventually(() => photo.getAttribute('height')).toBe('900');
    });
  });
}

describe('photo manager on a phone', () => {
  it('drops files beyond the cap, disables the picker at it, and removes a photo', async () => {
    await signedIn();
    await fillPhotos(server, venueId, owner.userId, 8 - (await rows()));
    await page.goto(`/dashboard/photos?venue=${venueId}`);
    await eventually(count).toBe('8 of 10 photos');
    const files = ['a', 'b', 'c'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: noisePng(20, 20) }));
    await page.getByTestId('photo-input').setInputFiles([...files, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }]);
    await eventually(() => page.getByRole('status').allInnerTexts()).toEqual([
      'Skipped files that are not JPEG, PNG or WebP images: notes.txt',
      'Only 2 of the 3 files were added: the limit is 10 photos.',
    ]);
    await eventually(count).toBe('10 of 10 photos');
    await eventually(() => page.getByTestId('photo-input').isDisabled()).toBe(true);
    await eventually(() => page.getByText('You have reached the limit of 10 photos. Remove one to add another.').isVisible()).toBe(true);
    expect(await rows()).toBe(10);

    const remove = page.getByRole('button', { name: 'Remove photo 10' });
    await eventually(async () => (await remove.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await remove.click();
    await eventually(count).toBe('9 of 10 photos');
    await eventually(() => page.getByTestId('photo-input').isDisabled()).toBe(false);
    expect(await rows()).toBe(9);

    // The shared toaster (sonner richColors) is left out: its success green is the root layout's choice.
    const axe = async () => {
      const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]').analyze();
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await eventually(axe).toEqual([]);
  });

  it('says why a file is refused: not an image whatever its name, or over 10 MB, in English and Slovenian', async () => {
    await signedIn();
    await page.goto(`/dashboard/photos?venue=${venueId}`);
    await eventually(count).toBe('9 of 10 photos');
    const files = filesOf();
    const alerts = () => page.getByTestId('photo-upload').getByRole('alert').allInnerTexts();
    await page.getByTestId('photo-input').setInputFiles([{ name: 'menu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Soup of the day: barley') }]);
    await eventually(alerts).toEqual(['Upload failed: This file is not a JPEG, PNG or WebP image']);
    await page.getByTestId('photo-input').setInputFiles([{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) }]);
    await eventually(alerts).toEqual(['Upload failed: This file is not a JPEG, PNG or WebP image', 'Upload failed: A photo can be at most 10 MB']);
    await eventually(count).toBe('9 of 10 photos');
    expect(await rows()).toBe(9);
    expect(filesOf()).toBe(files); // the refused file was deleted

    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.reload();
    await eventually(count).toBe('9 od 10 fotografij');
    await page.getByTestId('photo-input').setInputFiles([{ name: 'meni.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Juha dneva') }]);
    await eventually(alerts).toEqual(['Nalaganje ni uspelo: Ta datoteka ni slika JPEG, PNG ali WebP']);
    await page.getByTestId('photo-input').setInputFiles([{ name: 'velika.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) }]);
    await eventually(alerts).toEqual([
      'Nalaganje ni uspelo: Ta datoteka ni slika JPEG, PNG ali WebP',
      'Nalaganje ni uspelo: Fotografija je lahko velika največ 10 MB',
    ]);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('says "Upload failed" when the store refuses the file, in English and Slovenian', async () => {
    await signedIn();
    await page.route('**/uploads', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 403, body: 'AccessDenied' }) : route.continue()));
    await page.goto(`/dashboard/photos?venue=${venueId}`);
    await eventually(count).toBe('9 of 10 photos');
    await page.getByTestId('photo-input').setInputFiles([{ name: 'x.png', mimeType: 'image/png', buffer: noisePng(10, 10) }]);
    await eventually(() => page.getByTestId('photo-upload').getByRole('alert').innerText()).toBe('Upload failed');
    await eventually(() => page.getByText('Upload failed').count()).toBeGreaterThanOrEqual(2); // inline and the toast
    expect(await rows()).toBe(9);

    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.reload();
    await eventually(count).toBe('9 od 10 fotografij');
    await page.getByTestId('photo-input').setInputFiles([{ name: 'y.png', mimeType: 'image/png', buffer: noisePng(10, 10) }]);
    await eventually(() => page.getByTestId('photo-upload').getByRole('alert').innerText()).toBe('Nalaganje ni uspelo');
  });

  it('sends a signed-out visitor to sign in', async () => {
    // With no session cookie the server redirects before the app loads (ADR 091).
    const res = await page.goto(`/dashboard/photos?venue=${venueId}`);
    expect((await res?.request().redirectedFrom()?.response())?.status()).toBe(302);
    await page.waitForURL((u) => u.pathname === '/auth');
    await eventually(() => new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/photos');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });
});
