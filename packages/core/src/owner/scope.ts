import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../account/schema';
import { DomainError } from '../errors';
import type { DB } from '../db/types';
import { isUuid } from '../text/uuid';
import { venueKind, type VenueKind } from '../restaurant/venue-kind';
import { findScopedVenue, findScopedVenueRooms, ownedVenueRows } from './scope-repository';

type Executor = Kysely<DB> | Transaction<DB>;

/** What an owner or admin may do with a venue: admins read any owner's venue ("Viewing as"), only its owner writes. */
export type VenueAccess = 'read' | 'write';

export interface OwnedVenue {
  id: string;
  name: string;
  address: string;
  city: string;
  totalTables: number;
  totalRooms: number;
  onboardingDone: boolean;
  /** Restaurant or property, by the one venue-kind rule (restaurant/venue-kind.ts). */
  kind: VenueKind;
}

const withKind = <V extends { totalRooms: number }>(v: V) => ({ ...v, kind: venueKind({ total_rooms: v.totalRooms }) });

/**
 * The one owner-scoping rule (ADR 061): a venue opens to the user whose id is its
 * `owner_id`, and, for reading only, to an admin. Everything else reads as "Restaurant not found",
 * so an owner cannot even learn that another owner's venue id exists. Every owner procedure calls
 * this (in SQL, by id and owner) before it reads or changes anything under the venue.
 */
export function requireVenue(db: Executor, user: Pick<SessionUser, 'id' | 'role'>, restaurantId: string, access: VenueAccess): Promise<OwnedVenue> {
  return openVenue(db, user, restaurantId, access, false);
}

/**
 * `requireVenue` inside a transaction that also takes the venue lock (restaurant/venue-lock.ts) on the
 * row it opens: the scope is checked on the locked row, so a write under the lock needs no second
 * check of its own.
 */
export function requireVenueLocked(
  trx: Transaction<DB>,
  user: Pick<SessionUser, 'id' | 'role'>,
  restaurantId: string,
  access: VenueAccess,
): Promise<OwnedVenue> {
  return openVenue(trx, user, restaurantId, access, true);
}

async function openVenue(db: Executor, user: Pick<SessionUser, 'id' | 'role'>, restaurantId: string, access: VenueAccess, lock: boolean): Promise<OwnedVenue> {
  if (!isUuid(restaurantId)) throw new DomainError('restaurant.not_found');
  const venue = await findScopedVenue(db, restaurantId, access === 'read' && user.role === 'admin' ? null : user.id, lock);
  if (!venue) throw new DomainError('restaurant.not_found');
  return withKind(venue);
}

/** The venues a user owns, oldest first (SPEC §2: the dashboard header shows the first one). */
export async function ownedVenues(db: Executor, ownerId: string): Promise<OwnedVenue[]> {
  const rows = await ownedVenueRows(db, ownerId);
  return rows.map(withKind);
}

/**
 * What a venue the user may open for reading is (restaurant or property), or null: the plan a
 * venue's page of the dashboard needs follows its kind (ADR 104). Null for anything `requireVenue`
 * would refuse, so the caller learns nothing more than it would there.
 */
export async function openableVenueKind(db: Executor, user: Pick<SessionUser, 'id' | 'role'>, restaurantId: unknown): Promise<VenueKind | null> {
  if (typeof restaurantId !== 'string' || !isUuid(restaurantId)) return null;
  const venue = await findScopedVenueRooms(db, restaurantId, user.role === 'admin' ? null : user.id);
  return venue ? venueKind(venue) : null;
}
