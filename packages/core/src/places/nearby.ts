import { EXTERNAL_RADIUS_METERS } from '../restaurant/schema';
import { foldText } from '../restaurant/text';
import type { ExternalPlace, PlacesPort } from './port';

interface Registered {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Nearby places from the directory beside the registered results: centred on the first registered
 * match with a position, without the venues already on the platform (they show once, as the bookable
 * card). A failing directory never fails the search: it answers `externalError` instead.
 */
export async function nearbyPlaces(
  places: PlacesPort,
  kind: 'restaurants' | 'lodging',
  location: string,
  registered: Registered[],
): Promise<{ external: ExternalPlace[]; externalError: boolean }> {
  if (!places.enabled || !location) return { external: [], externalError: false };
  const anchor = registered.find((r) => r.latitude != null && r.longitude != null);
  const query = {
    location,
    radiusMeters: EXTERNAL_RADIUS_METERS,
    near: anchor ? { latitude: anchor.latitude!, longitude: anchor.longitude! } : null,
  };
  let found: ExternalPlace[];
  try {
    found = kind === 'restaurants' ? await places.searchRestaurants(query) : await places.searchLodging(query);
  } catch (err) {
    // The adapter has logged the cause; the guest still gets the registered venues.
    if (!(err instanceof Error && err.name === 'PlacesUnavailableError')) {
      console.warn(kind === 'restaurants' ? '[places] search failed' : '[places] lodging search failed', err);
    }
    return { external: [], externalError: true };
  }
  const ours = new Set(registered.map((r) => foldText(r.name)));
  return { external: found.filter((p) => !ours.has(foldText(p.name))), externalError: false };
}
