import * as z from 'zod';
import { ERROR_CATALOGUE } from '../errors';
import type { ExternalPlace } from '../places/port';
import { cleanSearchText } from '../text/schema';

// Shared with the web: input schemas carry SPEC §5 / §8 English texts; the web translates them.

const LOCATION_REQUIRED = 'Location required';
const BUDGET_MESSAGE = 'Budget must be 0 or more';
export const RESTAURANT_NOT_FOUND = ERROR_CATALOGUE['restaurant.not_found'].message;

/** A venue id an owner's or admin's call names; requireVenue answers "Restaurant not found" for anything malformed. */
export const venueId = z.string({ error: RESTAURANT_NOT_FOUND }).max(100, RESTAURANT_NOT_FOUND);

/** SPEC §9: restaurant list limit 60 (browse and search). */
export const RESTAURANT_LIST_LIMIT = 60;
/** Typeahead suggestions shown under the home search. */
export const SUGGEST_LIMIT = 8;
export { SUGGEST_MIN_CHARS } from './limits';
/** SPEC §9: external search radius 5000 m. */
export const EXTERNAL_RADIUS_METERS = 5000;
/** Longest search text kept (SPEC §9 address limit); anything longer is cut, not refused. */
const SEARCH_TEXT_MAX = 200;

const emptyToUndefined = (v: unknown) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** /find?location&budget (SPEC §5 "Find: location required, budget number >= 0"). */
export const searchInput = z.object({
  location: z
    .string({ error: LOCATION_REQUIRED })
    .transform(cleanSearchText)
    .pipe(z.string().min(1, LOCATION_REQUIRED))
    .transform((s) => s.slice(0, SEARCH_TEXT_MAX)),
  budget: z.preprocess(emptyToUndefined, z.coerce.number({ error: BUDGET_MESSAGE }).min(0, BUDGET_MESSAGE).optional()),
});
export type SearchInput = z.input<typeof searchInput>;

/** Home search typeahead: never an error, an empty or odd query simply suggests nothing. */
export const suggestInput = z.object({
  q: z
    .string()
    .catch('')
    .transform((s) => cleanSearchText(s).slice(0, 100)),
});
export type SuggestInput = z.input<typeof suggestInput>;

/** /dining browse list; `vegOnly` is the veg-friendly filter (vegetarian or vegan). */
export const listInput = z.object({ vegOnly: z.boolean({ error: 'Please check your inputs' }).optional() }).default({});
export type ListInput = z.input<typeof listInput>;

/** Any id is accepted here; one that is not a venue's answers "Restaurant not found". */
export const byIdInput = z.object({ id: z.string({ error: RESTAURANT_NOT_FOUND }) });
export type ByIdInput = z.input<typeof byIdInput>;

type CarouselBadge = 'Restaurant' | 'Stay' | 'Lifestyle';

/** SPEC §3 carousel item, plus where it leads. `src` null: no picture, the web draws one. */
export interface CarouselItem {
  id: string;
  title: string;
  subtitle: string;
  badge: CarouselBadge;
  src: string | null;
  href: string;
}

export interface RatingSummary {
  /** Mean of the venue's reviews, one decimal; null without reviews. */
  average: number | null;
  count: number;
}

/**
 * SPEC §3 public view of a venue. Never owner ids, payment details or contact data.
 * `featured` is true only while the listing is featured today in the venue's time zone.
 */
export interface PublicRestaurant {
  id: string;
  name: string;
  address: string;
  city: string;
  featured: boolean;
  featured_until: string | null;
  cuisine: string | null;
  cuisine_tags: string[];
  photos: string[];
  vegetarian: boolean;
  vegan: boolean;
  gluten_free: boolean;
  pets_allowed: boolean;
  amenities: string[];
  total_tables: number;
  avg_price_eur: number | null;
  latitude: number | null;
  longitude: number | null;
  rating: RatingSummary;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type DayHours = { open: string; close: string } | null;
export type WeekHours = Record<Weekday, DayHours>;

/** /restaurants/{id}: the public view plus what the venue page shows. */
export interface RestaurantDetail extends PublicRestaurant {
  description: string | null;
  menu_url: string | null;
  /**
   * Every day present, as the booking rules read it; null means closed that day. A close at or
   * before the opening time is after midnight.
   */
  open_hours: WeekHours;
  /** False when the venue has published no hours: every slot is bookable (shown as 09:00-24:00). */
  open_hours_set: boolean;
  timezone: string;
  deposit_eur: number;
  turn_minutes: number;
  total_rooms: number;
}

export interface Suggestion {
  /** A venue id, or `city:<name>` for a city. */
  id: string;
  name: string;
  city: string;
  kind: 'restaurant' | 'city';
}

export interface SearchResult {
  registered: PublicRestaurant[];
  external: ExternalPlace[];
  /** False when no places directory is configured: the page says only registered venues are shown. */
  placesEnabled: boolean;
  /** The directory is configured but failed this time; registered venues are still shown. */
  externalError: boolean;
  /**
   * SPEC §8 "Address not found": no registered venue matched and the directory, asked and
   * answering, knows no place there either. Never true without a directory (a town we have no
   * venue in still exists).
   */
  addressNotFound: boolean;
}
