import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser';

let page: Page;

useBrowserSession({ seed: true }, (s) => {
  ({ page } = s);
});

/**
 * Routes the header, footer and home page already link to, built by the owner, billing and AI
 * issues. This list may only shrink: a listed route that stops being a 404 fails the test (take
 * it off), and so does a listed route nothing links to any more.
 */
const STILL_TO_BUILD: string[] = [];

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Every same-site link a guest can reach on the home page: header (menus opened), footer and the page itself. */
async function linksOnHome(size: keyof typeof SIZES): Promise<string[]> {
  await page.setViewportSize(SIZES[size]);
  await page.goto('/');
  await page.locator('main h1').first().waitFor();
  const hrefs = async (scope: string) => page.locator(`${scope} a[href]`).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const found: string[] = [...(await hrefs('header')), ...(await hrefs('footer')), ...(await hrefs('main'))];
  if (size === 'desktop') {
    const triggers = page.locator('header nav button');
    for (let i = 0; i < (await triggers.count()); i++) {
      await triggers.nth(i).click();
      await page.getByRole('menu').waitFor();
      found.push(...(await hrefs('[role="menu"]')));
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await hrefs('dialog')));
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      found
        .filter((h) => h.startsWith(origin))
        .map((h) => h.slice(origin.length))
        .filter((p) => !p.startsWith('/#') && p !== '/'),
    ),
  ];
}

/** Follows the link as a fresh load and reports whether the router answered with its 404 page. */
async function isNotFound(path: string): Promise<boolean> {
  const res = await page.goto(path);
  expect([path, (res?.status() ?? 0) < 500]).toEqual([path, true]);
  const heading = page.locator('main h1, main [role="alert"], main [role="status"]').first();
  await heading.waitFor();
  return (await page.getByRole('heading', { name: 'Oops! Page not found' }).count()) > 0;
}

describe('header, footer and home links lead somewhere', () => {
  for (const size of ['phone', 'desktop'] as const) {
    it(`at ${size} size every link opens a page (except the listed routes still to build)`, async () => {
      const links = await linksOnHome(size);
      expect(links.length).toBeGreaterThan(10);
      const broken: string[] = [];
      const builtNow: string[] = [];
      const seen = new Set<string>();
      for (const link of links) {
        const path = new URL(link, 'http://x').pathname;
        const listed = STILL_TO_BUILD.includes(path);
        if (listed) seen.add(path);
        const missing = await isNotFound(link);
        if (missing && !listed) broken.push(link);
        if (!missing && listed) builtNow.push(path);
      }
      expect(broken, 'links that show the 404 page').toEqual([]);
      expect(builtNow, 'built now: take these off STILL_TO_BUILD').toEqual([]);
      expect(
        STILL_TO_BUILD.filter((p) => !seen.has(p)),
        'listed but no longer linked: take these off STILL_TO_BUILD',
      ).toEqual([]);
    });
  }
});
