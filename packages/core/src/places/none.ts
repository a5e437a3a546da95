import type { PlacesPort } from './port';

/** No directory configured: nothing external, and callers say so (ARCHITECTURE: places → none). */
export const nonePlaces: PlacesPort = {
  enabled: false,
  name: 'none',
  searchRestaurants: async () => [],
  searchLodging: async () => [],
};
