import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddedDinners } from '@tablestay/core/trip/schema';
import { createReservation } from '@tablestay/core/db/factories';
import { addDays } from '@tablestay/core/time/zone';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';
import { dayWhere, fitsHours, venueRules } from '../support/clock';
import { Client, type TestServer } from '../support/server';

/**
 * The trip at phone size, as a guest walks it (ADR 112): "Add dinners" says what it offers once, and
 * when a table is taken meanwhile the answer comes into view with what is still free kept chosen;
 * cancelling on the trip's page asks first, with the dinners ticked, as /me does, and afterwards the
 * page says the trip is cancelled and offers no calendar, not "All deposits are paid".
 */

let server: TestServer;
let page: Page;
let context: Parameters<typeof preferLanguage>[0];
useBrowserSession({ seed: true, context: { viewport: { width: 360, height: 740 }, locale: 'en-GB' } }, (s) => {
  ({ server, page, context } = s);
});

let property: { id: string; roomTypeId: string };
let dinnerAt: string;
beforeAll(async () => {
  const api = new Client(server.url);
  const id = (await api.query<{ id: string; name: string }[]>('stay.list', {})).data.find((s) => s.name === 'Penzion Straža')!.id;
  const detail = await api.query<{ roomTypes: { id: string; name: string }[] }>('stay.byId', { id });
  property = { id, roomTypeId: detail.data.roomTypes.find((r) => r.name === 'Double Room')!.id };
  dinnerAt = (await server.core.db.selectFrom('restaurants').select('id').where('name', '=', 'Gostilna Pod Gradom').executeTakeFirstOrThrow()).id;
});

let seq = 0;
/** A two-night stay in Bled with a dinner on its first evening, booked over the API: the trip page's link. */
async function trip(from: number): Promise<string> {
  const api = new Client(server.url);
  const rules = await venueRules(server.core.db, 'Gostilna Pod Gradom');
  const checkIn = await dayWhere((d) => fitsHours(d, '19:30', rules), { from });
  const booked = await api.mutate<AddedDinners>('trip.book', {
    propertyId: property.id,
    roomTypeId: property.roomTypeId,
    checkIn,
    checkOut: addDays(checkIn, 2),
    guests: 2,
    guestName: 'Mira Preklic',
    guestEmail: `trip-cancel-${++seq}-${Date.now()}@example.com`,
    dinners: [{ restaurantId: dinnerAt, date: checkIn, time: '19:30' }],
  });
  expect([booked.status, booked.error?.message]).toEqual([200, undefined]);
  return `/trips/${booked.data.tripId}?token=${booked.data.tripToken}`;
}

const statuses = async (url: string) => {
  const id = url.split('/')[2]!.split('?')[0]!;
  const stay = await server.core.db
    .selectFrom('trips as t')
    .innerJoin('stay_bookings as s', 's.id', 't.stay_booking_id')
    .select('s.status')
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();
  return stay.status;
};

describe('adding dinners when a table is taken meanwhile', () => {
  it('brings the refusal and its free times into view and keeps the other evening chosen; the help is said once', async () => {
    const api = new Client(server.url);
    const first = await venueRules(server.core.db, 'Okrepčevalnica Bled');
    const checkIn = await dayWhere((d) => fitsHours(d, '19:30', first) && fitsHours(addDays(d, 1), '19:30', first), { from: 70 });
    const stay = await api.mutate<{ bookingId: string; viewToken: string }>('stay.book', {
      propertyId: property.id,
      roomTypeId: property.roomTypeId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 2,
      guestName: 'Tara Zasedena',
      guestEmail: `trip-taken-${Date.now()}@example.com`,
    });
    await page.goto(`/deposit/${stay.data.bookingId}?type=stay&token=${stay.data.viewToken}`);
    const section = page.getByTestId('add-dinners');
    const evenings = section.locator(':scope > ol > li');
    await eventually(() => evenings.count()).toBe(2);
    await eventually(() => section.getByText(/^Restaurants in Bled/).count()).toBe(1);
    await evenings.nth(0).getByRole('checkbox', { name: 'Choose Okrepčevalnica Bled' }).check();
    await evenings.nth(1).getByRole('checkbox', { name: 'Choose Gostilna Pod Gradom' }).check();
    // Meanwhile Okrepčevalnica Bled fills up at 19:30 on the first evening.
    const venue = await server.core.db
      .selectFrom('restaurants')
      .select(['id', 'total_tables'])
      .where('name', '=', 'Okrepčevalnica Bled')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < venue.total_tables; i++)
      await createReservation(server.core.db, { restaurant_id: venue.id, date: checkIn, time: '19:30', guest_name: `Walk-in ${i}`, status: 'confirmed' });
    await section.getByTestId('add-dinners-submit').click();
    const refusal = page.getByTestId('trip-taken');
    await refusal.waitFor();
    await eventually(() =>
      refusal.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    expect(await evenings.nth(1).getByRole('checkbox', { name: 'Choose Gostilna Pod Gradom' }).isChecked()).toBe(true);
    await eventually(() => section.getByTestId('add-dinners-submit').innerText()).toBe('Add 1 to my trip');
  });
});

describe('cancelling a trip on its page', () => {
  for (const lang of ['en', 'sl'] as const) {
    it(`${lang}: asks first, keeps everything on "Keep", cancels stay and dinner on confirm, then says so and offers no calendar`, async () => {
      if (lang === 'sl') await preferLanguage(context, 'sl');
      const w =
        lang === 'en'
          ? { cancel: 'Cancel stay', keep: 'Keep', confirm: 'Yes, cancel', dinners: 'Also cancel the dinners of this trip', done: 'This trip is cancelled.' }
          : {
              cancel: 'Prekliči bivanje',
              keep: 'Obdrži',
              confirm: 'Da, prekliči',
              dinners: 'Prekliči tudi večerje tega potovanja',
              done: 'To potovanje je preklicano.',
            };
      const url = await trip(lang === 'en' ? 30 : 40);
      await page.goto(url);
      await page.getByTestId('trip-calendar').waitFor();
      // One tap opens a question; keeping changes nothing.
      await page.getByTestId('cancel-trip-submit').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('checkbox', { name: w.dinners }).waitFor();
      expect(await dialog.getByRole('checkbox', { name: w.dinners }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: w.keep }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await statuses(url)).toBe('awaiting_deposit');
      // Confirmed: the stay and its dinner go, and the page says the trip is cancelled.
      await page.getByTestId('cancel-trip-submit').click();
      await page.getByRole('alertdialog').getByRole('button', { name: w.confirm }).click();
      await page.getByTestId('trip-cancelled').getByText(w.done).waitFor();
      await eventually(() => statuses(url)).toBe('cancelled');
      expect(await page.getByTestId('all-paid').count()).toBe(0);
      expect(await page.getByTestId('trip-calendar').count()).toBe(0);
      expect(await page.getByTestId('cancel-trip').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
