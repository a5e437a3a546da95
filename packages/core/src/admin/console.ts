import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { isUuid } from '../text/uuid';
import { ownedVenues, type OwnedVenue } from '../owner/scope';
import { countOwners, countVenues, findOwner, ownersPage, venuesPage } from './repository';
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

const pageOf = <T>(rows: T[], total: number, page: number): Page<T> => ({ rows, total, page, pageSize: ADMIN_PAGE_SIZE });

/**
 * Total Owners (users holding role owner), Total Restaurants (venues that sell tables), Total
 * Accommodations (properties: venues with rooms), by the one venue-kind rule (restaurant/venue-kind.ts):
 * a venue selling both counts in both, a property without tables only as an accommodation.
 */
export async function adminCounters(db: Database): Promise<AdminCounters> {
  const venues = await countVenues(db);
  return { totalOwners: await countOwners(db), totalRestaurants: venues.dining, totalAccommodations: venues.stays };
}

/** The Owners tab: users holding role owner, newest first, searched by name or email. */
export async function listOwners(db: Database, raw: unknown): Promise<Page<AdminOwner>> {
  const { q, page } = listInput.parse(raw);
  const { total, rows } = await ownersPage(db, q, page);
  return pageOf(
    rows.map((r) => ({ id: r.id, name: r.name, email: r.email, registeredAt: r.created_at.toISOString(), restaurantCount: Number(r.restaurant_count ?? 0) })),
    total,
    page,
  );
}

/** The Restaurants tab: venues that sell tables, newest first (the Total Restaurants counter's rows). */
export async function listRestaurants(db: Database, raw: unknown): Promise<Page<AdminRestaurant>> {
  const { q, page } = listInput.parse(raw);
  const { total, rows } = await venuesPage(db, 'dining', q, page);
  const out = rows.map((r) => ({
    id: r.id,
    name: r.name,
    cuisine: r.cuisine ?? '',
    address: r.address,
    tables: r.total_tables,
    createdAt: r.created_at.toISOString(),
  }));
  return pageOf(out, total, page);
}

/** The Accommodations tab: venues with rooms (properties), newest first. */
export async function listAccommodations(db: Database, raw: unknown): Promise<Page<AdminAccommodation>> {
  const { q, page } = listInput.parse(raw);
  const { total, rows } = await venuesPage(db, 'stays', q, page);
  const out = rows.map((r) => ({ id: r.id, name: r.name, address: r.address, rooms: r.total_rooms, createdAt: r.created_at.toISOString() }));
  return pageOf(out, total, page);
}

/** "Viewing as": an owner's name and venues, for the read-only dashboards (reads then go through requireVenue 'read'). */
export async function ownerView(db: Database, raw: unknown): Promise<{ owner: { id: string; name: string; email: string }; venues: OwnedVenue[] }> {
  const { ownerId } = ownerInput.parse(raw);
  if (!isUuid(ownerId)) throw new DomainError('admin.owner_not_found');
  const owner = await findOwner(db, ownerId);
  if (!owner) throw new DomainError('admin.owner_not_found');
  return { owner: { id: owner.id, name: owner.name, email: owner.email }, venues: await ownedVenues(db, owner.id) };
}
