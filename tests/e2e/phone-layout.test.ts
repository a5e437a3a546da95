import { formatDate } from '@tablestay/core/i18n/format';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, useBrowserSession } from '../support/browser';
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
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: page.evaluate sends this one function's source
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? (e as HTMLInputElement).labels?.[0]?.textContent ?? e.textContent ?? '').trim().slice(0, 40)}"`;
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- as above
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
      // At the page's end nothing at all lies under the button: no text, no control, the footer's neither.
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      const b = chat.getBoundingClientRect();
      // Text scrolled under the sticky header is hidden by the header itself, chat button or not
      // (on the owner's console the button sits in the header, ADR 116).
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (!text.textContent?.trim() || !parent || chat.contains(parent) || !visible(parent) || getComputedStyle(parent).position === 'fixed') continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const a of range.getClientRects())
          if (a.bottom > headerBottom && !parent.closest('header') && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            problems.push(`chat button covers the text "${text.textContent.trim().slice(0, 40)}" at the page's end`);
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

/** Opens a page and waits for what shows it has loaded; returns the sweep to poll. */
async function opened(path: string, loaded: (p: Page) => Promise<unknown>) {
  await page.goto(path);
  await page.getByTestId('chat-button').waitFor();
  await loaded(page);
  return () => layoutProblems(page).then((list) => list.map((x) => `${path}: ${x}`));
}

const heading = (p: Page) => p.locator('main h1').first().waitFor();
const removeButton = (p: Page) =>
  p
    .getByRole('button', { name: /Remove/ })
    .first()
    .waitFor();

async function signInAsOwner() {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('owner@tablestay.si');
  await page.getByLabel('Password').fill('owner-demo-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/auth');
}

describe('a 360 px phone', () => {
  it('keeps the chat button off the guest pages’ fields and buttons, badges on one line', async () => {
    await eventually(await opened('/', heading)).toEqual([]);
    await eventually(await opened('/find', heading)).toEqual([]);
    await eventually(await opened('/dining', (p) => p.getByTestId('restaurant-card').first().waitFor())).toEqual([]);
    await eventually(await opened(`/restaurants/${guestVenue}`, heading)).toEqual([]);
    await eventually(await opened(`/book?restaurant_id=${guestVenue}`, (p) => p.getByLabel('Email').waitFor())).toEqual([]);
  });

  it("opens the header's menu with a 44 × 44 button and closes it with another", async () => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.waitFor();
    const box = (await open.boundingBox())!;
    expect([box.width >= 44, box.height >= 44]).toEqual([true, true]);
    await open.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    const closeBox = (await close.boundingBox())!;
    expect([closeBox.width >= 44, closeBox.height >= 44]).toEqual([true, true]);
  });

  it('keeps it off the stays, sign-in and plans pages', async () => {
    await eventually(await opened('/stays', heading)).toEqual([]);
    await eventually(await opened(`/stays/${guestProperty}`, heading)).toEqual([]);
    await eventually(await opened('/auth', (p) => p.getByLabel('Password').waitFor())).toEqual([]);
    await eventually(await opened('/plans', heading)).toEqual([]);
  });

  it('keeps it off the text at the end of a Slovenian page, whose words run longer', async () => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await eventually(await opened('/', heading)).toEqual([]);
    await eventually(await opened(`/book?restaurant_id=${guestVenue}`, (p) => p.getByLabel('E-pošta').waitFor())).toEqual([]);
  });

  it('keeps it off the owner’s pages: the onboarding wizard’s Save, a photo’s Remove, the dashboards', async () => {
    await signInAsOwner();
    await eventually(await opened('/owners/onboarding', (p) => p.getByRole('button', { name: 'Save', exact: true }).waitFor())).toEqual([]);
    await eventually(await opened(`/dashboard/photos?venue=${owner.restaurant}`, removeButton)).toEqual([]);
    await eventually(await opened('/dashboard', (p) => p.getByRole('tab').first().waitFor())).toEqual([]);
    await eventually(await opened(`/dashboard/stays?venue=${owner.property}`, heading)).toEqual([]);
    await eventually(await opened('/subscription', heading)).toEqual([]);
    await eventually(await opened('/me', heading)).toEqual([]);
  });
});

describe("the owner's console", () => {
  it('docks the chat button in the header beside the menu: "View all" at the screen\'s foot is clear of it, and it still opens the chat', async () => {
    await signInAsOwner();
    await page.goto(`/dashboard?venue=${owner.restaurant}`);
    await page.getByRole('button', { name: 'View all' }).first().waitFor();
    const clash = () =>
      page.evaluate(() => {
        // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: page.evaluate sends this one function's source
        const box = (e: Element) => e.getBoundingClientRect();
        // oxlint-disable-next-line unicorn/consistent-function-scoping -- as above
        const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const chat = box(document.querySelector('[data-testid="chat-button"]')!);
        const header = box(document.querySelector('header')!);
        const problems: string[] = [];
        if (chat.bottom > header.bottom) problems.push('chat button below the header');
        for (const b of document.querySelectorAll('header button'))
          if (overlap(box(b), chat) && !b.matches('[data-testid="chat-button"]')) problems.push('covers a header button');
        for (const b of [...document.querySelectorAll('main button')].filter((e) => e.textContent?.trim() === 'View all')) {
          // Where the walk found it: at the foot of the screen, under the old floating button.
          b.scrollIntoView({ block: 'end', behavior: 'instant' });
          if (overlap(box(b), box(document.querySelector('[data-testid="chat-button"]')!))) problems.push('covers View all');
        }
        return problems;
      });
    await eventually(clash).toEqual([]);
    await page.getByTestId('chat-button').click();
    await page.getByRole('dialog').waitFor();
  });
});

describe("the owner's tabs", () => {
  it('an owner of a restaurant and a property who taps Stays sees the property, not "No rooms yet"; Restaurant goes back', async () => {
    await signInAsOwner();
    await page.goto(`/dashboard?venue=${owner.restaurant}`);
    const restaurantName = (await server.core.db.selectFrom('restaurants').select('name').where('id', '=', owner.restaurant).executeTakeFirstOrThrow()).name;
    await page.getByRole('heading', { level: 1, name: restaurantName }).waitFor();
    await page.getByRole('tab', { name: 'Stays' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vila Ribnik' }).waitFor();
    expect(await page.getByTestId('owner-stays-empty').count()).toBe(0);
    await eventually(() => new URL(page.url()).searchParams.get('venue')).toBe(owner.property);
    await page.getByRole('tab', { name: 'Restaurant' }).click();
    await page.getByRole('heading', { level: 1, name: restaurantName }).waitFor();
  });
});

describe('Slovenian dates', () => {
  it('put the month after a day in the genitive, as Node writes it with the same core function', async () => {
    await signInAsOwner();
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
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
