import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';

/**
 * /find with a places directory (SPEC §8 Search "Address not found"): a location that no venue
 * matches and the directory knows nothing about says so; a town with venues lists them. Google is
 * replaced at the HTTP boundary by a stand-in that knows no place at all.
 */
let google: Server;
const env: Record<string, string> = {};
beforeAll(async () => {
  google = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((ok) => google.listen(0, '127.0.0.1', () => ok()));
  Object.assign(env, { GOOGLE_MAPS_API_KEY: 'test-places-key', GOOGLE_PLACES_URL: `http://127.0.0.1:${(google.address() as { port: number }).port}` });
});
afterAll(() => new Promise<void>((ok) => (google ? google.close(() => ok()) : ok())));

let page: Page;
useBrowserSession({ env, seed: true, context: { locale: 'en-GB' } }, (s) => {
  page = s.page;
});

describe('/find', () => {
  it('says "Address not found" for a place nobody knows, in English and Slovenian', async () => {
    await page.goto('/find?location=Qwxzv%20Nowhere%20999');
    await eventually(() => page.getByTestId('find-empty-title').innerText()).toBe('Address not found');
    await preferLanguage(page.context(), 'sl');
    await page.goto('/find?location=Qwxzv%20Nikjer%20998');
    await eventually(() => page.getByTestId('find-empty-title').innerText()).toBe('Naslova ni mogoče najti');
  });

  it('lists the venues of a town it knows, with no such message', async () => {
    await page.goto('/find?location=Ljubljana');
    await page.getByTestId('restaurant-card').first().waitFor();
    await eventually(() => page.getByTestId('find-empty-title').count()).toBe(0);
  });
});
