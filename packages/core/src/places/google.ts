import * as z from 'zod';
import { PlacesUnavailableError, type ExternalPlace, type PlacesPort, type PlacesQuery } from './port';

/**
 * Google Places API (New), Text Search over plain fetch: one POST per search, no SDK.
 * https://developers.google.com/maps/documentation/places/web-service/text-search
 */
export interface GooglePlacesOptions {
  apiKey: string;
  /** Overridable so tests (and a local proxy) can stand in for Google at the HTTP boundary. */
  baseUrl?: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  timeoutMs?: number;
  /** Same query within this time answers from memory: Google bills every call. */
  cacheTtlMs?: number;
  now?: () => number;
}

const GOOGLE_PLACES_URL = 'https://places.googleapis.com';
export const FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.rating',
  'places.userRatingCount',
  'places.websiteUri',
  'places.googleMapsUri',
].join(',');
const PAGE_SIZE = 20;
const CACHE_MAX = 200;

const httpUrl = z
  .string()
  .refine((u) => /^https?:\/\//i.test(u))
  .nullish()
  .catch(null);

const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string().min(1) }),
  formattedAddress: z.string().nullish().catch(null),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullish().catch(null),
  rating: z.number().nullish().catch(null),
  userRatingCount: z.number().int().nullish().catch(null),
  websiteUri: httpUrl,
  googleMapsUri: httpUrl,
});

const responseSchema = z.object({ places: z.array(z.unknown()).optional() });

type GooglePlace = z.infer<typeof placeSchema>;

/** Google's place → SPEC §3 external place. The Places API has no menu link, so none is claimed. */
function toExternalPlace(p: GooglePlace): ExternalPlace {
  return {
    place_id: p.id,
    name: p.displayName.text,
    rating: p.rating ?? null,
    ratings_count: p.userRatingCount ?? null,
    has_menu: false,
    menu_url: null,
    website_url: p.websiteUri ?? null,
    google_maps_url:
      p.googleMapsUri ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(p.displayName.text)}&query_place_id=${encodeURIComponent(p.id)}`,
    address: p.formattedAddress ?? null,
    latitude: p.location?.latitude ?? null,
    longitude: p.location?.longitude ?? null,
  };
}

/** Parses a searchText response; entries Google sends without an id or a name are skipped. */
function parseSearchResponse(body: unknown): ExternalPlace[] {
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new Error('unexpected response shape');
  const places: ExternalPlace[] = [];
  for (const raw of parsed.data.places ?? []) {
    const p = placeSchema.safeParse(raw);
    if (p.success) places.push(toExternalPlace(p.data));
  }
  return places;
}

export function createGooglePlaces(opts: GooglePlacesOptions): PlacesPort {
  const doFetch = opts.fetch ?? globalThis.fetch;
  const base = (opts.baseUrl ?? GOOGLE_PLACES_URL).replace(/\/+$/, '');
  const log = opts.log ?? ((line: string) => console.warn(line));
  const timeoutMs = opts.timeoutMs ?? 5000;
  const ttl = opts.cacheTtlMs ?? 10 * 60_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; places: ExternalPlace[] }>();

  async function searchText(includedType: 'restaurant' | 'lodging', textQuery: string, q: PlacesQuery): Promise<ExternalPlace[]> {
    const body: Record<string, unknown> = { textQuery, includedType, pageSize: PAGE_SIZE };
    if (q.near) {
      body.locationBias = { circle: { center: { latitude: q.near.latitude, longitude: q.near.longitude }, radius: q.radiusMeters } };
    }
    const key = JSON.stringify(body);
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttl) return hit.places;

    let res: Response;
    try {
      res = await doFetch(`${base}/v1/places:searchText`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': opts.apiKey, 'x-goog-fieldmask': FIELD_MASK },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      log(`[places] google searchText failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new PlacesUnavailableError('Places search failed', { cause: err });
    }
    if (!res.ok) {
      // Google's error body names the problem (quota, key restrictions); it never echoes the key.
      const detail = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 300);
      log(`[places] google searchText failed: HTTP ${res.status} ${detail}`);
      throw new PlacesUnavailableError(`Places search failed with HTTP ${res.status}`);
    }
    let places: ExternalPlace[];
    try {
      places = parseSearchResponse(await res.json());
    } catch (err) {
      log(`[places] google searchText failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new PlacesUnavailableError('Places search returned an unreadable answer', { cause: err });
    }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: now(), places });
    return places;
  }

  return {
    enabled: true,
    name: 'google',
    searchRestaurants: (q) => searchText('restaurant', `restaurants in ${q.location}`, q),
    searchLodging: (q) => searchText('lodging', `places to stay in ${q.location}`, q),
  };
}
