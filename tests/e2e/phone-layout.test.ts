import { formatDate } from '@tablestay/core/i18n/format';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';
import { fillPhotos } from '../support/photos';
import type { TestServer } from '../support/server';

/**
 * The phone sweep at 360 px, the narrowest phone the product is laid out for: on the main guest and
 * owner pages the floating chat button never covers a field or a button scrolled into view, no badge
 * wraps onto a second line, and nothing is wider than the screen. Then the Slovenian dates: months
 * after a day in the genitive, the same in Chromium as in Node (core's formatDate).
 */
let server: TestServer;
let page: Page;
useBrowserSession({ seed: true, context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' } }, (s) => {
  ({ server, page } = s);
});

let owner = { id: '', restaurant: '', property: '' };
let guestVenue = '';
let guestProperty = '';
beforeAll(async () => {
  const db = server.core.db;
  const { id } = await db.selectFrom('users').select('id').where('email', '=', 'owner@tablestay.si').executeTakeFirstOrThrow();
  const venues = await db.selectFrom('restaurants').select(['id', 'name', 'owner_id', 'total_rooms']).execute();
  const restaurant = venues.find((v) => v.owner_id === id && v.name !== 'Vila Ribnik')!;
  owner = { id, restaurant: restaurant.id, property: venues.find((v) => v.name === 'Vila Ribnik')!.id };
  guestVenue = venues.find((v) => v.name === 'Gostilna Pri Lipi')!.id;
  guestProperty = owner.property;
  // Photos with their Remove buttons on the owner's photo page.
  await fillPhotos(server, owner.restaurant, id, 3);
});

/**
 * What is wrong with the page's layout at this width: every visible field and button, scrolled to
 * the middle of the screen as a visitor would scroll to it, must lie clear of the chat button; every
 * badge (a small rounded pill) keeps to one line; the page does not scroll sideways.
 */
function layoutProblems(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const problems: string[] = [];
    const chat = document.querySelector<HTMLElement>('[data-testid="chat-button"]');
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? (e as HTMLInputElement).labels?.[0]?.textContent ?? e.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (e: HTMLElement) => {
      const r = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      return r.width > 4 && r.height > 4 && style.visibility !== 'hidden' && !e.closest('[inert],[aria-hidden="true"]');
    };
    if (chat) {
      const controls = [...document.querySelectorAll<HTMLElement>('main input, main select, main textarea, main button, footer a, footer button')];
      for (const control of controls) {
        if (!visible(control)) continue;
        control.scrollIntoView({ block: 'center', behavior: 'instant' });
        const a = control.getBoundingClientRect();
        const b = chat.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) problems.push(`chat button covers ${name(control)}`);
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
    for (const badge of document.querySelectorAll<HTMLElement>('.rounded-full.text-xs')) {
      if (!visible(badge) || !badge.textContent?.trim()) continue;
      const line = parseFloat(getComputedStyle(badge).lineHeight);
      if (badge.getBoundingClientRect().height > 1.8 * line) problems.push(`badge wraps: ${name(badge)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`page is ${document.documentElement.scrollWidth} px wide`);
    return problems;
  });
}

/** Opens a page, waits for what shows it has loaded, and sweeps it. */
async function sweep(path: string, loaded: (p: Page) => Promise<unknown>) {
  await page.goto(path);
  await page.getByTestId('chat-button').waitFor();
  await loaded(page);
  await eventually(() => layoutProblems(page).then((list) => list.map((x) => `${path}: ${x}`))).toEqual([]);
}

const heading = (p: Page) => p.locator('main h1').first().waitFor();

async function signInAsOwner() {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('owner@tablestay.si');
  await page.getByLabel('Password').fill('owner-demo-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/auth');
}

describe('a 360 px phone', () => {
  it('keeps the chat button off the guest pages’ fields and buttons, badges on one line', async () => {
    await sweep('/', heading);
    await sweep('/find', heading);
    await sweep('/dining', (p) => p.getByTestId('restaurant-card').first().waitFor());
    await sweep(`/restaurants/${guestVenue}`, heading);
    await sweep(`/book?restaurant_id=${guestVenue}`, (p) => p.getByLabel('Email').waitFor());
    await sweep('/stays', heading);
    await sweep(`/stays/${guestProperty}`, heading);
    await sweep('/auth', (p) => p.getByLabel('Password').waitFor());
    await sweep('/plans', heading);
  });

  it('keeps it off the owner’s pages: the onboarding wizard’s Save, a photo’s Remove, the dashboards', async () => {
    await signInAsOwner();
    await sweep('/owners/onboarding', (p) => p.getByRole('button', { name: 'Save', exact: true }).waitFor());
    await sweep(`/dashboard/photos?venue=${owner.restaurant}`, (p) =>
      p
        .getByRole('button', { name: /Remove/ })
        .first()
        .waitFor(),
    );
    await sweep('/dashboard', (p) => p.getByRole('tab').first().waitFor());
    await sweep(`/dashboard/stays?venue=${owner.property}`, heading);
    await sweep('/subscription', heading);
    await sweep('/me', heading);
  });
});

describe('Slovenian dates', () => {
  it('put the month after a day in the genitive, as Node writes it with the same core function', async () => {
    await preferLanguage(page.context(), 'sl');
    await signInAsOwner();
    const sub = await server.core.db
      .selectFrom('subscriptions')
      .select('current_period_end')
      .where('user_id', '=', owner.id)
      .where('product', '=', 'restaurant')
      .executeTakeFirstOrThrow();
    const end = formatDate('sl', new Date(sub.current_period_end!));
    expect(end).toMatch(/^\d{1,2}\. (januarja|februarja|marca|aprila|maja|junija|julija|avgusta|septembra|oktobra|novembra|decembra) \d{4}$/);
    await page.goto('/subscription');
    await page.getByTestId('current-restaurant').waitFor();
    await page
      .getByText(new RegExp(`^(Podaljša se|Aktivno do) ${end}$`))
      .first()
      .waitFor();
  });
});
