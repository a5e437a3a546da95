import type { Database } from '../db/connection';
import type { OpenHours } from '../db/types';
import { DomainError } from '../errors';
import { nearbyPlaces } from '../places/nearby';
import type { PlacesPort } from '../places/port';
import { openingWindow } from '../time/zone';
import {
  findPublicById,
  listCarouselItems,
  listDining,
  listFeatured,
  ratingsFor,
  searchRestaurants,
  suggestCities,
  suggestVenues,
  type PublicRow,
} from './repository';
import {
  RESTAURANT_LIST_LIMIT,
  SUGGEST_LIMIT,
  SUGGEST_MIN_CHARS,
  WEEKDAYS,
  byIdInput,
  listInput,
  searchInput,
  suggestInput,
  type ByIdInput,
  type CarouselItem,
  type ListInput,
  type PublicRestaurant,
  type RatingSummary,
  type RestaurantDetail,
  type SearchInput,
  type SearchResult,
  type Suggestion,
  type SuggestInput,
  type Weekday,
  type WeekHours,
} from './schema';
import { foldText, searchPattern } from './text';
import { isUuid } from '../text/uuid';
import { venueKind } from './venue-kind';
import { publicVenue } from './public-venue';

export interface RestaurantDeps {
  db: Database;
  places: PlacesPort;
}

const FEATURED_LIMIT = 12;
const CAROUSEL_ITEMS_LIMIT = 6;
const SUGGEST_CITIES = 3;

const NO_RATING: RatingSummary = { average: null, count: 0 };
/** Slots run 09:00-22:30 (SPEC §9) and a table may stay until midnight. */
const ALL_SLOTS = { open: '09:00', close: '24:00' } as const;

/** The one mapping from a row to the public view: every list and the detail page go through it. */
function toPublicRestaurant(row: PublicRow, rating: RatingSummary = NO_RATING): PublicRestaurant {
  return {
    ...publicVenue(row),
    featured_until: row.featured_until,
    cuisine: row.cuisine,
    cuisine_tags: row.cuisine_tags,
    vegetarian: row.vegetarian,
    vegan: row.vegan,
    gluten_free: row.gluten_free,
    total_tables: row.total_tables,
    rating,
  };
}

async function withRatings(db: Database, rows: PublicRow[]): Promise<PublicRestaurant[]> {
  const ratings = await ratingsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPublicRestaurant(r, ratings.get(r.id) ?? NO_RATING));
}

/** 2024-01-01 was a Monday: one date per weekday, to ask the booking rules about each day. */
const WEEK_OF = Object.fromEntries(WEEKDAYS.map((d, i) => [d, `2024-01-0${i + 1}`])) as Record<Weekday, string>;

const clock = (minutes: number) => {
  const m = minutes > 24 * 60 ? minutes - 24 * 60 : minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * The week as the booking rules read it (`openingWindow`, ADR 011), so the page never shows hours
 * the booking form would not honour: a day without a readable entry is closed (null); a venue that
 * has set no hours at all takes bookings in every slot, shown as 09:00-24:00 with `set` false.
 */
function weekHours(stored: OpenHours | null | undefined): { hours: WeekHours; set: boolean } {
  const hours = {} as WeekHours;
  let set = true;
  for (const day of WEEKDAYS) {
    const window = openingWindow(stored ?? null, WEEK_OF[day]);
    if (window === undefined) {
      set = false;
      hours[day] = { ...ALL_SLOTS };
    } else hours[day] = window && { open: clock(window.open), close: clock(window.close) };
  }
  return { hours, set };
}

/** Home carousel: featured venues (newest first), then the active curated items in order. */
export async function featured(db: Database, now = new Date()): Promise<CarouselItem[]> {
  const [venues, items] = await Promise.all([listFeatured(db, now, FEATURED_LIMIT), listCarouselItems(db, CAROUSEL_ITEMS_LIMIT)]);
  const fromVenues = venues.map((v): CarouselItem => {
    // Shown as what it is (its rooms decide), unless only its restaurant is live (ADR 104).
    const dining = venueKind(v) === 'restaurant' || !v.stays_live;
    return {
      id: v.id,
      title: v.name,
      subtitle: (dining ? [v.cuisine, v.city] : [v.city]).filter((s): s is string => Boolean(s)).join(' · '),
      badge: dining ? 'Restaurant' : 'Stay',
      src: v.photos[0] ?? null,
      href: dining ? `/restaurants/${v.id}` : `/stays/${v.id}`,
    };
  });
  const curated = items.map((i): CarouselItem => ({
    id: i.id,
    title: i.title,
    subtitle: i.subtitle,
    badge: i.badge,
    src: i.src || null,
    href: i.href || (i.restaurant_id ? `/restaurants/${i.restaurant_id}` : '/'),
  }));
  return [...fromVenues, ...curated];
}

/** Home search typeahead: matching cities first, then venue names; at most 8. */
export async function suggest(db: Database, input: SuggestInput, now = new Date()): Promise<Suggestion[]> {
  const { q } = suggestInput.parse(input);
  if (foldText(q).replace(/[^\p{L}\p{N}]/gu, '').length < SUGGEST_MIN_CHARS) return [];
  const pattern = searchPattern(q);
  if (!pattern) return [];
  const [cities, venues] = await Promise.all([suggestCities(db, pattern, now, SUGGEST_CITIES), suggestVenues(db, pattern, now, SUGGEST_LIMIT)]);
  const out: Suggestion[] = cities.map((c) => ({ id: `city:${c.city}`, name: c.city, city: c.city, kind: 'city' }));
  for (const v of venues) {
    if (out.length >= SUGGEST_LIMIT) break;
    out.push({ id: v.id, name: v.name, city: v.city, kind: 'restaurant' });
  }
  return out;
}

/**
 * /find: registered dining venues matching the location or name (index-backed), within budget,
 * plus nearby restaurants from the places directory when one is configured. A failing directory
 * never fails the search: the registered venues come back with `externalError`.
 */
export async function search(deps: RestaurantDeps, input: SearchInput, now = new Date()): Promise<SearchResult> {
  const { location, budget } = searchInput.parse(input);
  const pattern = searchPattern(location);
  const registered = pattern ? await withRatings(deps.db, await searchRestaurants(deps.db, { pattern, budget, now, limit: RESTAURANT_LIST_LIMIT })) : [];

  const { external, externalError } = await nearbyPlaces(deps.places, 'restaurants', location, registered);
  const addressNotFound = deps.places.enabled && !externalError && registered.length === 0 && external.length === 0;
  return { registered, external, placesEnabled: deps.places.enabled, externalError, addressNotFound };
}

/** /dining browse list (SPEC limit 60), featured first then newest; `vegOnly`: vegetarian or vegan. */
export async function list(db: Database, input: ListInput = {}, now = new Date()): Promise<PublicRestaurant[]> {
  const { vegOnly } = listInput.parse(input);
  return withRatings(db, await listDining(db, { vegOnly: vegOnly ?? false, now, limit: RESTAURANT_LIST_LIMIT }));
}

/** /restaurants/{id}. Anything that is not a live restaurant's id (a draft, an unpaid one: ADR 104) is simply not found. */
export async function byId(db: Database, input: ByIdInput, now = new Date()): Promise<RestaurantDetail> {
  const { id } = byIdInput.parse(input);
  const row = isUuid(id) ? await findPublicById(db, id.toLowerCase(), now) : undefined;
  if (!row) throw new DomainError('restaurant.not_found');
  const ratings = await ratingsFor(db, [row.id]);
  const hours = weekHours(row.open_hours_json);
  return {
    ...toPublicRestaurant(row, ratings.get(row.id) ?? NO_RATING),
    description: row.description,
    menu_url: row.menu_url,
    open_hours: hours.hours,
    open_hours_set: hours.set,
    timezone: row.timezone,
    deposit_eur: Number(row.deposit_eur),
    turn_minutes: row.turn_minutes,
    total_rooms: row.total_rooms,
  };
}
