import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/connection';
import type { DB } from '../db/types';
import type { VenueSide } from '../restaurant/venue-kind';
import { featuredNow, venueSells } from '../restaurant/venue-sql';
import { ADMIN_PAGE_SIZE } from './schema';

/**
 * The admin console's SQL (ADR 073, 074): counters, the owner and venue lists one page at a time,
 * and the featured flag. Rows out; the console and featured services shape them for the pages.
 */

/** `%text%` for ILIKE with the wildcards of the text itself taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const offset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/** Holds role owner: the Owners tab's and "Viewing as"'s rule. */
const isOwner = () => sql<SqlBool>`exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role = 'owner')`;

export async function countOwners(db: Database): Promise<number> {
  const { n } = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.count<string>('user_id').distinct().as('n'))
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Venues that sell tables and venues with rooms, by the one venue-kind rule (a venue selling both counts in both). */
export async function countVenues(db: Database): Promise<Record<'dining' | 'stays', number>> {
  const venues = await db
    .selectFrom('restaurants as r')
    .select((eb) => [
      eb.fn.count<string>('r.id').filterWhere(venueSells('dining')).as('dining'),
      eb.fn.count<string>('r.id').filterWhere(venueSells('stays')).as('stays'),
    ])
    .executeTakeFirstOrThrow();
  return { dining: Number(venues.dining), stays: Number(venues.stays) };
}

/** One page of owners, newest first, searched by name or email, with how many venues each has. */
export async function ownersPage(db: Database, q: string, page: number) {
  let base = db.selectFrom('users as u').where(isOwner());
  if (q) base = base.where((eb) => eb.or([eb('u.name', 'ilike', likePattern(q)), eb('u.email', 'ilike', likePattern(q))]));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['u.id', 'u.name', 'u.email', 'u.created_at'])
    .select((eb) => eb.selectFrom('restaurants as r').select(eb.fn.countAll<string>().as('c')).whereRef('r.owner_id', '=', 'u.id').as('restaurant_count'))
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id')
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return { total: Number(n), rows };
}

/** Venues whose name, address or city contains the text (all of them for none), of one side when `where` says. */
function venueRows(db: Database, q: string, where?: Expression<SqlBool>) {
  let base = db.selectFrom('restaurants as r');
  if (where) base = base.where(where);
  if (q) base = base.where(sql<SqlBool>`(r.name ILIKE ${likePattern(q)} OR r.address ILIKE ${likePattern(q)} OR r.city ILIKE ${likePattern(q)})`);
  return base;
}

const countOf = async (base: ReturnType<typeof venueRows>) => Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** One page of the venues that sell one side (tables: restaurants; rooms: accommodations), newest first. */
export async function venuesPage(db: Database, side: VenueSide, q: string, page: number) {
  const base = venueRows(db, q, venueSells(side));
  const rows = await base
    .select(['r.id', 'r.name', 'r.cuisine', 'r.address', 'r.total_tables', 'r.total_rooms', 'r.created_at'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return { total: await countOf(base), rows };
}

/** One page of every venue with its featured status, featured first then by name. */
export async function featuredPage(db: Database, q: string, page: number, now: Date) {
  const base = venueRows(db, q);
  const rows = await base
    .select(['r.id', 'r.name', 'r.address', 'r.featured', 'r.featured_until'])
    .select(featuredNow(now).as('active'))
    .orderBy('r.featured', 'desc')
    .orderBy('r.name')
    .orderBy('r.id')
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return { total: await countOf(base), rows };
}

/** An owner (a user holding role owner) by id. */
export function findOwner(db: Database, ownerId: string) {
  return db.selectFrom('users as u').select(['u.id', 'u.name', 'u.email']).where('u.id', '=', ownerId).where(isOwner()).executeTakeFirst();
}

/**
 * A venue's featured state, locked, with the date a period from today (in the venue's zone) ends:
 * what Enable would set.
 */
export function lockFeatured(trx: Transaction<DB>, restaurantId: string, now: Date, period: string) {
  const today = sql<string>`(${now.toISOString()}::timestamptz AT TIME ZONE r.timezone)::date`;
  return trx
    .selectFrom('restaurants as r')
    .select(['r.id', 'r.featured', 'r.featured_until'])
    .select(sql<string>`(${today} + ${period}::interval)::date::text`.as('period_end'))
    .select(featuredNow(now).as('active'))
    .where('r.id', '=', restaurantId)
    .forUpdate()
    .executeTakeFirst();
}

export function updateFeatured(trx: Transaction<DB>, restaurantId: string, featured: boolean, until: string | null, now: Date) {
  return trx
    .updateTable('restaurants as r')
    .set({ featured, featured_until: until })
    .where('r.id', '=', restaurantId)
    .returning(['r.id', 'r.name', 'r.address', 'r.featured', 'r.featured_until'])
    .returning(featuredNow(now).as('active'))
    .executeTakeFirstOrThrow();
}
