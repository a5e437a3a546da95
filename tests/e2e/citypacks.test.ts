import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { verifiedGuest } from '../support/accounts';
import { eventually, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

/**
 * AI City Packs in Chromium on the seeded data and the embedded engine (ADR 086, 087): a guest
 * with the add-on generates a Ljubljana itinerary linking the seeded Ljubljana venues, in English
 * and Slovenian; the SPEC §5 texts and the unknown-city answer.
 */

let server: TestServer;
let page: Page;
useBrowserSession({ seed: true }, (s) => {
  ({ server, page } = s);
});

const PASSWORD = 'secret-123';

/** A signed-in guest who bought City Packs on the local checkout. */
async function subscribedGuest(email: string, lang?: 'sl') {
  const client = await verifiedGuest(server, email, PASSWORD);
  const started = await client.mutate<{ url: string }>('billing.createCheckout', { plan: 'citypacks' });
  expect((await fetch(started.data.url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
  if (lang) await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto('/citypacks');
}

const venueId = async (name: string) => (await server.core.db.selectFrom('restaurants').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/**
 * Holds the next generate call until the returned gate is opened, so the busy button can be read
 * while the request is certainly still out.
 */
async function gateGenerate(): Promise<() => void> {
  let open!: () => void;
  const opened = new Promise<void>((ok) => (open = ok));
  await page.route(
    '**/api/trpc/citypacks.generate**',
    async (route) => {
      await opened;
      await route.continue();
    },
    { times: 1 },
  );
  return open;
}

describe('AI City Packs', () => {
  it('without the add-on, the paywall asks "Subscribe Now — 2.99/month" (SPEC §2)', async () => {
    await verifiedGuest(server, 'city.window@example.com', PASSWORD);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('city.window@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/citypacks');
    const subscribe = page.getByTestId('paywall').getByRole('button', { name: /^(Subscribe Now|Naroči se zdaj)/ });
    await eventually(() => subscribe.innerText()).toBe('Subscribe Now — 2.99/month');
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.reload();
    await eventually(() => subscribe.innerText()).toBe('Naroči se zdaj — 2,99/mesec');
  });

  it('a subscriber generates a two-day Ljubljana itinerary with links to book our venues, and can print it', async () => {
    await subscribedGuest('city.guest@example.com');
    await page.getByLabel('City').waitFor();
    await eventually(() => page.getByLabel('City').inputValue()).toBe('Ljubljana');
    await eventually(() => page.getByLabel('Days').inputValue()).toBe('2');
    await eventually(() => page.getByLabel('Interests').inputValue()).toBe('food, culture, viewpoints');
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();

    const itinerary = page.getByTestId('itinerary');
    await itinerary.getByRole('heading', { name: 'Your itinerary: Ljubljana' }).waitFor();
    await itinerary.getByText('2 days in Ljubljana, planned around food, culture, viewpoints.').waitFor();
    await page
      .getByTestId('day-1')
      .getByRole('heading', { name: /^Day 1/ })
      .waitFor();
    await page
      .getByTestId('day-2')
      .getByRole('heading', { name: /^Day 2/ })
      .waitFor();
    await itinerary.getByText(/Ljubljana Castle \(about 2 h\): The medieval castle/).waitFor();
    const lipi = itinerary.getByRole('link', { name: 'Book a table at Gostilna Pri Lipi' });
    const [lipiId, ribnikId] = [await venueId('Gostilna Pri Lipi'), await venueId('Vila Ribnik')];
    await eventually(() => lipi.getAttribute('href')).toBe(`/restaurants/${lipiId}`);
    await eventually(() => itinerary.getByRole('link', { name: 'Book a stay at Vila Ribnik' }).getAttribute('href')).toBe(`/stays/${ribnikId}`);
    // Only this city's venues.
    await eventually(() => itinerary.getByText('Taverna Sol').count()).toBe(0);
    await itinerary.getByRole('button', { name: 'Print' }).waitFor();

    // Printed, the itinerary stands alone: no header, form or plan bar.
    await page.emulateMedia({ media: 'print' });
    await eventually(() => page.locator('header').first().isVisible()).toBe(false);
    await eventually(() => page.getByRole('button', { name: 'Generate Itinerary' }).isVisible()).toBe(false);
    await eventually(() => itinerary.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await lipi.click();
    await page.waitForURL((u) => u.pathname.startsWith('/restaurants/'));
    await page.getByRole('heading', { name: 'Gostilna Pri Lipi' }).first().waitFor();
  });

  it('shows the SPEC texts for invalid input, and names the supported cities for an unknown one', async () => {
    await subscribedGuest('city.checker@example.com');
    await page.getByLabel('City').fill('   ');
    await page.getByLabel('Days').fill('9');
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await page.getByText('City is required').first().waitFor();
    await page.getByText('Maximum 7 days').waitFor();
    await page.getByText('Invalid input').waitFor();
    await page.getByLabel('City').fill('Atlantis');
    await page.getByLabel('Days').fill('0');
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await page.getByText('At least 1 day').first().waitFor();
    await page.getByLabel('Days').fill('1');
    const generate = await gateGenerate();
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await page.getByRole('button', { name: 'Generating…' }).waitFor();
    generate();
    const unknown = page.getByTestId('citypacks-unknown');
    await eventually(() => unknown.innerText()).toMatch(
      /^There is no City Pack for "Atlantis" yet, and we do not make places up\. Cities with a pack: Ljubljana, .*Bled/,
    );

    // A failed generation (here: the plan lapsed meanwhile) shows a warning line and an error toast.
    // Only this guest's: the venues' owners keep theirs, or their venues would leave the site (ADR 104).
    const checker = await server.core.db.selectFrom('users').select('id').where('email', '=', 'city.checker@example.com').executeTakeFirstOrThrow();
    await server.core.db.deleteFrom('subscriptions').where('user_id', '=', checker.id).execute();
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    const required = 'Subscription required — Please subscribe to use AI City Packs';
    await page.getByTestId('citypacks-error').getByText(required).waitFor();
    await page.locator('[data-sonner-toast]').getByText(required).waitFor();
  });

  it('works in Slovenian: the form, the itinerary and the booking links', async () => {
    await subscribedGuest('mestni.vodic@example.com', 'sl');
    await page.getByLabel('Kraj').waitFor();
    await eventually(() => page.getByLabel('Interesi').inputValue()).toBe('hrana, kultura, razgledi');
    await page.getByLabel('Dnevi').fill('3');
    const generate = await gateGenerate();
    await page.getByRole('button', { name: 'Ustvari načrt' }).click();
    await page.getByRole('button', { name: 'Ustvarjam…' }).waitFor();
    generate();
    const itinerary = page.getByTestId('itinerary');
    await itinerary.getByRole('heading', { name: 'Vaš načrt: Ljubljana' }).waitFor();
    await itinerary.getByText('3 dni v kraju Ljubljana, načrtovano po vaših interesih: kulinarika, kultura, razgledi.').waitFor();
    await page
      .getByTestId('day-3')
      .getByRole('heading', { name: /^3\. dan/ })
      .waitFor();
    await itinerary.getByText(/Ljubljanski grad \(približno 2 h\): Srednjeveški grad/).waitFor();
    await itinerary.getByRole('link', { name: 'Rezerviraj mizo: Gostilna Pri Lipi' }).waitFor();
    await itinerary.getByRole('link', { name: 'Rezerviraj bivanje: Vila Ribnik' }).waitFor();
    await itinerary.getByRole('button', { name: 'Natisni' }).waitFor();
    await page.getByLabel('Dnevi').fill('8');
    await page.getByRole('button', { name: 'Ustvari načrt' }).click();
    await page.getByText('Največ 7 dni').first().waitFor();
    await page.getByText('Neveljaven vnos').waitFor();
  });
});
