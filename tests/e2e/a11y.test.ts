import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, it } from 'vitest';
import { eventually, useBrowserSession } from '../support/browser';
import { Client, type TestServer } from '../support/server';

/**
 * The accessibility sweep: every public page with the demo data, checked once, at a phone's width
 * (where most guests are). What the width changes is the shell (the header's menu button becomes
 * its links), so the shell is checked once more on a desktop. Pages with states of their own (the
 * chat dialog, the review and photo forms, onboarding in Slovenian) are checked in their own files.
 */
let server: TestServer;
let page: Page;
useBrowserSession({ seed: true, context: { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' } }, (s) => {
  ({ server, page } = s);
});

let venueId = '';
beforeAll(async () => {
  const list = await new Client(server.url).query<{ id: string; name: string }[]>('restaurant.list', {});
  venueId = list.data.find((v) => v.name === 'Gostilna Pri Lipi')!.id;
});

const PAGES = [
  '/',
  '/find?location=Ljubljana',
  '/find',
  '/dining?veg=1',
  () => `/restaurants/${venueId}`,
  '/restaurants/nope',
  '/auth',
  '/auth?mode=signup',
  '/auth/reset-password?code=x',
  '/auth/callback',
  '/legal/terms',
  '/privacy-policy',
  '/nope',
  '/stays/nope',
];

/** Opens a page and lists axe's WCAG 2 A/AA violations on it, once it shows its heading or status. */
async function violationsOn(path: string) {
  await page.goto(path);
  await page.locator('main h1, main [role=alert], main [role=status]').first().waitFor();
  return async () => {
    // Map iframes are Google's, not ours.
    const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').analyze();
    return result.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
}

it('has no WCAG 2 A/AA violations on any public page at 390 px', async () => {
  for (const entry of PAGES) await eventually(await violationsOn(typeof entry === 'function' ? entry() : entry)).toEqual([]);
});

it('has none in the desktop shell (header links, footer) at 1280 px', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await eventually(await violationsOn('/')).toEqual([]);
});
