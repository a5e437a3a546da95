/**
 * What every public view of a venue starts with, restaurant or property: the one mapping of the
 * columns both show (`restaurant/service.ts` `toPublicRestaurant`, `stay/shared.ts` `toPublicStay`).
 * Never owner ids, payment details or contact data.
 */
export interface PublicVenueColumns {
  id: string;
  name: string;
  address: string;
  city: string;
  featured: boolean;
  photos: string[];
  amenities: string[];
  pets_allowed: boolean;
  avg_price_eur: string | number | null;
  latitude: number | null;
  longitude: number | null;
}

export const publicVenue = (row: PublicVenueColumns) => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  featured: row.featured,
  photos: row.photos,
  amenities: row.amenities,
  pets_allowed: row.pets_allowed,
  avg_price_eur: row.avg_price_eur == null ? null : Number(row.avg_price_eur),
  latitude: row.latitude,
  longitude: row.longitude,
});
