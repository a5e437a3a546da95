import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';
import type { SearchPattern } from './text';
import { featuredNow, listed, listedAny, matches } from './venue-sql';

/**
 * The only restaurant columns a public query ever reads (SPEC §3 public view plus what the venue
 * page shows). No owner id, payment link, Stripe account or contact data can leave through here.
 */
const PUBLIC_COLUMNS = [
  'r.id',
  'r.name',
  'r.address',
  'r.city',
  'r.featured_until',
  'r.cuisine',
  'r.cuisine_tags',
  'r.photos',
  'r.vegetarian',
  'r.vegan',
  'r.gluten_free',
  'r.pets_allowed',
  'r.amenities',
  'r.total_tables',
  'r.avg_price_eur',
  'r.latitude',
  'r.longitude',
  'r.created_at',
] as const;

const selectPublic = (db: Db, now: Date) => (db as Kysely<DB>).selectFrom('restaurants as r').select(PUBLIC_COLUMNS).select(featuredNow(now).as('featured'));

export type PublicRow = Awaited<ReturnType<ReturnType<typeof selectPublic>['executeTakeFirstOrThrow']>>;

export interface SearchParams {
  pattern: SearchPattern;
  budget?: number;
  now: Date;
  limit: number;
}

/**
 * Registered dining venues whose name, address or city matches, best match first. Built (not run)
 * here so a test can EXPLAIN exactly this SQL.
 */
export function searchQuery(db: Db, p: SearchParams) {
  const { any, first } = p.pattern;
  // Lower is better: the name itself, the city itself, then prefixes, words, anywhere.
  const rank = sql<number>`CASE
    WHEN ${matches('name', `^${first}$`)} THEN 0
    WHEN ${matches('city', `^${first}$`)} THEN 1
    WHEN ${matches('name', `^${first}`)} THEN 2
    WHEN ${matches('name', `\\m${first}`)} THEN 3
    WHEN ${matches('city', `^${first}`)} THEN 4
    WHEN ${matches('name', first)} THEN 5
    WHEN ${matches('address', `\\m${first}`)} THEN 6
    WHEN ${matches('city', first)} OR ${matches('address', first)} THEN 7
    ELSE 8 END`;
  let q = selectPublic(db, p.now)
    .select(rank.as('rank'))
    .where((eb) => eb.or([matches('name', any), matches('address', any), matches('city', any)]))
    .where(listed('dining', p.now));
  if (p.budget !== undefined) {
    // A venue that has not stated a price is kept: unknown is not over budget (ADR 015).
    const budget = p.budget;
    q = q.where((eb) => eb.or([eb('r.avg_price_eur', 'is', null), eb('r.avg_price_eur', '<=', String(budget))]));
  }
  return q.orderBy('rank').orderBy('featured', 'desc').orderBy('r.name').orderBy('r.id').limit(p.limit);
}

export const searchRestaurants = (db: Db, p: SearchParams) => searchQuery(db, p).execute();

/** /dining: dining venues, featured first then newest (SPEC §7 table reads). */
export function listDining(db: Db, opts: { vegOnly: boolean; now: Date; limit: number }) {
  let q = selectPublic(db, opts.now).where(listed('dining', opts.now));
  if (opts.vegOnly) q = q.where((eb) => eb.or([eb('r.vegetarian', '=', true), eb('r.vegan', '=', true)]));
  return q.orderBy('featured', 'desc').orderBy('r.created_at', 'desc').orderBy('r.id').limit(opts.limit).execute();
}

/** One live restaurant with the extra fields of its public page (a draft or an unpaid one is not found, ADR 104). */
export function findPublicById(db: Db, id: string, now: Date) {
  return selectPublic(db, now)
    .select(['r.description', 'r.menu_url', 'r.open_hours_json', 'r.timezone', 'r.deposit_eur', 'r.turn_minutes', 'r.total_rooms'])
    .where('r.id', '=', id)
    .where(listed('dining', now))
    .executeTakeFirst();
}

/** Featured listings for the home carousel, newest first. */
export function listFeatured(db: Db, now: Date, limit: number) {
  return (db as Kysely<DB>)
    .selectFrom('restaurants as r')
    .select(['r.id', 'r.name', 'r.city', 'r.cuisine', 'r.photos', 'r.total_tables', 'r.total_rooms', 'r.created_at'])
    .select(listed('stays', now).as('stays_live'))
    .where('r.featured', '=', true)
    .where(featuredNow(now))
    .where(listedAny(now))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export function listCarouselItems(db: Db, limit: number) {
  return (db as Kysely<DB>)
    .selectFrom('carousel_items')
    .select(['id', 'title', 'subtitle', 'badge', 'src', 'href', 'restaurant_id'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Review count and mean per venue in one grouped query (never one query per card). */
export async function ratingsFor(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { average: number; count: number }>();
  const rows = await (db as Kysely<DB>)
    .selectFrom('restaurant_reviews')
    .select(['restaurant_id', sql<number>`round(avg(rating), 1)::float8`.as('average'), sql<number>`count(*)::int`.as('count')])
    .where('restaurant_id', 'in', ids)
    .groupBy('restaurant_id')
    .execute();
  return new Map(rows.map((r) => [r.restaurant_id, { average: r.average, count: r.count }]));
}

/** Typeahead: distinct cities of dining venues that match, most venues first. */
export function suggestCities(db: Db, pattern: SearchPattern, now: Date, limit: number) {
  return (db as Kysely<DB>)
    .selectFrom('restaurants as r')
    .select(['r.city', sql<number>`count(*)::int`.as('venues')])
    .where(matches('city', pattern.any))
    .where(listed('dining', now))
    .where('r.city', '<>', '')
    .groupBy('r.city')
    .orderBy(sql`bool_or(${matches('city', `^${pattern.first}`)})`, 'desc')
    .orderBy('venues', 'desc')
    .orderBy('r.city')
    .limit(limit)
    .execute();
}

/** Typeahead: dining venues whose name matches, prefixes and word starts first. */
export function suggestVenues(db: Db, pattern: SearchPattern, now: Date, limit: number) {
  const rank = sql<number>`CASE WHEN ${matches('name', `^${pattern.first}`)} THEN 0 WHEN ${matches('name', `\\m${pattern.first}`)} THEN 1 ELSE 2 END`;
  return (db as Kysely<DB>)
    .selectFrom('restaurants as r')
    .select(['r.id', 'r.name', 'r.city'])
    .select(featuredNow(now).as('featured'))
    .where(matches('name', pattern.any))
    .where(listed('dining', now))
    .orderBy(rank)
    .orderBy('featured', 'desc')
    .orderBy('r.name')
    .limit(limit)
    .execute();
}
