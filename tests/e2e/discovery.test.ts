import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';
import { Client, type TestServer } from '../support/server';

interface Venue {
  id: string;
  name: string;
}
interface Featured {
  id: string;
  title: string;
}

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let venues: Map<string, Venue>;
let featured: Featured[];

useBrowserSession({ seed: true, context: { viewport: { width: 1280, height: 800 }, locale: 'en-GB' } }, (s) => {
  ({ server, browser, context, page } = s);
});
beforeAll(async () => {
  const api = new Client(server.url);
  const list = await api.query<Venue[]>('restaurant.list', {});
  venues = new Map(list.data.map((v) => [v.name, v]));
  featured = (await api.query<Featured[]>('restaurant.featured')).data;
});

const venue = (name: string) => {
  const v = venues.get(name);
  if (!v) throw new Error(`no seeded venue ${name}`);
  return v;
};
const card = (name: string) => page.getByTestId('restaurant-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardCount = (name: string) => card(name).count();
const activeTitle = (p: Page) => p.getByTestId('featured-carousel').locator('[data-active="true"] h3').innerText();
const hoursOf = (table: Locator, day: string) =>
  table
    .getByRole('row', { name: new RegExp(`^${day}`) })
    .getByRole('cell')
    .innerText();

describe('home dining search', () => {
  it('is disabled while empty, suggests after 2 characters with one debounced request, and submits to /find', async () => {
    const suggestCalls: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('restaurant.suggest')) suggestCalls.push(decodeURIComponent(r.url()));
    });
    // The page's timers run on Playwright's clock, so the debounce can be passed without sleeping.
    await page.clock.install();
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Location or restaurant' });
    const submit = page.getByRole('button', { name: 'Search', exact: true });
    await input.waitFor();
    await eventually(() => submit.isDisabled()).toBe(true);

    await input.pressSequentially('L');
    await eventually(() => submit.isEnabled()).toBe(true);
    // Well past the debounce: one character asks for nothing (the one request below proves it).
    await page.clock.runFor(600);
    expect(suggestCalls).toEqual([]);
    await eventually(() => input.getAttribute('aria-expanded')).toBe('false');

    await input.pressSequentially('jub');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option', { name: /Ljubljana/ }).waitFor();
    await eventually(() => input.getAttribute('aria-expanded')).toBe('true');
    expect(suggestCalls).toHaveLength(1);
    expect(suggestCalls[0]).toContain('"q":"Ljub"');

    // Arrow keys move the active option; Escape closes the list and keeps the text.
    await input.press('ArrowDown');
    await eventually(() => input.getAttribute('aria-activedescendant')).toBeTruthy();
    const active = await input.getAttribute('aria-activedescendant');
    await eventually(() => page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await input.press('Escape');
    await eventually(() => input.getAttribute('aria-expanded')).toBe('false');
    await eventually(() => list.isVisible()).toBe(false);
    await eventually(() => input.inputValue()).toBe('Ljub');

    await input.press('Enter');
    await page.waitForURL((u) => u.pathname === '/find' && u.searchParams.get('location') === 'Ljub');
    await page.getByRole('heading', { name: 'Gostilna Pri Lipi' }).waitFor();
    await page.getByRole('heading', { name: 'Zeleni Vrt' }).waitFor();
    await eventually(() => cardCount('Taverna Sol')).toBe(0);

    for (const name of ['Gostilna Pri Lipi', 'Zeleni Vrt']) {
      const book = page.getByRole('link', { name: `Book Table at ${name}` });
      await eventually(() => book.getAttribute('href')).toBe(`/book?restaurant_id=${venue(name).id}`);
      const maps = card(name).getByRole('link', { name: /^Google Maps/ });
      await eventually(async () => {
        const href = new URL((await maps.getAttribute('href')) ?? 'about:blank');
        return { at: href.origin + href.pathname, api: href.searchParams.get('api'), query: href.searchParams.get('query') };
      }).toEqual({ at: 'https://www.google.com/maps/search/', api: '1', query: expect.stringContaining(name) });
      await eventually(() => maps.getAttribute('target')).toBe('_blank');
      await eventually(() => maps.getAttribute('rel')).toContain('noopener');
    }
    const map = page.locator('iframe[title="Map of Ljub"]');
    await eventually(() => map.getAttribute('src')).toBe('https://maps.google.com/maps?q=Ljub&z=15&output=embed');
    await eventually(() => map.getAttribute('loading')).toBe('lazy');
    const height = async () => (await map.boundingBox())?.height ?? 0;
    await eventually(height).toBeGreaterThanOrEqual(180);
    await eventually(height).toBeLessThanOrEqual(260);
    // Without a Google key only registered venues are shown, and the page says so.
    await page.getByText('Only restaurants registered on TableStay are shown.', { exact: false }).waitFor();
  });

  it('opens a restaurant chosen from the suggestions with the keyboard', async () => {
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Location or restaurant' });
    await input.pressSequentially('Zele');
    await page.getByRole('option', { name: /Zeleni Vrt/ }).waitFor();
    await input.press('ArrowDown');
    await eventually(() => page.getByRole('option', { name: /Zeleni Vrt/ }).getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL((u) => u.pathname === `/restaurants/${venue('Zeleni Vrt').id}`);
    await page.getByRole('heading', { level: 1, name: 'Zeleni Vrt' }).waitFor();
  });

  it('searches a suggested town by mouse on a phone, with nothing wider than the screen', async () => {
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    await p.goto('/');
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.getByRole('link', { name: 'Book a Table' }).waitFor();
    await p.getByRole('link', { name: 'Book a Room' }).waitFor();
    await p.getByTestId('featured-carousel').waitFor();
    await eventually(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const input = p.getByRole('combobox', { name: 'Location or restaurant' });
    await input.tap();
    await input.pressSequentially('Pir');
    await p.getByRole('option', { name: /Piran/ }).tap();
    await p.waitForURL((u) => u.pathname === '/find' && u.searchParams.get('location') === 'Piran');
    await p.getByRole('heading', { name: 'Taverna Sol' }).waitFor();
    await eventually(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });
});

describe('/find', () => {
  it('filters by budget, validates the form with the SPEC texts, and shows an empty state', async () => {
    await page.goto('/find?location=Ljubljana&budget=20');
    await page.getByRole('heading', { name: 'Zeleni Vrt' }).waitFor();
    await eventually(() => cardCount('Gostilna Pri Lipi')).toBe(0);

    const location = page.getByLabel('Location or restaurant');
    const budget = page.getByLabel('Budget per person (€)');
    await eventually(() => location.inputValue()).toBe('Ljubljana');
    await eventually(() => budget.inputValue()).toBe('20');

    await budget.fill('-1');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Budget must be 0 or more').waitFor();
    await location.fill('');
    await budget.fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Location required').waitFor();
    await eventually(() => new URL(page.url()).searchParams.get('budget')).toBe('20');

    await location.fill('Ljubljana');
    await budget.fill('30');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('budget') === '30');
    await page.getByRole('heading', { name: 'Gostilna Pri Lipi' }).waitFor();
    await page.getByRole('heading', { name: 'Zeleni Vrt' }).waitFor();

    await page.goto('/find?location=Ljubljana&budget=5');
    await page.getByText('No restaurants found for “Ljubljana”').waitFor();
    await page.getByRole('link', { name: 'Clear budget' }).click();
    await page.waitForURL((u) => !u.searchParams.has('budget'));
    await page.getByRole('heading', { name: 'Gostilna Pri Lipi' }).waitFor();
  });
});

describe('/dining and the restaurant page', () => {
  it('filters veg-friendly venues and opens a card on its restaurant page', async () => {
    await page.goto('/dining');
    await page.getByRole('heading', { level: 1, name: 'Browse restaurants' }).waitFor();
    await card('Taverna Sol').waitFor();
    await eventually(() => page.getByTestId('restaurant-card').count()).toBe(venues.size);

    const veg = page.getByRole('switch', { name: 'Veg-friendly' });
    await eventually(() => veg.getAttribute('aria-checked')).toBe('false');
    await veg.click();
    await page.waitForURL((u) => u.searchParams.get('veg') === '1');
    await card('Zeleni Vrt').waitFor();
    await card('Taverna Sol').waitFor({ state: 'detached' });
    await eventually(() => cardCount('Hiša Celeia')).toBe(0);
    await eventually(() => veg.getAttribute('aria-checked')).toBe('true');

    await card('Zeleni Vrt').click();
    await page.waitForURL((u) => u.pathname === `/restaurants/${venue('Zeleni Vrt').id}`);
    await page.getByRole('heading', { level: 1, name: 'Zeleni Vrt' }).waitFor();
    const hours = page.getByRole('table', { name: 'Opening hours' });
    await eventually(() => hoursOf(hours, 'Monday')).toBe('11:00–22:00');
    await eventually(() => hoursOf(hours, 'Sunday')).toBe('12:00–21:00');
    // Today's row is today in the venue's zone.
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Ljubljana', weekday: 'long' }).format(new Date());
    await eventually(() => hours.getByRole('row', { name: new RegExp(today) }).getAttribute('aria-current')).toBe('date');
    await eventually(() => page.getByRole('link', { name: 'Book a table' }).getAttribute('href')).toBe(`/book?restaurant_id=${venue('Zeleni Vrt').id}`);
    await page.getByText('Vegan', { exact: true }).waitFor();
    await page.getByText('Times are local to the restaurant (Europe/Ljubljana).').waitFor();
    await eventually(() => page.locator('iframe[title="Map showing Zeleni Vrt"]').count()).toBe(1);
  });

  it('shows a day without hours as Closed', async () => {
    const id = venue('Hiša Celeia').id;
    const hours = {
      mon: null,
      tue: { open: '17:00', close: '23:00' },
      wed: { open: '17:00', close: '23:00' },
      thu: { open: '17:00', close: '23:00' },
      fri: { open: '17:00', close: '23:30' },
      sat: { open: '12:00', close: '23:30' },
      sun: null,
    };
    await server.core.db
      .updateTable('restaurants')
      .set({ open_hours_json: JSON.stringify(hours) })
      .where('id', '=', id)
      .execute();
    await page.goto(`/restaurants/${id}`);
    const table = page.getByRole('table', { name: 'Opening hours' });
    await table.waitFor();
    await eventually(() => hoursOf(table, 'Monday')).toBe('Closed');
    await eventually(() => hoursOf(table, 'Sunday')).toBe('Closed');
    await eventually(() => hoursOf(table, 'Saturday')).toBe('12:00–23:30');
  });

  it('answers an unknown or malformed restaurant id with "Restaurant not found" and a way home', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await page.goto(`/restaurants/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Restaurant not found' }).waitFor();
      await page.getByText("The restaurant you're looking for doesn't exist.").waitFor();
      await eventually(() => page.getByRole('link', { name: 'Book a table' }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });
});

describe('featured carousel', () => {
  it('shows the featured items, advances every 4000 ms, wraps, and pauses on hover and on keyboard focus', async () => {
    expect(featured.length).toBeGreaterThan(1);
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByTestId('featured-carousel');
    await carousel.waitFor();
    await page.mouse.move(2, 2);
    await page.clock.pauseAt(Date.now() + 1000);
    const titles = featured.map((f) => f.title);
    await eventually(() => page.getByRole('button', { name: /^Show slide \d+:/ }).count()).toBe(featured.length);
    for (const [i, f] of featured.entries()) await page.getByRole('button', { name: `Show slide ${i + 1}: ${f.title}` }).waitFor();

    await eventually(() => activeTitle(page)).toBeOneOf(titles);
    const first = await activeTitle(page);
    await page.clock.runFor(4100);
    await expect.poll(() => activeTitle(page)).not.toBe(first);

    // Exactly 4000 ms per slide: choose slide 1 without pointer or focus, then step the clock.
    await page.evaluate(() => (document.querySelector('[aria-label^="Show slide 1:"]') as HTMLButtonElement).click());
    await expect.poll(() => activeTitle(page)).toBe(titles[0]);
    await page.clock.runFor(3900);
    await eventually(() => activeTitle(page)).toBe(titles[0]);
    await page.clock.runFor(200);
    await expect.poll(() => activeTitle(page)).toBe(titles[1]);

    // Hover pauses it.
    await carousel.hover();
    await expect.poll(() => carousel.getAttribute('data-paused')).toBe('true');
    const hovered = await activeTitle(page);
    await page.clock.runFor(12_000);
    await eventually(() => activeTitle(page)).toBe(hovered);
    await page.mouse.move(2, 2);
    await expect.poll(() => carousel.getAttribute('data-paused')).toBe('false');
    await page.clock.runFor(4100);
    await expect.poll(() => activeTitle(page)).not.toBe(hovered);

    // Keyboard focus inside pauses it too.
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await expect.poll(() => carousel.getAttribute('data-paused')).toBe('true');
    const focused = await activeTitle(page);
    await page.clock.runFor(12_000);
    await eventually(() => activeTitle(page)).toBe(focused);

    // Previous from the first slide wraps to the last; Next from the last wraps to the first.
    await page.getByRole('button', { name: `Show slide 1: ${titles[0]}` }).click();
    await eventually(() => page.getByRole('button', { name: `Show slide 1: ${titles[0]}` }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeTitle(page)).toBe(titles.at(-1));
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeTitle(page)).toBe(titles[0]);
    // A slide without a picture is drawn, not faked: no <img> in the carousel.
    await eventually(() => carousel.locator('img').count()).toBe(0);
  });

  it('does not rotate when the visitor prefers reduced motion', async () => {
    const calm = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' });
    const p = await calm.newPage();
    await p.clock.install();
    await p.goto('/');
    await p.getByTestId('featured-carousel').waitFor();
    await p.clock.pauseAt(Date.now() + 1000);
    const first = await activeTitle(p);
    await p.clock.runFor(12_000);
    await eventually(() => activeTitle(p)).toBe(first);
    await eventually(() => p.getByRole('button', { name: 'Pause rotation' }).count()).toBe(0);
    await p.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeTitle(p)).not.toBe(first);
    await calm.close();
  });
});

describe('home stays search', () => {
  it('asks for both dates, refuses check-out on or before check-in (the same form as /stays), and submits to /stays', async () => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Find a stay' });
    await form.waitFor();
    const guests = form.getByLabel('Guests');
    await eventually(() => guests.inputValue()).toBe('2');
    await eventually(() => guests.locator('option').allInnerTexts()).toEqual(['1 guest', '2 guests', '3 guests', '4 guests', '5 guests', '6 guests']);

    await form.getByRole('button', { name: 'Search stays' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please select check-in and check-out dates' }).waitFor();
    await eventually(() => new URL(page.url()).pathname).toBe('/');

    const checkIn = form.getByLabel('Check-in');
    const checkOut = form.getByLabel('Check-out');
    await checkIn.fill('2030-05-10');
    await eventually(() => checkOut.getAttribute('min')).toBe('2030-05-11');
    await form.getByRole('button', { name: 'Search stays' }).click();
    await form.getByText('Please select check-in and check-out dates').waitFor();
    await checkOut.fill('2030-05-10');
    await form.getByRole('button', { name: 'Search stays' }).click();
    await form.getByText('Check-out must be after check-in').waitFor();
    await eventually(() => new URL(page.url()).pathname).toBe('/');

    await form.getByLabel('Destination').fill('Bled');
    await checkOut.fill('2030-05-12');
    await guests.selectOption('3');
    await form.getByRole('button', { name: 'Search stays' }).click();
    await page.waitForURL((u) => u.pathname === '/stays');
    await eventually(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      location: 'Bled',
      check_in: '2030-05-10',
      check_out: '2030-05-12',
      guests: '3',
    });
  });
});

describe('in Slovenian', () => {
  it('shows the browse list, the find form messages and the not-found page in Slovenian', async () => {
    await preferLanguage(context, 'sl');
    await page.goto('/dining?veg=1');
    await page.getByRole('heading', { level: 1, name: 'Prebrskajte restavracije' }).waitFor();
    await eventually(() => page.getByRole('switch', { name: 'Primerno za vegetarijance' }).getAttribute('aria-checked')).toBe('true');
    await card('Zeleni Vrt').waitFor();
    await page.getByText('6 restavracij', { exact: true }).waitFor();
    await card('Zeleni Vrt').getByText('Vegansko').waitFor();

    await page.goto('/find?location=Ljubljana');
    await page.getByRole('link', { name: 'Rezerviraj mizo v restavraciji Zeleni Vrt' }).waitFor();
    await page.getByLabel('Kraj ali restavracija').fill('');
    await page.getByRole('button', { name: 'Išči', exact: true }).click();
    await page.getByText('Kraj je obvezen').waitFor();

    await page.goto('/restaurants/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Restavracije ni mogoče najti' }).waitFor();
    await page.getByText('Restavracija, ki jo iščete, ne obstaja.').waitFor();

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Kraj ali restavracija' }).waitFor();
    await page.getByRole('search', { name: 'Poiščite nastanitev' }).getByRole('button', { name: 'Išči nastanitve' }).click();
    await page.getByText('Izberite datum prihoda in odhoda').waitFor();
  });
});
