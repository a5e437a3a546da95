import type { Browser, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { eventually, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

useBrowserSession({ env: { CONTACT_EMAIL: 'dpo@tablestay.test' } }, (s) => {
  ({ server, browser, page } = s);
});

const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
const primary = () => page.evaluate(() => getComputedStyle(document.querySelector('[data-theme]')!).getPropertyValue('--primary').trim());

describe('the web shell', () => {
  it('shows the 404 page for an unknown path, with a way home', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // The URL changes a moment before the page does: wait for the 404 to leave.
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await eventually(() => page.getByRole('heading', { name: 'Oops! Page not found' }).count()).toBe(0);
  });

  it('uses the stays theme on /stays paths and the dining theme elsewhere', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await eventually(() => theme()).toBe('dining');
    const dining = await primary();
    await page.goto('/stays');
    await page.getByRole('heading', { level: 1, name: 'Find a stay' }).waitFor();
    await eventually(() => theme()).toBe('stays');
    await eventually(() => primary()).not.toBe(dining);
    await page.goto('/stays/no-such-property');
    await page.getByRole('heading', { name: 'Property not found' }).waitFor();
    await eventually(() => theme()).toBe('stays');
    await page.goto('/staysomething');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await eventually(() => theme()).toBe('dining');
  });

  it('switches language to Slovenian and keeps it after a reload', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Slovenščina' }).first().click();
    await page.locator('header').getByRole('link', { name: 'Prijava' }).waitFor();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('sl');
    await page.reload();
    await page.getByRole('heading', { name: 'Prijava' }).waitFor();
    await page.getByLabel('E-pošta').fill('x');
    await page.getByRole('button', { name: 'Prijava', exact: true }).click();
    await page.getByText('Neveljaven e-naslov').waitFor();
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('renders the Terms with 12 sections and the current "Last updated" date', async () => {
    await page.goto('/legal/terms');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await eventually(() => page.locator('article section h2').count()).toBe(12);
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date());
    await page.getByText(`Last updated: ${today}`).waitFor();
    await page.getByRole('link', { name: /Back to Home/ }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('serves the Privacy Policy at /legal/privacy and /privacy-policy with the configured contact email', async () => {
    for (const path of ['/legal/privacy', '/privacy-policy']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await eventually(() => page.locator('article section h2').count()).toBe(12);
      await eventually(async () => (await page.locator('article').innerText()).split('dpo@tablestay.test').length - 1).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a keyboard-accessible header menu on desktop', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const dining = page.locator('header nav').getByRole('button', { name: 'Dining' });
    await dining.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Find restaurants' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Find restaurants' }).waitFor({ state: 'detached' });
    await eventually(() => page.getByRole('menuitem', { name: 'Find restaurants' }).count()).toBe(0);
  });

  it('has a mobile menu on a phone-sized screen', async () => {
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    await p.goto('/');
    await p.getByRole('button', { name: 'Open menu' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Browse restaurants' }).waitFor();
    await dialog.getByRole('link', { name: 'Login' }).waitFor();
    await dialog.getByRole('link', { name: 'Sign Up' }).click();
    await p.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('mode') === 'signup');
    await p.getByRole('dialog').waitFor({ state: 'detached' });
    await eventually(() => p.getByRole('dialog').count()).toBe(0);
    await phone.close();
  });

  it('shows a Dashboard link to owners, admins and staff but not to guests', async () => {
    const { DEMO_ACCOUNTS, seed: seedDemo } = await import('@tablestay/core/db/seed');
    await seedDemo(server.core.db);
    for (const a of DEMO_ACCOUNTS) {
      const ctx = await browser.newContext({ baseURL: server.url });
      const p = await ctx.newPage();
      await p.goto('/auth');
      await p.getByLabel('Email').fill(a.email);
      await p.getByLabel('Password').fill(a.password);
      await p.getByRole('button', { name: 'Sign in', exact: true }).click();
      await p.locator('header').getByText(a.email).waitFor();
      await eventually(() => p.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(a.role === 'guest' ? 0 : 1);
      await ctx.close();
    }
  });
});
