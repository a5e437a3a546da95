import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProperty, createVenue } from '@tablestay/core/db/factories';
import { verifiedGuest } from '../support/accounts';
import { eventually, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';

/**
 * Subscriptions in Chromium at phone size on the embedded defaults (ADR 056–058): the checkout and the
 * portal open in a new tab on the local stand-in, which posts signed events to the real webhook.
 */

let server: TestServer;
let context: BrowserContext;
let page: Page;

useBrowserSession({ context: { viewport: { width: 390, height: 844 } } }, (s) => {
  ({ server, context, page } = s);
});

const PASSWORD = 'secret-123';

async function signIn(email: string, role?: 'owner') {
  await verifiedGuest(server, email, PASSWORD);
  if (role) {
    const { id } = await server.core.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await server.core.db.insertInto('user_roles').values({ user_id: id, role }).execute();
  }
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

/** Clicks `name` and answers the tab it opens, once that tab shows a page of `path`. */
async function opensTab(click: () => Promise<void>, path: string): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL((u) => u.pathname.startsWith(path));
  return tab;
}

describe('subscribing in the browser', () => {
  it('an owner without a plan: /subscription → Subscribe → local checkout → Current Plan → portal opens', async () => {
    await signIn('owner.billing@example.com', 'owner');
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    const restaurant = page.locator('[data-plan="restaurant"]');
    await restaurant.getByText('€29/month').waitFor();

    const checkout = await opensTab(() => restaurant.getByRole('button', { name: 'Subscribe' }).click(), '/checkout/local-subscription/');
    await checkout.getByRole('heading', { name: 'Subscribe to Restaurant Plan' }).waitFor();
    await checkout.getByRole('button', { name: /^Subscribe/ }).click();
    await checkout.waitForURL((u) => u.pathname === '/subscription' && u.searchParams.get('success') === 'true');
    await checkout.getByText('Subscription successful!').waitFor();
    await checkout.getByTestId('current-restaurant').getByText('Current Plan').waitFor();
    await checkout.locator('[data-plan="restaurant"]').getByText('Your Plan').waitFor();
    await eventually(() => checkout.locator('[data-plan="restaurant"]').innerText()).toMatch(/Renews on/);
    // The stays card still offers its own plan.
    await checkout.locator('[data-plan="stays"]').getByRole('button', { name: 'Subscribe' }).waitFor();
    // Back from paying, the way on is the venue's console.
    await checkout.getByRole('link', { name: 'Open your dashboard' }).click();
    await checkout.waitForURL((u) => u.pathname === '/dashboard');

    // The first tab learns it too (a fresh check from the database).
    await page.reload();
    await page.getByTestId('current-restaurant').waitFor();
    expect((await server.core.db.selectFrom('subscriptions').select(['product', 'status']).execute()).map((s) => s.product)).toEqual(['restaurant']);

    const portal = await opensTab(() => page.getByRole('button', { name: 'Manage Subscription' }).click(), '/checkout/local-portal/');
    await portal.getByRole('heading', { name: 'Manage subscription' }).waitFor();
    await portal.getByText('Restaurant Plan').waitFor();
  });

  it("the local checkout and portal speak the visitor's Slovenian, with the period end in the genitive", async () => {
    await signIn('lastnik.sl@example.com', 'owner');
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.goto('/subscription');
    const restaurant = page.locator('[data-plan="restaurant"]');
    await restaurant.getByText('29 €/mesec').waitFor();
    const checkout = await opensTab(() => restaurant.getByRole('button', { name: 'Naroči se' }).click(), '/checkout/local-subscription/');
    await checkout.getByRole('heading', { name: 'Naročnina: Paket Restavracija' }).waitFor();
    await eventually(() => checkout.getByRole('button', { name: /^Naroči se za/ }).innerText()).toBe('Naroči se za 29,00\u00a0€/mesec');
    await checkout.getByRole('button', { name: /^Naroči se za/ }).click();
    await checkout.waitForURL((u) => u.pathname === '/subscription' && u.searchParams.get('success') === 'true');
    await eventually(() => checkout.locator('[data-plan="restaurant"]').innerText()).toMatch(/Podaljša se \d{1,2}\. [a-z]+a \d{4}/);

    const portal = await opensTab(() => checkout.getByRole('button', { name: 'Upravljaj naročnino' }).click(), '/checkout/local-portal/');
    await portal.getByRole('heading', { name: 'Upravljanje naročnine' }).waitFor();
    await portal.getByText('Paket Restavracija').waitFor();
    await eventually(() => portal.locator('main').innerText()).toMatch(/Podaljša se \d{1,2}\. [a-z]+a \d{4}\./);
    expect(await portal.evaluate(() => document.documentElement.lang)).toBe('sl');
  });

  it('a guest buys the Sommelier add-on, cancels it, and keeps it until its end date', async () => {
    await page.goto('/sommelier');
    await page.getByText('Please sign in to use Sommelier.').waitFor();
    await signIn('sommelier.guest@example.com');
    await page.goto('/sommelier');
    await page.getByTestId('paywall').getByText('Subscription required — Please subscribe to use AI Sommelier').waitFor();

    const checkout = await opensTab(() => page.getByRole('button', { name: 'Subscribe Now' }).click(), '/checkout/local-subscription/');
    await checkout.getByRole('heading', { name: 'Subscribe to AI Sommelier' }).waitFor();
    await checkout.getByRole('button', { name: /^Subscribe/ }).click();
    await checkout.waitForURL((u) => u.pathname === '/sommelier' && u.searchParams.get('success') === 'true');
    await checkout.getByText('Subscription successful!').waitFor();
    await eventually(() => checkout.getByTestId('plan-active').innerText()).toMatch(/Active until/);

    const portal = await opensTab(() => checkout.getByRole('button', { name: 'Manage' }).click(), '/checkout/local-portal/');
    await portal.getByRole('button', { name: 'Cancel subscription' }).click();
    await portal.getByRole('button', { name: 'Resume subscription' }).waitFor();
    await portal.getByText(/Cancels on .*; access until then\./).waitFor();

    await page.goto('/sommelier');
    await eventually(() => page.getByTestId('plan-active').innerText()).toMatch(/Active until/);
    await eventually(() => page.getByTestId('paywall').count()).toBe(0);
  });

  it('a Restaurant plan owner opening the Stays tab is offered the Stays plan, subscribes there, and the tab opens', async () => {
    const email = 'restaurant.only@example.com';
    const { userId } = await subscribedOwner(server, email, ['restaurant']);
    const lodge = await createProperty(server.core.db, { owner_id: userId, name: 'Koča Brez Paketa', total_rooms: 1 });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');

    // The deep link and the dashboard's tab alike: the plan to buy, not an error page (ADR 104).
    await page.goto(`/dashboard/stays?venue=${lodge.venue.id}`);
    const offer = page.locator('[data-testid="plan-offer"][data-plan="stays"]');
    await offer.getByText('The Stays tab comes with the Stays plan').waitFor();
    await offer.getByRole('heading', { name: 'Stay Plan' }).waitFor();
    await offer.getByText('€79/month').waitFor();
    await eventually(() => page.getByText('Failed to load dashboard data').count()).toBe(0);
    await eventually(() => page.getByTestId('owner-stays').count()).toBe(0);
    await page.goto(`/dashboard?venue=${lodge.venue.id}&tab=stays`);
    await offer.waitFor();

    const checkout = await opensTab(() => offer.getByRole('button', { name: 'Subscribe' }).click(), '/checkout/local-subscription/');
    await checkout.getByRole('heading', { name: 'Subscribe to Stay Plan' }).waitFor();
    await checkout.getByRole('button', { name: /^Subscribe/ }).click();
    await checkout.waitForURL((u) => u.pathname === '/subscription' && u.searchParams.get('success') === 'true');
    await page.goto(`/dashboard/stays?venue=${lodge.venue.id}`);
    await page.getByTestId('owner-stays').waitFor();
    await eventually(() => page.getByTestId('plan-offer').count()).toBe(0);
  });

  it('an owner who has not paid opening /dashboard/stays and /dashboard/photos sees the plan to buy and a link to it, not an error page', async () => {
    const email = 'unpaid.owner@example.com';
    const { userId } = await subscribedOwner(server, email, []);
    const lodge = await createProperty(server.core.db, { owner_id: userId, name: 'Koča Brez Plačila', total_rooms: 1 });
    const bistro = await createVenue(server.core.db, { owner_id: userId, name: 'Bistro Brez Plačila', total_tables: 4 });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');

    for (const [path, plan] of [
      [`/dashboard/stays?venue=${lodge.venue.id}`, 'stays'],
      [`/dashboard/photos?venue=${lodge.venue.id}`, 'stays'],
      [`/dashboard/photos?venue=${bistro.id}`, 'restaurant'],
    ] as const) {
      await page.goto(path);
      const offer = page.locator(`[data-testid="plan-offer"][data-plan="${plan}"]`);
      await offer.getByRole('heading', { name: plan === 'stays' ? 'Stay Plan' : 'Restaurant Plan' }).waitFor();
      await offer.getByRole('button', { name: 'Subscribe' }).waitFor();
      expect(await offer.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(`/subscription?plan=${plan}`);
      expect(await page.getByText('Failed to load dashboard data').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    }
    await page.locator('[data-testid="plan-offer"]').getByRole('link', { name: 'View Plans' }).click();
    await page.waitForURL((u) => u.pathname === '/subscription' && u.searchParams.get('plan') === 'restaurant');
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
  });

  it('a visitor sees the four plans and is sent to sign in; /plans, /affiliate and /citypacks read in Slovenian', async () => {
    await page.goto('/plans');
    for (const plan of ['restaurant', 'stays', 'sommelier', 'citypacks']) await page.locator(`[data-plan="${plan}"]`).waitFor();
    await page.getByText('The AI review analyzer and busy-day suggestions are included in the Restaurant and Stay plans.').waitFor();
    await page.locator('[data-plan="sommelier"]').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please login to subscribe').waitFor();
    await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('redirect') === '/plans');
    await page.goto('/subscription');
    await page.waitForURL((u) => u.pathname === '/auth');

    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Paketi in cene' }).waitFor();
    await page.locator('[data-plan="restaurant"]').getByText('29 €/mesec').waitFor();
    await page.goto('/affiliate');
    await page.getByRole('heading', { name: 'Partnerski program' }).waitFor();
    await eventually(() => page.getByRole('link', { name: 'Pridružite se partnerskemu programu' }).getAttribute('href')).toBe(
      'https://affiliates.tablestay.si/signup',
    );
    await page.goto('/citypacks');
    await page.getByText('Za uporabo mestnih vodičev se prijavite.').waitFor();
  });
});
