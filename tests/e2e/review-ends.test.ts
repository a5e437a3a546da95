import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProperty, createReservation, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

/**
 * A table's review (/rate) and a stay's (/rate-stay) are one review page with a kind each: after
 * the review is sent both thank the guest the same way and take them home, in either language.
 */

let server: TestServer;
let context: BrowserContext;
let page: Page;

useBrowserSession({ context: { viewport: { width: 390, height: 844 }, locale: 'en-GB' } }, (s) => {
  ({ server, context, page } = s);
});

const ZONE = 'Europe/Ljubljana';

/** A seated dinner yesterday and a stay checked out yesterday, each reviewable by its link. */
async function visits(suffix: string) {
  const db = server.core.db;
  const today = dateIn(ZONE);
  const venue = await createVenue(db, { name: `Gostilna Ob Bregu ${suffix}`, timezone: ZONE });
  const dinner = await createReservation(db, { restaurant_id: venue.id, date: addDays(today, -1), status: 'seated' });
  const { venue: property, roomTypes } = await createProperty(db, { name: `Vila Ob Bregu ${suffix}`, timezone: ZONE });
  const stay = await createStayBooking(db, {
    restaurant_id: property.id,
    room_type_id: roomTypes[0]!.id,
    room_id: roomTypes[0]!.rooms[0]!.id,
    check_in: addDays(today, -3),
    check_out: addDays(today, -1),
    status: 'checked_out',
  });
  return [
    { path: `/rate/${dinner.id}?token=${dinner.token}`, name: venue.name },
    { path: `/rate-stay/${stay.id}?token=${stay.token}`, name: property.name },
  ];
}

/** Opens the review, gives four stars, sends it; answers what the page shows after, and where it went. */
async function review(path: string, texts: { submit: RegExp; done: string; redirecting: string }) {
  await page.goto(path);
  const submit = page.getByRole('button', { name: texts.submit });
  await page.getByRole('radio', { name: /^4 / }).check({ force: true });
  await eventually(() => submit.isDisabled()).toBe(false);
  await submit.click();
  const thanks = page.getByRole('status').filter({ has: page.getByRole('heading', { name: texts.done }) });
  await thanks.getByText(texts.redirecting).waitFor();
  const homeLink = await thanks.getByRole('link').count();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  // The home page has replaced the thanks.
  await thanks.waitFor({ state: 'detached' });
  return { homeLink, path: new URL(page.url()).pathname };
}

describe('after a review at 390 px, a table and a stay end the same way', () => {
  it('"Review Submitted!", "Taking you to the home page…", then home; back again, "Review Submitted!" with the way home', async () => {
    const en = { submit: /^Submit review$/, done: 'Review Submitted!', redirecting: 'Taking you to the home page…' };
    const ends = [];
    for (const { path, name } of await visits('en')) {
      ends.push(await review(path, en));
      // Back in the same page (no reload): the target was asked again, so the form is not offered twice.
      await page.goBack();
      const again = page.getByRole('status').filter({ has: page.getByRole('heading', { name: en.done }) });
      await again.getByText(name).waitFor();
      await again.getByRole('link', { name: /home/i }).waitFor();
      await eventually(() => page.getByRole('button', { name: en.submit }).count()).toBe(0);
    }
    expect(ends).toEqual([
      { homeLink: 0, path: '/' },
      { homeLink: 0, path: '/' },
    ]);
  });

  it('the same in Slovenian', async () => {
    await preferLanguage(context, 'sl');
    const sl = { submit: /^Oddaj oceno$/, done: 'Ocena oddana!', redirecting: 'Preusmerjamo vas na domačo stran …' };
    const ends = [];
    for (const { path } of await visits('sl')) ends.push(await review(path, sl));
    expect(ends).toEqual([
      { homeLink: 0, path: '/' },
      { homeLink: 0, path: '/' },
    ]);
  });
});
