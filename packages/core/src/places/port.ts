/**
 * The places port: nearby places from an outside directory (Google Places in production). Type-only,
 * so the web can import the shapes without server code.
 */

/** SPEC §3 external place, plus the address and position when the directory knows them. */
export interface ExternalPlace {
  place_id: string;
  name: string;
  rating: number | null;
  ratings_count: number | null;
  has_menu: boolean;
  menu_url: string | null;
  website_url: string | null;
  google_maps_url: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PlacesQuery {
  /** What the guest typed: a city, an address or a venue name. */
  location: string;
  /** SPEC §9: external search radius 5000 m. */
  radiusMeters: number;
  /** A known point for the location (e.g. the best registered match), to centre the search on. */
  near?: { latitude: number; longitude: number } | null;
}

export interface PlacesPort {
  /** False when no directory is configured: callers show registered venues only, with a note. */
  readonly enabled: boolean;
  readonly name: 'google' | 'none';
  /** Throws `PlacesUnavailableError` when the directory fails; the caller decides what to show. */
  searchRestaurants(query: PlacesQuery): Promise<ExternalPlace[]>;
  searchLodging(query: PlacesQuery): Promise<ExternalPlace[]>;
}

/** The directory could not answer (network, quota, bad key, bad response). Already logged. */
export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailableError';
  }
}
