import { sql } from 'kysely';
import { onDb, type Db } from '../db/connection';
import type { SearchPattern } from '../restaurant/text';
import { featuredNow, listed, matches } from '../restaurant/venue-sql';

// Public property views (stays discovery).

/**
 * The only property columns a public query ever reads. No owner id, payment link, Stripe account or
 * contact data can leave through here.
 */
const PUBLIC_COLUMNS = [
  'r.id',
  'r.name',
  'r.address',
  'r.city',
  'r.description',
  'r.photos',
  'r.amenities',
  'r.pets_allowed',
  'r.total_rooms',
  'r.avg_price_eur',
  'r.latitude',
  'r.longitude',
  'r.created_at',
] as const;

/** Live properties only (ADR 104: onboarding done, the owner's Stays plan running): drafts and unpaid ones are nobody's result nor page. */
const selectPublic = (db: Db, now: Date) =>
  onDb(db).selectFrom('restaurants as r').select(PUBLIC_COLUMNS).select(featuredNow(now).as('featured')).where(listed('stays', now));
export type PublicStayRow = Awaited<ReturnType<ReturnType<typeof selectPublic>['executeTakeFirstOrThrow']>>;

export interface StaySearchParams {
  pattern: SearchPattern | null;
  checkIn: string;
  guests: number;
  roomType?: string;
  now: Date;
  limit: number;
}

/**
 * Properties matching the location by name, address or city (index-backed, as restaurant search),
 * whose check-in is not before today in their own zone, and which have an active room type that
 * fits the guests (and matches the room type name when asked). Availability is checked afterwards.
 */
export function searchStaysQuery(db: Db, p: StaySearchParams) {
  let q = selectPublic(db, p.now)
    .where(sql<boolean>`${p.checkIn}::date >= (${p.now.toISOString()}::timestamptz AT TIME ZONE r.timezone)::date`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('room_types as t')
          .select(sql`1`.as('one'))
          .whereRef('t.restaurant_id', '=', 'r.id')
          .where(bookableRoomType)
          .where('t.capacity', '>=', p.guests)
          .$if(Boolean(p.roomType), (s) => s.where(sql<boolean>`strpos(lower(t.name), lower(${p.roomType ?? ''})) > 0`)),
      ),
    );
  if (p.pattern) {
    const { any, first } = p.pattern;
    const rank = sql<number>`CASE
      WHEN ${matches('name', `^${first}$`)} THEN 0
      WHEN ${matches('city', `^${first}$`)} THEN 1
      WHEN ${matches('name', `^${first}`)} THEN 2
      WHEN ${matches('city', `^${first}`)} THEN 3
      WHEN ${matches('name', first)} THEN 4
      ELSE 5 END`;
    q = q.where((eb) => eb.or([matches('name', any), matches('address', any), matches('city', any)])).orderBy(rank);
  }
  return q.orderBy('featured', 'desc').orderBy('r.name').orderBy('r.id').limit(p.limit);
}

/** Browse: stay properties, featured first then newest (SPEC §7 table reads). */
export function listStays(db: Db, opts: { petsOnly: boolean; now: Date; limit: number }) {
  let q = selectPublic(db, opts.now);
  if (opts.petsOnly) q = q.where('r.pets_allowed', '=', true);
  return q.orderBy('featured', 'desc').orderBy('r.created_at', 'desc').orderBy('r.id').limit(opts.limit).execute();
}

export function findPublicStay(db: Db, id: string, now: Date) {
  return selectPublic(db, now).select(['r.timezone', 'r.deposit_eur']).where('r.id', '=', id).executeTakeFirst();
}

/** Stay review count and mean per property in one grouped query. */
export async function stayRatingsFor(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { average: number; count: number }>();
  const rows = await onDb(db)
    .selectFrom('stay_reviews')
    .select(['restaurant_id', sql<number>`round(avg(rating), 1)::float8`.as('average'), sql<number>`count(*)::int`.as('count')])
    .where('restaurant_id', 'in', ids)
    .groupBy('restaurant_id')
    .execute();
  return new Map(rows.map((r) => [r.restaurant_id, { average: r.average, count: r.count }]));
}

/**
 * A room type guests can book: active, and priced (a type still at 0, the wizard's default, is not
 * for sale until its owner sets a price; ADR 104). Over `room_types as t`.
 */
export const bookableRoomType = sql<boolean>`(t.active AND t.base_price_eur > 0)`;

/** Bookable room types per property (cheapest first), for cards (from price) and the detail page. */
export async function activeRoomTypes(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return onDb(db)
    .selectFrom('room_types as t')
    .select(['t.id', 't.restaurant_id', 't.name', 't.name_sl', 't.capacity', 't.base_price_eur', 't.active'])
    .where('t.restaurant_id', 'in', ids)
    .where(bookableRoomType)
    .orderBy('t.base_price_eur')
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();
}
