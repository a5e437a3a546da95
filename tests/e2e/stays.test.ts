import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStayBooking } from '@tablestay/core/db/factories';
import { guestLinkHash } from '@tablestay/core/account/guest-link';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';
import { Client, type TestServer } from '../support/server';

interface Stay {
  id: string;
  name: string;
  roomTypes: { id: string; name: string; capacity: number }[];
}

let server: TestServer;
let context: BrowserContext;
let page: Page;
const stays = new Map<string, Stay>();

const INVALID = 'Invalid booking parameters. Please start from the search page.';
const TAKEN = 'This room is no longer available for the selected dates. Please try other dates.';

useBrowserSession({ seed: true, context: { viewport: { width: 1280, height: 900 }, locale: 'en-GB' } }, (s) => {
  ({ server, context, page } = s);
});
beforeAll(async () => {
  const api = new Client(server.url);
  const list = await api.query<{ id: string; name: string }[]>('stay.list', {});
  for (const s of list.data) {
    const detail = await api.query<Stay>('stay.byId', { id: s.id });
    stays.set(s.name, detail.data);
  }
});

/** Dates past the seeded bookings (they reach about 20 days ahead), in the properties' calendar. */
const day = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);
const stay = (name: string) => {
  const s = stays.get(name);
  if (!s) throw new Error(`no seeded stay ${name}`);
  return s;
};
const roomType = (property: string, name: string) => {
  const rt = stay(property).roomTypes.find((r) => r.name === name);
  if (!rt) throw new Error(`no room type ${name} at ${property}`);
  return rt;
};
/** The root layout sets <html data-theme> after it renders, so wait for it rather than read it once. */
const themeIs = (p: Page, value: 'stays' | 'dining') => p.waitForFunction((v) => document.documentElement.dataset.theme === v, value, { timeout: 5000 });
const result = (p: Page, name: string) => p.getByTestId('stay-result').filter({ has: p.getByRole('heading', { name, exact: true }) });
const roomRow = (p: Page, property: string, room: string) =>
  result(p, property)
    .getByTestId('room-type')
    .filter({ has: p.getByRole('heading', { name: room, exact: true }) });

async function book(input: { property: string; room: string; checkIn: string; checkOut: string; email: string }) {
  const rt = roomType(input.property, input.room);
  return new Client(server.url).mutate<{ bookingId: string; viewToken: string }>('stay.book', {
    propertyId: stay(input.property).id,
    roomTypeId: rt.id,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guests: 2,
    guestName: 'Api Guest',
    guestEmail: input.email,
  });
}

describe('stays in the browser', () => {
  it('home stays search → results → Book Stay → /stays/book → deposit → local checkout → confirmation', async () => {
    const checkIn = day(40);
    const checkOut = day(43);
    const email = `stayer-${Date.now()}@example.com`;
    await page.goto('/');
    await themeIs(page, 'dining');
    const form = page.getByRole('search', { name: 'Find a stay' });
    await form.getByLabel('Destination').fill('Bohinj');
    await form.getByLabel('Check-in').fill(checkIn);
    await form.getByLabel('Check-out').fill(checkOut);
    await form.getByLabel('Guests').selectOption('2');
    await form.getByRole('button', { name: 'Search stays' }).click();

    await page.waitForURL((u) => u.pathname === '/stays' && u.searchParams.get('check_in') === checkIn);
    await themeIs(page, 'stays');
    const row = roomRow(page, 'Hiša ob Jezeru', 'Double Room');
    await row.waitFor();
    await eventually(() => row.innerText()).toContain('€120 per night');
    await eventually(() => row.innerText()).toContain('€360');
    await eventually(() => row.innerText()).toContain('total for 3 nights');
    // The Suite (capacity 4, one room) is offered for 2 guests too, with its badge.
    await eventually(() => roomRow(page, 'Hiša ob Jezeru', 'Suite').innerText()).toContain('Only 1 left');
    await eventually(() => page.getByTestId('places-off').innerText()).toMatch(/only stays registered with us are shown/);

    // The property's own page opens on the same dates and guests.
    const property = result(page, 'Hiša ob Jezeru').getByRole('link', { name: 'Hiša ob Jezeru', exact: true });
    await eventually(async () => Object.fromEntries(new URL((await property.getAttribute('href')) ?? '', server.url).searchParams)).toEqual({
      check_in: checkIn,
      check_out: checkOut,
      guests: '2',
    });

    await row.getByRole('link', { name: /^Book Stay/ }).click();
    await page.waitForURL((u) => u.pathname === '/stays/book');
    await eventually(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      property_id: stay('Hiša ob Jezeru').id,
      room_type_id: roomType('Hiša ob Jezeru', 'Double Room').id,
      check_in: checkIn,
      check_out: checkOut,
      guests: '2',
    });
    await themeIs(page, 'stays');
    const summary = page.getByTestId('stay-summary');
    await summary.waitFor();
    await eventually(() => summary.innerText()).toContain('Double Room');
    await eventually(() => summary.innerText()).toContain('3 nights');
    await eventually(() => page.getByTestId('stay-total').innerText()).toBe('€360.00');
    await eventually(() => page.getByTestId('stay-deposit').innerText()).toBe('€20.00');

    // SPEC §5 texts come from core's form schema.
    await page.getByRole('button', { name: 'Book Stay' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Invalid email address').waitFor();
    await page.getByLabel('Name').fill('Maja Novak');
    await page.getByLabel('Email').fill(email);
    await eventually(() => page.getByLabel('Notes (optional)').getAttribute('maxlength')).toBe('500');
    await eventually(() => page.getByLabel('Guests').locator('option').allInnerTexts()).toEqual(['1 guest', '2 guests']);
    await page.getByLabel('Notes (optional)').fill('Arriving late, around 21:00.');
    await page.getByRole('button', { name: 'Book Stay' }).click();

    await page.waitForURL((u) => u.pathname.startsWith('/deposit/') && u.searchParams.get('type') === 'stay' && Boolean(u.searchParams.get('token')));
    const id = new URL(page.url()).pathname.split('/')[2]!;
    const row2 = await server.core.db
      .selectFrom('stay_bookings')
      .select(['status', 'guest_name', 'guest_email', 'guests', 'notes', 'room_type_id', 'view_token'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row2).toEqual({
      status: 'awaiting_deposit',
      guest_name: 'Maja Novak',
      guest_email: email,
      guests: 2,
      notes: 'Arriving late, around 21:00.',
      room_type_id: roomType('Hiša ob Jezeru', 'Double Room').id,
      view_token: guestLinkHash(new URL(page.url()).searchParams.get('token') ?? ''),
    });

    // Deposit → local checkout (a signed event to the real webhook) → confirmation.
    await page.getByRole('button', { name: /Pay deposit/ }).click();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((u) => u.pathname === `/confirmation/${id}` && u.searchParams.get('type') === 'stay');
    await page.getByRole('heading', { name: 'Your stay is booked!' }).waitFor();
    const paid = await server.core.db.selectFrom('stay_bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(paid.status).toBe('confirmed');
  });

  it('invalid or missing booking parameters show the SPEC page with Back to Search', async () => {
    const cases = [
      '/stays/book',
      `/stays/book?property_id=${stay('Vila Ribnik').id}&check_in=${day(50)}&check_out=${day(52)}&guests=2`,
      `/stays/book?property_id=${stay('Vila Ribnik').id}&room_type_id=${roomType('Vila Ribnik', 'Double Room').id}&check_in=${day(52)}&check_out=${day(50)}&guests=2`,
      `/stays/book?property_id=${stay('Vila Ribnik').id}&room_type_id=${roomType('Vila Ribnik', 'Double Room').id}&check_in=${day(50)}&check_out=${day(52)}&guests=11`,
      // Well-formed, but no such room type at this property: the server's quote refuses it.
      `/stays/book?property_id=${stay('Vila Ribnik').id}&room_type_id=${roomType('Alpski Dom', 'Double Room').id}&check_in=${day(50)}&check_out=${day(52)}&guests=2`,
    ];
    for (const path of cases) {
      await page.goto(path);
      await page.getByRole('heading', { name: INVALID }).waitFor();
    }
    await page.getByRole('link', { name: 'Back to Search' }).click();
    await page.waitForURL((u) => u.pathname === '/stays');
    await page.getByRole('search', { name: 'Find a stay' }).waitFor();
    await eventually(() => new URL(page.url()).search).toBe('');
    await themeIs(page, 'stays');
  });

  it('browse: the pets-allowed filter, cards open the property page, and dates are checked there', async () => {
    await page.goto('/stays/find');
    await themeIs(page, 'stays');
    const names = () => page.getByTestId('stay-card').locator('h3').allInnerTexts();
    await page.getByTestId('stay-card').first().waitFor();
    await eventually(async () => (await names()).sort()).toEqual(['Alpski Dom', 'Apartmaji Morje', 'Hiša ob Jezeru', 'Penzion Straža', 'Vila Ribnik']);
    const morje = page.getByTestId('stay-card').filter({ hasText: 'Apartmaji Morje' });
    // Cards show the first four amenities with icons and count the rest.
    await eventually(() => morje.getByRole('list', { name: 'Amenities' }).innerText()).toMatch(
      /Wi-Fi[\s\S]*Parking[\s\S]*Kitchen[\s\S]*Air conditioning[\s\S]*\+3/,
    );
    await eventually(() => morje.innerText()).toMatch(/from\s+€85\s+\/ night/);

    await page.getByRole('switch', { name: 'Pets allowed' }).click();
    await page.waitForURL((u) => u.searchParams.get('pets') === '1');
    await expect.poll(async () => (await names()).sort()).toEqual(['Alpski Dom', 'Vila Ribnik']);
    await eventually(() => page.getByRole('switch', { name: 'Pets allowed' }).getAttribute('aria-checked')).toBe('true');

    await page.getByTestId('stay-card').filter({ hasText: 'Alpski Dom' }).click();
    await page.waitForURL((u) => u.pathname === `/stays/${stay('Alpski Dom').id}`);
    await page.getByRole('heading', { level: 1, name: 'Alpski Dom' }).waitFor();
    await page.getByText('Borovška cesta 70, 4280 Kranjska Gora').waitFor();
    await page.getByTitle('Map of Alpski Dom').waitFor({ state: 'attached' });
    const amenities = page.getByRole('list', { name: 'Amenities' });
    for (const a of ['Wi-Fi', 'Parking', 'Breakfast', 'Spa', 'Gym', 'Pets allowed']) await amenities.getByText(a, { exact: true }).waitFor();

    const check = page.getByRole('search', { name: 'Check availability at Alpski Dom' });
    await check.getByRole('button', { name: 'Check availability' }).click();
    await check.getByText('Please select check-in and check-out dates').waitFor();
    await check.getByLabel('Check-in').fill(day(70));
    await check.getByLabel('Check-out').fill(day(72));
    await check.getByLabel('Guests').selectOption('3');
    await check.getByRole('button', { name: 'Check availability' }).click();
    await page.waitForURL((u) => u.searchParams.get('check_in') === day(70) && u.searchParams.get('guests') === '3');
    await page.getByText('Too small for 3 guests').waitFor();
    const triple = page.getByRole('link', { name: 'Book Stay: Triple Room at Alpski Dom' });
    await triple.click();
    await page.waitForURL((u) => u.pathname === '/stays/book' && u.searchParams.get('room_type_id') === roomType('Alpski Dom', 'Triple Room').id);
    await eventually(() => page.getByTestId('stay-total').innerText()).toBe('€250.00');

    await page.goto('/stays/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Property not found' }).waitFor();
  });

  it('"Only N left" under 3 free rooms, dates required, and /stays/find with dates is a search', async () => {
    const checkIn = day(60);
    const checkOut = day(62);
    expect((await book({ property: 'Apartmaji Morje', room: 'Studio', checkIn, checkOut, email: 'one@example.com' })).status).toBe(200);

    await page.goto(`/stays/find?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
    await page.waitForURL((u) => u.pathname === '/stays' && u.searchParams.get('check_in') === checkIn);
    await result(page, 'Apartmaji Morje').waitFor();
    await eventually(() => roomRow(page, 'Apartmaji Morje', 'Studio').innerText()).toContain('Only 2 left');
    await eventually(() => roomRow(page, 'Apartmaji Morje', 'Apartment').innerText()).not.toContain('left');
    await eventually(() => roomRow(page, 'Alpski Dom', 'Triple Room').innerText()).toContain('Only 2 left');
    await eventually(() => roomRow(page, 'Alpski Dom', 'Double Room').innerText()).not.toContain('left');
    await eventually(() => roomRow(page, 'Hiša ob Jezeru', 'Suite').innerText()).toContain('Only 1 left');

    expect((await book({ property: 'Hiša ob Jezeru', room: 'Suite', checkIn, checkOut, email: 'two@example.com' })).status).toBe(200);
    await page.reload();
    await result(page, 'Hiša ob Jezeru').waitFor();
    await eventually(() => roomRow(page, 'Hiša ob Jezeru', 'Suite').count()).toBe(0);

    await page.goto('/stays?location=Bled&guests=2');
    await page.getByRole('alert').filter({ hasText: 'Please select check-in and check-out dates' }).waitFor();
    const form = page.getByRole('search', { name: 'Find a stay' });
    await eventually(() => form.getByLabel('Destination').inputValue()).toBe('Bled');
    await form.getByRole('button', { name: 'Search' }).click();
    await form.getByText('Please select check-in and check-out dates').waitFor();
    await eventually(() => form.getByLabel('Guests').locator('option').allInnerTexts()).toEqual([
      '1 guest',
      '2 guests',
      '3 guests',
      '4 guests',
      '5 guests',
      '6 guests',
    ]);
  });

  it('a room taken while the guest fills the form gives the "No availability" toast', async () => {
    const checkIn = day(80);
    const checkOut = day(81);
    const rt = roomType('Hiša ob Jezeru', 'Suite');
    await page.goto(`/stays/book?property_id=${stay('Hiša ob Jezeru').id}&room_type_id=${rt.id}&check_in=${checkIn}&check_out=${checkOut}&guests=2`);
    await page.getByTestId('stay-summary').waitFor();
    await page.getByLabel('Name').fill('Late Guest');
    await page.getByLabel('Email').fill('late@example.com');
    expect((await book({ property: 'Hiša ob Jezeru', room: 'Suite', checkIn, checkOut, email: 'first@example.com' })).status).toBe(200);
    await page.getByRole('button', { name: 'Book Stay' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'No availability' });
    await toast.waitFor();
    await eventually(() => toast.innerText()).toContain(TAKEN);
    await eventually(() => toast.getAttribute('data-type')).toBe('error');
    await eventually(() => page.url()).toContain('/stays/book');
    await eventually(() => page.getByRole('button', { name: 'Book Stay' }).isDisabled()).toBe(true);
    const rows = await server.core.db
      .selectFrom('stay_bookings')
      .select('guest_email')
      .where('room_type_id', '=', rt.id)
      .where('check_in', '=', checkIn)
      .execute();
    expect(rows).toEqual([{ guest_email: 'first@example.com' }]);
  });

  it('rates a stay after check-out via /rate-stay, once, then goes home', async () => {
    const db = server.core.db;
    const property = stay('Vila Ribnik');
    const rt = roomType('Vila Ribnik', 'Double Room');
    const room = await db.selectFrom('rooms').select('id').where('room_type_id', '=', rt.id).executeTakeFirstOrThrow();
    const token = randomBytes(24).toString('base64url');
    const booking = await createStayBooking(db, {
      restaurant_id: property.id,
      room_type_id: rt.id,
      room_id: room.id,
      guest_name: 'Rated Guest',
      guest_email: 'rated@example.com',
      guests: 2,
      check_in: day(-5),
      check_out: day(-2),
      status: 'checked_out',
      token,
      deposit_eur: 20,
      price_per_night_eur: 110,
    });

    // The page's clock runs as usual until it is stopped below, so the redirect home is stepped through, not waited for.
    await page.clock.install();
    await page.goto(`/rate-stay/${booking.id}`);
    await page.getByRole('heading', { name: 'Invalid access link' }).waitFor();
    await page.goto(`/rate-stay/${booking.id}?token=wrong-${token}`);
    await page.getByRole('heading', { name: 'Booking not found or access denied' }).waitFor();

    await page.goto(`/rate-stay/${booking.id}?token=${token}`);
    await page.getByRole('heading', { name: 'Rate Your Stay' }).waitFor();
    await page.getByText('Vila Ribnik').waitFor();
    const submit = page.getByRole('button', { name: 'Submit review' });
    await eventually(() => submit.isDisabled()).toBe(true);

    // Keyboard only: focus the first star, choose it, then arrow to four.
    await page.getByRole('radio', { name: /^1 of 5 stars/ }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await eventually(() => page.getByRole('radio', { name: /^4 of 5 stars/ }).isChecked()).toBe(true);
    await eventually(() => submit.isDisabled()).toBe(false);

    await page.getByLabel('Your name (optional)').fill('Maja');
    await eventually(() => page.getByLabel('Your name (optional)').getAttribute('maxlength')).toBe('100');
    const comment = page.getByLabel('Comment (optional)');
    await comment.fill('y'.repeat(1001));
    await page.getByText('Comment must be less than 1000 characters').waitFor();
    await page.getByText('1001 / 1000').waitFor();
    await eventually(() => submit.isDisabled()).toBe(true);
    await comment.fill('Quiet room over the garden, lovely breakfast.');
    // Stopped before the review is sent, the page's clock moves only as the test steps it, however
    // slow the machine: stepped 20 ms at a time until "Review Submitted!" and its toast show, then a second on
    // the page has not left (nothing else could move it), and past the redirect's delay it has gone
    // home. (Paused a second ahead, so the pause is never in the page's past.)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await submit.click();
    const submitted = page.getByRole('heading', { name: 'Review Submitted!' });
    const thanked = page.locator('[data-sonner-toast]').filter({ hasText: 'Thank you for your feedback!' });
    // React reveals the lazily loaded toaster after its Suspense throttle (300 ms of the page's
    // clock), about 300 ms in, well before the redirect at 2 s: polled for up to 15 s of real time.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(20);
          return [await submitted.isVisible(), await thanked.isVisible()];
        },
        { timeout: 15_000, interval: 50 },
      )
      .toEqual([true, true]);
    await page.clock.runFor(1000);
    expect(new URL(page.url()).pathname).toBe(`/rate-stay/${booking.id}`);
    await page.clock.runFor(4000);
    await page.clock.resume();
    await page.waitForURL((u) => u.pathname === '/');

    const reviews = await db
      .selectFrom('stay_reviews')
      .select(['rating', 'guest_name', 'comment', 'restaurant_id'])
      .where('stay_booking_id', '=', booking.id)
      .execute();
    expect(reviews).toEqual([{ rating: 4, guest_name: 'Maja', comment: 'Quiet room over the garden, lovely breakfast.', restaurant_id: property.id }]);

    await page.goto(`/rate-stay/${booking.id}?token=${token}`);
    await page.getByRole('heading', { name: 'Review Submitted!' }).waitFor();
    await eventually(() => page.getByText(/already reviewed your stay at Vila Ribnik/).count()).toBe(1);

    // The property's page lists it, newest first, as a restaurant's page lists its reviews.
    await page.goto(`/stays/${property.id}`);
    const reviewsCard = page.getByTestId('venue-reviews');
    await reviewsCard.getByRole('heading', { name: 'Guest reviews' }).waitFor();
    const newest = reviewsCard.getByRole('listitem').first();
    await eventually(() => newest.innerText()).toContain('Quiet room over the garden, lovely breakfast.');
    await newest.getByText('Maja').waitFor();
    await newest.getByRole('img', { name: 'Rated 4 of 5' }).waitFor();

    await preferLanguage(context, 'sl');
    await page.goto(`/stays/${property.id}`);
    await reviewsCard.getByRole('heading', { name: 'Mnenja gostov' }).waitFor();
    await eventually(() => newest.innerText()).toContain('Quiet room over the garden, lovely breakfast.');
    await newest.getByRole('img', { name: 'Ocena 4 od 5' }).waitFor();
    await preferLanguage(context, 'en');
  });

  it('speaks Slovenian on the stays pages', async () => {
    await preferLanguage(context, 'sl');
    await page.goto('/stays/book');
    await page.getByRole('heading', { name: 'Neveljavni parametri rezervacije. Začnite na strani za iskanje.' }).waitFor();
    await page.getByRole('link', { name: 'Nazaj na iskanje' }).click();
    await page.getByRole('heading', { name: 'Poiščite nastanitev' }).waitFor();
    await page.getByRole('switch', { name: 'Hišni ljubljenčki dovoljeni' }).waitFor();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('sl');
  });
});
