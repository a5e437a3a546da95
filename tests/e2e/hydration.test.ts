import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, moveDate, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

// ADR 105: the prerendered page is hydrated, not replaced; its header shows no account until the
// session is known, and a control shows once it works.

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

useBrowserSession({}, (s) => {
  ({ server, browser, context, page } = s);
});

const PRERENDERED = ['/', '/stays', '/book', '/dining', '/find'];

/** Console errors and warnings of a page from its first byte on. */
function consoleProblems(p: Page): string[] {
  const seen: string[] = [];
  p.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`);
  });
  return seen;
}

/**
 * Before any of the page's own script: remembers the first `<header>` element the parser inserts and
 * whether the header ever showed a signed-out account area ("Login", "Sign Up", a link to /auth).
 */
async function watchHeader(c: BrowserContext) {
  await c.addInitScript(() => {
    const w = window as unknown as { firstHeader?: Element; signedOutSeen?: string[] };
    w.signedOutSeen = [];
    const check = () => {
      const header = document.querySelector('header');
      if (!header) return;
      w.firstHeader ??= header;
      for (const a of header.querySelectorAll('a[href^="/auth"]')) w.signedOutSeen!.push(a.textContent ?? '');
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

describe('the prerendered page, hydrated', () => {
  it('is hydrated without a mismatch: the prerendered header stays the same element and works', async () => {
    await watchHeader(context);
    for (const path of PRERENDERED) {
      const problems = consoleProblems(page);
      await page.goto(path);
      // The live page: its route's own content (the prerender has no data and no session).
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('header').getByRole('link', { name: 'Login' }).waitFor();
      await eventually(() => page.evaluate(() => performance.getEntriesByName('tablestay:first render').length)).toBe(1);
      expect({
        path,
        same: await page.evaluate(() => (window as unknown as { firstHeader?: Element }).firstHeader === document.querySelector('header')),
      }).toEqual({ path, same: true });
      expect(await page.evaluate(() => document.querySelector('[inert]'))).toBeNull();
      expect({ path, problems }).toEqual({ path, problems: [] });
      page.removeAllListeners('console');
    }
  });

  it("hydrates without a mismatch in a year other than the build's, and then shows the visitor's year (ADR 121)", async () => {
    // A page built in December and opened in January: the browser's clock a year ahead.
    const nextYear = new Date().getFullYear() + 1;
    await context.addInitScript(moveDate, new Date(`${nextYear}-01-02T10:00:00Z`).getTime() - Date.now());
    const problems = consoleProblems(page);
    await page.goto('/');
    await eventually(() => page.evaluate(() => performance.getEntriesByName('tablestay:first render').length)).toBe(1);
    await eventually(() => page.locator('footer').innerText()).toContain(`© ${nextYear} TableStay`);
    expect(problems).toEqual([]);
  });

  it('shows no account area in the prerendered header, and no control that needs script', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toContain('data-testid="account-pending"');
    expect(header).not.toContain('href="/auth');
    expect(header).not.toContain(' inert');
    // The language switch, the menu buttons and the phone menu button are hidden until hydrated.
    expect(header.match(/aria-haspopup="(menu|dialog)"[^>]*class="[^"]*\binvisible\b/g)?.length).toBe(4);
    expect(header).toMatch(/role="group"[^>]*class="[^"]*\binvisible\b/);
  });

  it('the language switch and the menus work the moment they are visible', async () => {
    await page.goto('/', { waitUntil: 'commit' });
    // No waiting for the page to settle: a click as soon as the button can take one.
    await page.getByRole('button', { name: 'Slovenščina' }).click();
    await page.locator('header').getByRole('link', { name: 'Prijava' }).waitFor();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('sl');

    const fresh = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const p = await fresh.newPage();
    await p.goto('/stays', { waitUntil: 'commit' });
    await p.locator('header nav').getByRole('button', { name: 'Dining' }).click();
    await p.getByRole('menuitem', { name: 'Find restaurants' }).waitFor();
    await fresh.close();

    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const q = await phone.newPage();
    await q.goto('/find', { waitUntil: 'commit' });
    await q.getByRole('button', { name: 'Open menu' }).click();
    await q.getByRole('dialog').getByRole('link', { name: 'Browse restaurants' }).waitFor();
    await phone.close();
  });
});

describe('a signed-in visitor', () => {
  beforeAll(async () => {
    const { seed } = await import('@tablestay/core/db/seed');
    await seed(server.core.db);
  });

  it('never sees the signed-out header, from the first paint of a full page load on', async () => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('owner@tablestay.si');
    await page.getByLabel('Password').fill('owner-demo-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('header').getByText('owner@tablestay.si').waitFor();
    await watchHeader(context);
    for (const path of [...PRERENDERED, '/dashboard', '/stays/find']) {
      await page.goto(path);
      await page.locator('header').getByText('owner@tablestay.si').waitFor();
      await page.locator('header').getByRole('link', { name: 'Dashboard' }).waitFor();
      expect({ path, seen: await page.evaluate(() => (window as unknown as { signedOutSeen: string[] }).signedOutSeen) }).toEqual({ path, seen: [] });
    }
  });
});
