import type { Config } from '../config';
import { createGooglePlaces } from './google';
import { nonePlaces } from './none';
import type { PlacesPort } from './port';

/** Chosen once at start-up by configuration: Google when a key is set, else none. */
export function createPlaces(
  config: Pick<Config, 'GOOGLE_MAPS_API_KEY' | 'GOOGLE_PLACES_URL'>,
  opts: { log?: (line: string) => void; fetch?: typeof fetch } = {},
): PlacesPort {
  if (!config.GOOGLE_MAPS_API_KEY) return nonePlaces;
  return createGooglePlaces({ apiKey: config.GOOGLE_MAPS_API_KEY, baseUrl: config.GOOGLE_PLACES_URL, log: opts.log, fetch: opts.fetch });
}
