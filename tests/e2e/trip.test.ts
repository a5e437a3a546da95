import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';
import { Client, type TestServer } from '../support/server';

/**
 * The trip at phone size (ADR 112), in English and in Slovenian: a stay in Ljubljana (the demo town
 * with both a property, Vila Ribnik, and restaurants, Gostilna Pri Lipi and Zeleni Vrt), two
 * dinners added on its deposit page, every deposit paid in one sitting on the local checkout, the
 * trip on /me, its one calendar file, and the stay cancelled with its dinners.
 */

let server: TestServer;
let context: BrowserContext;
let page: Page;
let property: { id: string; roomTypeId: string };

useBrowserSession({ seed: true, context: { viewport: { width: 360, height: 740 }, locale: 'en-GB' } }, (s) => {
  ({ server, context, page } = s);
});

beforeAll(async () => {
  const api = new Client(server.url);
  const list = await api.query<{ id: string; name: string }[]>('stay.list', {});
  const id = list.data.find((s) => s.name === 'Vila Ribnik')!.id;
  const detail = await api.query<{ roomTypes: { id: string; name: string }[] }>('stay.byId', { id });
  property = { id, roomTypeId: detail.data.roomTypes.find((r) => r.name === 'Double Room')!.id };
});

const day = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);

const WORDS = {
  en: { addDinners: 'Add dinners', choose: 'Choose', time: 'Time on', title: 'Your trip to Ljubljana', cancelled: 'Your stay and 2 dinners are cancelled.' },
  sl: {
    addDinners: 'Dodajte večerje',
    choose: 'Izberi',
    time: 'Ura,',
    title: 'Vaše potovanje: Ljubljana',
    cancelled: 'Vaše bivanje in večerje (2) so preklicane.',
  },
};

/** axe's WCAG 2 A/AA violations on the page as it is now. */
async function violations() {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Adds a dinner at each restaurant on the first two evenings of the stay on its deposit page, the second at 20:00; lands on the trip page. */
async function addTwoDinners(lang: 'en' | 'sl') {
  const w = WORDS[lang];
  const section = page.getByTestId('add-dinners');
  await section.getByRole('heading', { name: w.addDinners }).waitFor();
  const evenings = section.locator(':scope > ol > li');
  await evenings
    .nth(0)
    .getByRole('checkbox', { name: `${w.choose} Gostilna Pri Lipi` })
    .check();
  // The second evening at 20:00: the list follows the time chosen.
  await evenings
    .nth(1)
    .getByRole('combobox', { name: new RegExp(w.time) })
    .selectOption('20:00');
  // By keyboard: the restaurants are native checkboxes.
  const second = evenings.nth(1).getByRole('checkbox', { name: `${w.choose} Zeleni Vrt` });
  await second.focus();
  await page.keyboard.press('Space');
  await eventually(() => second.isChecked()).toBe(true);
  // Phone-first: nothing wider than the screen, and no WCAG 2 A/AA violation.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await eventually(violations).toEqual([]);
  await section.getByTestId('add-dinners-submit').click();
  await page.waitForURL((u) => u.pathname.startsWith('/trips/') && Boolean(u.searchParams.get('token')));
  await page.getByRole('heading', { name: w.title }).waitFor();
  await eventually(() => page.getByTestId('trip-dinner').count()).toBe(2);
  await eventually(() => page.getByTestId('trip-stay').count()).toBe(2);
  await eventually(violations).toEqual([]);
  return new URL(page.url());
}

/** "Pay all deposits": each venue's checkout in turn, back to the trip after each, until all are paid. */
async function payAll(n: number) {
  await page.getByTestId('pay-all').click();
  for (let i = 0; i < n; i++) {
    await page.waitForURL((u) => u.pathname.startsWith('/checkout/local/'));
    await page.locator('button[type=submit]').click();
  }
  await page.getByTestId('all-paid').waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toMatch(/^\/trips\//);
}

async function tripRows(tripId: string) {
  const db = server.core.db;
  const trip = await db.selectFrom('trips').select('stay_booking_id').where('id', '=', tripId).executeTakeFirstOrThrow();
  const stay = await db.selectFrom('stay_bookings').select('status').where('id', '=', trip.stay_booking_id).executeTakeFirstOrThrow();
  const tables = await db
    .selectFrom('trip_reservations as tr')
    .innerJoin('reservations as r', 'r.id', 'tr.reservation_id')
    .select(['r.status', 'r.party_size'])
    .where('tr.trip_id', '=', tripId)
    .execute();
  return { stay: stay.status, tables: tables.map((t) => t.status), party: tables.map((t) => t.party_size) };
}

async function calendar() {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trip-calendar').click()]);
  return readFile((await download.path())!, 'utf8');
}

async function signInByLink(email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('status').getByText('Check your email for a sign-in link.').waitFor();
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Your sign-in link' }).first().click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/me');
}

describe('the trip at 360 px', () => {
  it('English: book three nights, add two dinners, pay all deposits, see the trip on /me, download one calendar, cancel the stay with its dinners', async () => {
    const email = `trip-en-${Date.now()}@example.com`;
    await page.goto(`/stays/book?property_id=${property.id}&room_type_id=${property.roomTypeId}&check_in=${day(45)}&check_out=${day(48)}&guests=2`);
    await page.getByLabel('Name').fill('Maja Novak');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Book Stay' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/deposit/') && u.searchParams.get('type') === 'stay');

    const trip = await addTwoDinners('en');
    const tripId = trip.pathname.split('/')[2]!;
    expect(await tripRows(tripId)).toEqual({ stay: 'awaiting_deposit', tables: ['awaiting_deposit', 'awaiting_deposit'], party: [2, 2] });
    // Phone-first: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await payAll(3);
    expect(await tripRows(tripId)).toEqual({ stay: 'confirmed', tables: ['confirmed', 'confirmed'], party: [2, 2] });

    const ics = await calendar();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('SUMMARY:Table at Gostilna Pri Lipi');
    expect(ics).toContain('SUMMARY:Table at Zeleni Vrt');

    await signInByLink(email);
    const card = page.getByTestId('trip-card');
    await eventually(() => card.count()).toBe(1);
    await eventually(() => card.innerText()).toContain('Vila Ribnik');
    await card.getByRole('link', { name: 'Open trip' }).click();
    await page.waitForURL((u) => u.pathname === `/trips/${tripId}`);

    // The AI City Pack is the add-on's: without it the trip page says so.
    const pack = page.getByTestId('trip-city-pack');
    await pack.getByRole('button', { name: 'Plan my days' }).click();
    await pack.getByRole('alert').getByText('Subscription required — Please subscribe to use AI City Packs').waitFor();

    // The trip page offers to cancel the stay with its dinners; so does the stay's own Cancel on /me.
    await eventually(() => page.getByTestId('cancel-trip').getByRole('checkbox').isChecked()).toBe(true);
    await page.goto('/me');
    const stayCard = page.getByTestId('stay-card').filter({ hasText: 'Vila Ribnik' });
    // The stay's card opens Add dinners too (signed in, no link): the trip's dinners show as held.
    await stayCard.getByRole('button', { name: 'Add dinners' }).click();
    await eventually(() => stayCard.getByTestId('dinner-held').count()).toBe(2);
    await stayCard.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.getByRole('checkbox', { name: 'Also cancel the dinners of this trip' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText(WORDS.en.cancelled).waitFor();
    expect(await tripRows(tripId)).toEqual({ stay: 'cancelled', tables: ['cancelled', 'cancelled'], party: [2, 2] });
  });

  it('Slovenian: the same trip in Slovenian, paid in one sitting and cancelled with its dinners', async () => {
    await preferLanguage(context, 'sl');
    const email = `trip-sl-${Date.now()}@example.com`;
    const booked = await new Client(server.url).mutate<{ bookingId: string; viewToken: string }>('stay.book', {
      propertyId: property.id,
      roomTypeId: property.roomTypeId,
      checkIn: day(55),
      checkOut: day(58),
      guests: 2,
      guestName: 'Janez Kranjc',
      guestEmail: email,
    });
    await page.goto(`/deposit/${booked.data.bookingId}?token=${booked.data.viewToken}&type=stay`);
    const trip = await addTwoDinners('sl');
    const tripId = trip.pathname.split('/')[2]!;
    await eventually(() => page.getByTestId('itinerary').innerText()).toContain('Večerja: Zeleni Vrt, 20:00');
    await payAll(3);
    expect((await tripRows(tripId)).tables).toEqual(['confirmed', 'confirmed']);
    const ics = await calendar();
    expect(ics).toContain('SUMMARY:Miza v Gostilna Pri Lipi');
    await page.getByTestId('cancel-trip-submit').click();
    await page.getByText(WORDS.sl.cancelled).waitFor();
    expect(await tripRows(tripId)).toEqual({ stay: 'cancelled', tables: ['cancelled', 'cancelled'], party: [2, 2] });
  });

  it('English: the stay form books the stay and a dinner together, straight to the trip', async () => {
    const email = `trip-form-${Date.now()}@example.com`;
    await page.goto(`/stays/book?property_id=${property.id}&room_type_id=${property.roomTypeId}&check_in=${day(65)}&check_out=${day(67)}&guests=2`);
    const section = page.getByTestId('add-dinners');
    await section.locator(':scope > ol > li').nth(1).getByRole('checkbox', { name: 'Choose Gostilna Pri Lipi' }).check();
    await page.getByLabel('Name').fill('Maja Novak');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Book Stay' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/trips/') && Boolean(u.searchParams.get('token')));
    await eventually(() => page.getByTestId('trip-dinner').count()).toBe(1);
    const tripId = new URL(page.url()).pathname.split('/')[2]!;
    expect(await tripRows(tripId)).toEqual({ stay: 'awaiting_deposit', tables: ['awaiting_deposit'], party: [2] });
  });
});
