import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

/**
 * Becoming an owner (ADR 067) and paying for the plan (ADR 056), end to end on a phone: a brand-new
 * user joins as a restaurant, pays the plan on the local checkout (new tab), lands on the unlocked
 * owner dashboard, and opens the portal from Settings.
 */

let server: TestServer;
let context: BrowserContext;
let page: Page;

useBrowserSession({ context: { viewport: { width: 390, height: 844 } } }, (s) => {
  ({ server, context, page } = s);
});

/** Runs `click` and answers the tab it opens, once that tab shows a page under `path`. */
async function opensTab(click: () => Promise<void>, path: string): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL((u) => u.pathname.startsWith(path));
  return tab;
}

describe('a new owner joins as a restaurant at 390×844', () => {
  it('sign up → proven email → Create Restaurant → local checkout → dashboard unlocked → portal opens', async () => {
    const email = `joining-owner-${Date.now()}@example.com`;
    await page.goto('/auth?mode=signup&redirect=/onboarding/restaurant');
    await page.getByLabel('Name').fill('Tina Kos');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Account created successfully!').waitFor();

    await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Confirm your email address' }).first().click();
    const confirm = await page.getByRole('link', { name: 'Confirm email' }).first().getAttribute('href');
    await page.goto(confirm!);
    await page.waitForURL((u) => u.pathname !== '/auth/verify');

    await page.goto('/onboarding/restaurant');
    await page.getByRole('heading', { name: 'Join as Restaurant' }).waitFor();
    await page.getByLabel('Restaurant name').fill('Gostilna Nova Pot');
    await page.getByLabel('Address').fill('Glavni trg 5, Celje');
    await page.getByLabel('Town or city').fill('Celje');
    await page.getByLabel('Total tables').fill('12');
    await page.getByRole('button', { name: 'Create Restaurant' }).click();
    // Onboarding ends in the plan's checkout, in the same tab (ADR 116); the toast that says so is on
    // the page being left, so the address is what is waited for.
    await page.waitForURL((u) => u.pathname.startsWith('/checkout/local-subscription/'));
    await page.getByRole('heading', { name: 'Subscribe to Restaurant Plan' }).waitFor();
    await page.getByRole('button', { name: /^Subscribe/ }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/checkout/'));

    // Back on the first tab: the dashboard is unlocked and shows the new restaurant.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Gostilna Nova Pot' }).waitFor();
    await eventually(() => new URL(page.url()).pathname).toBe('/dashboard');
    const { id: userId } = await server.core.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const subs = await server.core.db.selectFrom('subscriptions').select(['product', 'status']).where('user_id', '=', userId).execute();
    expect(subs.map((s) => s.product)).toEqual(['restaurant']);

    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    const portal = await opensTab(() => page.getByRole('button', { name: 'Manage Subscription' }).click(), '/checkout/local-portal/');
    await portal.getByRole('heading', { name: 'Manage subscription' }).waitFor();
    await portal.getByText('Restaurant Plan').waitFor();
  });
});
