import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPlaces } from './adapters';
import { createGooglePlaces, FIELD_MASK } from './google';
import { nonePlaces } from './none';
import { PlacesUnavailableError } from './port';

interface Call {
  url: string;
  init: RequestInit;
}

/** A stand-in for Google's HTTP endpoint: records requests, answers what the test says. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const GOOGLE_ANSWER = {
  places: [
    {
      id: 'ChIJ-full',
      displayName: { text: 'Gostilna As', languageCode: 'sl' },
      formattedAddress: 'Čopova ulica 5a, 1000 Ljubljana, Slovenia',
      location: { latitude: 46.0512, longitude: 14.5047 },
      rating: 4.6,
      userRatingCount: 1234,
      websiteUri: 'https://www.gostilnaas.si/',
      googleMapsUri: 'https://maps.google.com/?cid=123',
    },
    { id: 'ChIJ-bare', displayName: { text: 'Bare Place' } },
    { id: 'ChIJ-badurl', displayName: { text: 'Odd Links' }, websiteUri: 'javascript:alert(1)', rating: 'five' },
    { displayName: { text: 'No id' } },
    { id: 'ChIJ-noname' },
  ],
};

describe('Google Places adapter (Places API New, Text Search)', () => {
  it('posts a restaurant text search with key, field mask and a 5000 m bias around the anchor', async () => {
    const fake = fakeFetch(() => json(GOOGLE_ANSWER));
    const places = createGooglePlaces({ apiKey: 'test-key', fetch: fake.fn, log: () => {} });
    await places.searchRestaurants({ location: 'Ljubljana', radiusMeters: 5000, near: { latitude: 46.05, longitude: 14.5 } });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call!.url).toBe('https://places.googleapis.com/v1/places:searchText');
    expect(call!.init.method).toBe('POST');
    const headers = call!.init.headers as Record<string, string>;
    expect(headers['x-goog-api-key']).toBe('test-key');
    expect(headers['x-goog-fieldmask']).toBe(FIELD_MASK);
    expect(FIELD_MASK.split(',')).toEqual(
      expect.arrayContaining(['places.id', 'places.displayName', 'places.googleMapsUri', 'places.websiteUri', 'places.rating', 'places.userRatingCount']),
    );
    expect(JSON.parse(String(call!.init.body))).toEqual({
      textQuery: 'restaurants in Ljubljana',
      includedType: 'restaurant',
      pageSize: 20,
      locationBias: { circle: { center: { latitude: 46.05, longitude: 14.5 }, radius: 5000 } },
    });
  });

  it('searches by text alone when no point is known, and lodging with its own type', async () => {
    const fake = fakeFetch(() => json({ places: [] }));
    const places = createGooglePlaces({ apiKey: 'k', fetch: fake.fn, baseUrl: 'http://127.0.0.1:9/', log: () => {} });
    expect(await places.searchRestaurants({ location: 'Piran', radiusMeters: 5000 })).toEqual([]);
    expect(await places.searchLodging({ location: 'Bled', radiusMeters: 5000 })).toEqual([]);
    expect(fake.calls.map((c) => c.url)).toEqual(['http://127.0.0.1:9/v1/places:searchText', 'http://127.0.0.1:9/v1/places:searchText']);
    expect(JSON.parse(String(fake.calls[0]!.init.body))).toEqual({ textQuery: 'restaurants in Piran', includedType: 'restaurant', pageSize: 20 });
    expect(JSON.parse(String(fake.calls[1]!.init.body))).toMatchObject({ textQuery: 'places to stay in Bled', includedType: 'lodging' });
  });

  it('maps Google places to SPEC external places, skipping entries without id or name', async () => {
    const places = createGooglePlaces({ apiKey: 'k', fetch: fakeFetch(() => json(GOOGLE_ANSWER)).fn, log: () => {} });
    const result = await places.searchRestaurants({ location: 'Ljubljana', radiusMeters: 5000 });
    expect(result).toEqual([
      {
        place_id: 'ChIJ-full',
        name: 'Gostilna As',
        rating: 4.6,
        ratings_count: 1234,
        has_menu: false,
        menu_url: null,
        website_url: 'https://www.gostilnaas.si/',
        google_maps_url: 'https://maps.google.com/?cid=123',
        address: 'Čopova ulica 5a, 1000 Ljubljana, Slovenia',
        latitude: 46.0512,
        longitude: 14.5047,
      },
      {
        place_id: 'ChIJ-bare',
        name: 'Bare Place',
        rating: null,
        ratings_count: null,
        has_menu: false,
        menu_url: null,
        website_url: null,
        google_maps_url: 'https://www.google.com/maps/search/?api=1&query=Bare%20Place&query_place_id=ChIJ-bare',
        address: null,
        latitude: null,
        longitude: null,
      },
      expect.objectContaining({ place_id: 'ChIJ-badurl', website_url: null, rating: null }),
    ]);
  });

  it('fails with PlacesUnavailableError and one log line on an HTTP error, without the key', async () => {
    const lines: string[] = [];
    const fake = fakeFetch(() => json({ error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } }, 403));
    const places = createGooglePlaces({ apiKey: 'secret-key-123', fetch: fake.fn, log: (l) => lines.push(l) });
    await expect(places.searchRestaurants({ location: 'Ljubljana', radiusMeters: 5000 })).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('HTTP 403');
    expect(lines[0]).toContain('API key not valid');
    expect(lines[0]).not.toContain('secret-key-123');
  });

  it('fails the same way on a network error, a timeout and an unreadable body', async () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    const down = createGooglePlaces({ apiKey: 'k', log, fetch: fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fn });
    await expect(down.searchRestaurants({ location: 'A', radiusMeters: 5000 })).rejects.toBeInstanceOf(PlacesUnavailableError);
    const slow = createGooglePlaces({
      apiKey: 'k',
      log,
      timeoutMs: 20,
      fetch: ((_u: string, init?: RequestInit) =>
        new Promise((_ok, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal!.reason)))) as typeof fetch,
    });
    await expect(slow.searchRestaurants({ location: 'B', radiusMeters: 5000 })).rejects.toBeInstanceOf(PlacesUnavailableError);
    const garbled = createGooglePlaces({ apiKey: 'k', log, fetch: fakeFetch(() => new Response('<html>', { status: 200 })).fn });
    await expect(garbled.searchRestaurants({ location: 'C', radiusMeters: 5000 })).rejects.toBeInstanceOf(PlacesUnavailableError);
    const wrongShape = createGooglePlaces({ apiKey: 'k', log, fetch: fakeFetch(() => json({ places: 'nope' })).fn });
    await expect(wrongShape.searchRestaurants({ location: 'D', radiusMeters: 5000 })).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(lines).toHaveLength(4);
    expect(lines.every((l) => l.startsWith('[places] google searchText failed'))).toBe(true);
  });

  it('answers a repeated search from memory for a while (Google bills every call), failures are not cached', async () => {
    let t = 0;
    let fail = true;
    const fake = fakeFetch(() => (fail ? json({}, 500) : json(GOOGLE_ANSWER)));
    const places = createGooglePlaces({ apiKey: 'k', fetch: fake.fn, log: () => {}, cacheTtlMs: 1000, now: () => t });
    const q = { location: 'Ljubljana', radiusMeters: 5000 };
    await expect(places.searchRestaurants(q)).rejects.toBeInstanceOf(PlacesUnavailableError);
    fail = false;
    await places.searchRestaurants(q);
    await places.searchRestaurants(q);
    expect(fake.calls).toHaveLength(2);
    t = 1001;
    await places.searchRestaurants(q);
    expect(fake.calls).toHaveLength(3);
  });
});

describe('choosing the places adapter', () => {
  it('uses none without a key: disabled and empty', async () => {
    const places = createPlaces(loadConfig({ NODE_ENV: 'test' }));
    expect(places).toBe(nonePlaces);
    expect(places.enabled).toBe(false);
    expect(await places.searchRestaurants({ location: 'Ljubljana', radiusMeters: 5000 })).toEqual([]);
    expect(await places.searchLodging({ location: 'Ljubljana', radiusMeters: 5000 })).toEqual([]);
  });

  it('uses Google with a key, at the configured address', async () => {
    const fake = fakeFetch(() => json({ places: [] }));
    const places = createPlaces(loadConfig({ NODE_ENV: 'test', GOOGLE_MAPS_API_KEY: 'g', GOOGLE_PLACES_URL: 'http://127.0.0.1:1' }), {
      fetch: fake.fn,
      log: () => {},
    });
    expect(places.enabled).toBe(true);
    expect(places.name).toBe('google');
    await places.searchRestaurants({ location: 'Bled', radiusMeters: 5000 });
    expect(fake.calls[0]!.url).toBe('http://127.0.0.1:1/v1/places:searchText');
  });
});
