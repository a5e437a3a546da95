import type { Generated } from 'kysely';
import type { CreatedAt, DateCol, Derived, Numeric, Json } from './columns';

// Restaurants and properties (one table), their photos and the home carousel.
export type OpenHours = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', { open: string; close: string } | null>>;

export interface RestaurantsTable {
  id: Generated<string>;
  owner_id: string | null;
  name: string;
  address: Generated<string>;
  city: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  total_tables: Generated<number>;
  blocked_tables: Generated<number>;
  grace_minutes: Generated<number>;
  turn_minutes: Generated<number>;
  timezone: Generated<string>;
  open_hours_json: Json<OpenHours | null> | null;
  stripe_payment_link_url: string | null;
  stripe_account_id: string | null;
  deposit_eur: Numeric;
  onboarding_done: Generated<boolean>;
  featured: Generated<boolean>;
  featured_until: DateCol | null;
  description: string | null;
  cuisine: string | null;
  cuisine_tags: Generated<string[]>;
  menu_url: string | null;
  vegetarian: Generated<boolean>;
  vegan: Generated<boolean>;
  gluten_free: Generated<boolean>;
  pets_allowed: Generated<boolean>;
  photos: Generated<string[]>;
  amenities: Generated<string[]>;
  total_rooms: Generated<number>;
  blocked_rooms: Generated<number>;
  avg_price_eur: Numeric | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /**
   * Until when the owner's Restaurant / Stays plan grants access (ADR 057's rule; null: no plan),
   * kept by triggers from `subscriptions` (migration 2026_11_27_0400): the venue is listed and
   * bookable on that side only before it (ADR 104, restaurant/venue-sql.ts `listed`).
   */
  dining_plan_until: Derived<Date | null>;
  stays_plan_until: Derived<Date | null>;
}

export interface PhotosTable {
  id: Generated<string>;
  restaurant_id: string;
  uploaded_by: string | null;
  bucket: 'restaurant-photos' | 'stay-photos';
  path: string;
  url: string;
  content_type: string;
  created_at: CreatedAt;
}

/** A presigned upload not yet confirmed (ADR 059): the declared size, and when it was signed. */
export interface PhotoUploadsTable {
  key: string;
  restaurant_id: string;
  uploaded_by: string;
  content_type: string;
  size: number;
  created_at: CreatedAt;
}

export interface CarouselItemsTable {
  id: Generated<string>;
  title: string;
  subtitle: Generated<string>;
  badge: 'Restaurant' | 'Stay' | 'Lifestyle';
  src: string | null;
  href: string | null;
  restaurant_id: string | null;
  position: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}
