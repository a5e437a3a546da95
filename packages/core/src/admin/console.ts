import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { isUuid } from '../kernel/uuid';
import { venueSells } from '../restaurant/venue-sql';
import { ownedVenues, type OwnedVenue } from '../owner/scope';
import {
  ADMIN_PAGE_SIZE,
  listInput,
  ownerInput,
  type AdminAccommodation,
  type AdminCounters,
  type AdminOwner,
  type AdminRestaurant,
  type Page,
} from './schema';

// Read side of the admin dashboard (SPEC §2 "Admin dashboard", ADR 073). Callers are admins only:
// the API's adminProcedure checks the role; nothing here trusts the client.

/** `%text%` for ILIKE with the wildcards of the text itself taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pageOf = <T>(rows: T[], total: number, page: number): Page<T> => ({ rows, total, page, pageSize: ADMIN_PAGE_SIZE });
const offset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/**
 * Total Owners (users holding role owner), Total Restaurants (venues that sell tables), Total
 * Accommodations (properties: venues with rooms), by the one venue-kind rule (kernel/venue-kind.ts):
 * a venue selling both counts in both, a property without tables only as an accommodation.
 */
export async function adminCounters(db: Database): Promise<AdminCounters> {
  const owners = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.count<string>('user_id').distinct().as('n'))
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  const venues = await db
    .selectFrom('restaurants as r')
    .select((eb) => [
      eb.fn.count<string>('r.id').filterWhere(venueSells('dining')).as('dining'),
      eb.fn.count<string>('r.id').filterWhere(venueSells('stays')).as('stays'),
    ])
    .executeTakeFirstOrThrow();
  return { totalOwners: Number(owners.n), totalRestaurants: Number(venues.dining), totalAccommodations: Number(venues.stays) };
}

/** The Owners tab: users holding role owner, newest first, searched by name or email. */
export async function listOwners(db: Database, raw: unknown): Promise<Page<AdminOwner>> {
  const { q, page } = listInput.parse(raw);
  let base = db
    .selectFrom('users as u')
    .where((eb) => eb.exists(eb.selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role', '=', 'owner')));
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
  return pageOf(
    rows.map((r) => ({ id: r.id, name: r.name, email: r.email, registeredAt: r.created_at.toISOString(), restaurantCount: Number(r.restaurant_count ?? 0) })),
    Number(n),
    page,
  );
}

/** Name, address or city contains the text. */
const venueMatches = (q: string) => sql<SqlBool>`(r.name ILIKE ${likePattern(q)} OR r.address ILIKE ${likePattern(q)} OR r.city ILIKE ${likePattern(q)})`;

function venueRows(db: Database, q: string, where?: Expression<SqlBool>) {
  let base = db.selectFrom('restaurants as r');
  if (where) base = base.where(where);
  if (q) base = base.where(venueMatches(q));
  return base;
}

/** The Restaurants tab: venues that sell tables, newest first (the Total Restaurants counter's rows). */
export async function listRestaurants(db: Database, raw: unknown): Promise<Page<AdminRestaurant>> {
  const { q, page } = listInput.parse(raw);
  const base = venueRows(db, q, venueSells('dining'));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['r.id', 'r.name', 'r.cuisine', 'r.address', 'r.total_tables', 'r.created_at'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(page))
    .execute();
  const out = rows.map((r) => ({
    id: r.id,
    name: r.name,
    cuisine: r.cuisine ?? '',
    address: r.address,
    tables: r.total_tables,
    createdAt: r.created_at.toISOString(),
  }));
  return pageOf(out, Number(n), page);
}

/** The Accommodations tab: venues with rooms (properties), newest first. */
export async function listAccommodations(db: Database, raw: unknown): Promise<Page<AdminAccommodation>> {
  const { q, page } = listInput.parse(raw);
  const base = venueRows(db, q, venueSells('stays'));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['r.id', 'r.name', 'r.address', 'r.total_rooms', 'r.created_at'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(page))
    .execute();
  const out = rows.map((r) => ({ id: r.id, name: r.name, address: r.address, rooms: r.total_rooms, createdAt: r.created_at.toISOString() }));
  return pageOf(out, Number(n), page);
}

/** "Viewing as": an owner's name and venues, for the read-only dashboards (reads then go through requireVenue 'read'). */
export async function ownerView(db: Database, raw: unknown): Promise<{ owner: { id: string; name: string; email: string }; venues: OwnedVenue[] }> {
  const { ownerId } = ownerInput.parse(raw);
  if (!isUuid(ownerId)) throw new DomainError('admin.owner_not_found', 'Owner not found');
  const owner = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email'])
    .where('u.id', '=', ownerId)
    .where((eb) => eb.exists(eb.selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role', '=', 'owner')))
    .executeTakeFirst();
  if (!owner) throw new DomainError('admin.owner_not_found', 'Owner not found');
  return { owner: { id: owner.id, name: owner.name, email: owner.email }, venues: await ownedVenues(db, owner.id) };
}
