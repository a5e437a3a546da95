import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import type { PublicRestaurant, SearchResult } from '@tablestay/core/restaurant/schema';
import { Client, startTestServer, type TestServer } from '../support/server';

// /find's nearby external restaurants (find.test.ts has the registered ones and the search plan).

const names = (rs: PublicRestaurant[]) => rs.map((r) => r.name);

/**
 * The Google adapter end to end: the server is configured with a key and points at a local
 * stand-in for places.googleapis.com (third parties are replaced at the HTTP boundary only).
 */
describe('nearby external restaurants from the places port', () => {
  let google: Server;
  let withPlaces: TestServer;
  let mode: 'ok' | 'fail' | 'empty' = 'ok';
  const requests: { headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    google = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        requests.push({ headers: req.headers, body: JSON.parse(raw || '{}') });
        if (mode === 'fail' || req.url !== '/v1/places:searchText') {
          res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 503, message: 'Backend unavailable' } }));
          return;
        }
        if (mode === 'empty') {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            places: [
              {
                id: 'g-1',
                displayName: { text: 'Gostilna Sokol' },
                formattedAddress: 'Ciril-Metodov trg 18, Ljubljana',
                rating: 4.4,
                userRatingCount: 8000,
                websiteUri: 'https://www.gostilna-sokol.com/',
                googleMapsUri: 'https://maps.google.com/?cid=1',
                location: { latitude: 46.05, longitude: 14.51 },
              },
              { id: 'g-2', displayName: { text: 'Zeleni Vrt' }, googleMapsUri: 'https://maps.google.com/?cid=2' },
            ],
          }),
        );
      });
    });
    await new Promise<void>((ok) => google.listen(0, '127.0.0.1', () => ok()));
    const addr = google.address() as { port: number };
    withPlaces = await startTestServer({ GOOGLE_MAPS_API_KEY: 'test-places-key', GOOGLE_PLACES_URL: `http://127.0.0.1:${addr.port}` });
    await createVenue(withPlaces.core.db, {
      name: 'Zeleni Vrt',
      address: 'Slovenska cesta 30, 1000 Ljubljana',
      city: 'Ljubljana',
      latitude: 46.0532,
      longitude: 14.503,
      total_tables: 8,
    });
  });
  afterAll(async () => {
    await withPlaces?.close();
    await new Promise<void>((ok) => (google ? google.close(() => ok()) : ok()));
  });

  it('adds Google restaurants around the best registered match, once per venue', async () => {
    const res = await new Client(withPlaces.url).query<SearchResult>('restaurant.search', { location: 'Ljubljana' });
    expect(res.status).toBe(200);
    expect(res.data.placesEnabled).toBe(true);
    expect(res.data.externalError).toBe(false);
    expect(names(res.data.registered)).toEqual(['Zeleni Vrt']);
    // The registered venue is shown once, as the bookable card, not again as an external place.
    expect(res.data.external).toEqual([
      {
        place_id: 'g-1',
        name: 'Gostilna Sokol',
        rating: 4.4,
        ratings_count: 8000,
        has_menu: false,
        menu_url: null,
        website_url: 'https://www.gostilna-sokol.com/',
        google_maps_url: 'https://maps.google.com/?cid=1',
        address: 'Ciril-Metodov trg 18, Ljubljana',
        latitude: 46.05,
        longitude: 14.51,
      },
    ]);
    const last = requests.at(-1)!;
    expect(last.headers['x-goog-api-key']).toBe('test-places-key');
    expect(String(last.headers['x-goog-fieldmask'])).toContain('places.googleMapsUri');
    expect(last.body).toEqual({
      textQuery: 'restaurants in Ljubljana',
      includedType: 'restaurant',
      pageSize: 20,
      locationBias: { circle: { center: { latitude: 46.0532, longitude: 14.503 }, radius: 5000 } },
    });
  });

  it('still answers with the registered venues when Google fails, and says so', async () => {
    mode = 'fail';
    try {
      const res = await new Client(withPlaces.url).query<SearchResult>('restaurant.search', { location: 'Slovenska' });
      expect(res.status).toBe(200);
      expect(names(res.data.registered)).toEqual(['Zeleni Vrt']);
      expect(res.data.external).toEqual([]);
      expect(res.data.placesEnabled).toBe(true);
      expect(res.data.externalError).toBe(true);
    } finally {
      mode = 'ok';
    }
  });

  it('says "Address not found" only when neither our venues nor Google know the place', async () => {
    mode = 'empty';
    try {
      const nowhere = await new Client(withPlaces.url).query<SearchResult>('restaurant.search', { location: 'Qwxzv Nowhere 999' });
      expect(nowhere.data).toMatchObject({ registered: [], external: [], placesEnabled: true, externalError: false, addressNotFound: true });
      // A registered venue there: the place is known.
      const ours = await new Client(withPlaces.url).query<SearchResult>('restaurant.search', { location: 'Ljubljana' });
      expect(ours.data).toMatchObject({ addressNotFound: false });
      expect(names(ours.data.registered)).toEqual(['Zeleni Vrt']);
      // Google failing says nothing about the place.
      mode = 'fail';
      const failed = await new Client(withPlaces.url).query<SearchResult>('restaurant.search', { location: 'Qwxzv Elsewhere 998' });
      expect(failed.data).toMatchObject({ externalError: true, addressNotFound: false });
    } finally {
      mode = 'ok';
    }
    const known = await new Client(withPlaces.url).query<SearchResult>('restaurant.search', { location: 'Trieste' });
    expect(known.data.addressNotFound).toBe(false);
  });

  it('searches Google by text alone when nothing registered matches', async () => {
    const res = await new Client(withPlaces.url).query<SearchResult>('restaurant.search', { location: 'Trieste' });
    expect(res.data.registered).toEqual([]);
    expect(res.data.external.map((p) => p.name)).toEqual(['Gostilna Sokol', 'Zeleni Vrt']);
    expect(requests.at(-1)!.body).toEqual({ textQuery: 'restaurants in Trieste', includedType: 'restaurant', pageSize: 20 });
  });
});
