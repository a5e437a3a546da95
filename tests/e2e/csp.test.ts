import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

let server: TestServer;
let page: Page;

useBrowserSession({ seed: true }, (s) => {
  ({ server, page } = s);
});

/** Every CSP violation the page reports: the DOM event and Chromium's console line alike. */
function watchViolations(p: Page): string[] {
  const seen: string[] = [];
  p.on('console', (msg) => {
    const text = msg.text();
    if (/Refused to|Content Security Policy/i.test(text)) seen.push(text);
  });
  void p.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load (CSP event): ${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

async function visit(path: string, ready: (p: Page) => Promise<unknown>) {
  const res = await page.goto(path);
  expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
  await ready(page);
  // Let late loads (lazy chunks, images, the map frame) report before the page is left: the load event
  // has fired, the live page has replaced the inert prerendered picture (ADR 105) and every image has
  // finished (a frame is checked as it is requested). Not `networkidle`: on a loaded machine a page's
  // own polling can keep it from ever being idle for 500 ms.
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.querySelector('main[inert]') && [...document.images].every((img) => img.complete), undefined, { timeout: 20_000 });
}

const h1 = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor();

describe('Content-Security-Policy', () => {
  it('the main pages load with no violation', async () => {
    const violations = watchViolations(page);
    const venue = await server.core.db.selectFrom('restaurants').select('id').where('total_tables', '>', 0).orderBy('name').executeTakeFirstOrThrow();
    const stay = await server.core.db.selectFrom('restaurants').select('id').where('total_rooms', '>', 0).orderBy('name').executeTakeFirstOrThrow();
    await visit('/', h1);
    await visit('/dining', h1);
    await visit(`/restaurants/${venue.id}`, h1);
    await visit(`/book?restaurant_id=${venue.id}`, h1);
    await visit('/stays', h1);
    await visit(`/stays/${stay.id}`, h1);
    await visit('/find', h1);
    await visit('/auth', h1);
    await visit('/privacy-policy', h1);
    await visit('/mailbox', (p) => p.locator('body').waitFor());
    await visit('/checkout/local/not-a-token', h1);
    expect(violations).toEqual([]);
  });

  it('refuses what the policy does not allow (the watcher sees a violation)', async () => {
    const violations = watchViolations(page);
    await visit('/privacy-policy', h1);
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.body.append(s);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
