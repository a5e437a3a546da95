import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { eventually, launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PAGES = ['/', '/auth', '/auth?mode=signup', '/auth/reset-password?code=x', '/auth/callback', '/legal/terms', '/privacy-policy', '/nope', '/stays/nope'];

it.each(PAGES)('%s has no WCAG 2 A/AA violations on a phone and a desktop', async (path) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ baseURL: server.url, viewport });
    const page = await context.newPage();
    await page.goto(path);
    await page.locator('main h1, main [role=alert], main [role=status]').first().waitFor();
    const where = `${path} at ${viewport.width}px`;
    await eventually(async () => {
      const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa']).analyze();
      return { where, violations: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) };
    }).toEqual({ where, violations: [] });
    await context.close();
  }
});
