import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../account/schema';
import { DomainError } from '../errors';
import type { DB } from '../db/types';
import { isUuid } from '../text/uuid';
import { venueKind, type VenueKind } from '../restaurant/venue-kind';
import { findScopedVenue, ownedVenueRows } from './scope-repository';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * What a call does with a venue: admins read any venue ("Viewing as"); the venue's people (its
 * owner and staff, ADR 127) read and write, and which of them may do what is the procedure's role
 * rung (api/trpc.ts `venueGate`).
 */
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
 * The one owner-scoping rule (ADR 061, 127): a venue opens to its people (the user whose id is its
 * `owner_id`, and its staff whose access was not removed), and, for reading only, to an admin.
 * Everything else reads as "Restaurant not found", so an owner cannot even learn that another
 * owner's venue id exists. Every owner procedure calls this (in SQL, by id and person) before it
 * reads or changes anything under the venue.
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
  const scope = access === 'read' && user.role === 'admin' ? null : { userId: user.id };
  const venue = await findScopedVenue(db, restaurantId, scope, lock);
  if (!venue) throw new DomainError('restaurant.not_found');
  return withKind(venue);
}

/** The venues a user owns, oldest first (SPEC §2: the dashboard header shows the first one). */
export async function ownedVenues(db: Executor, ownerId: string): Promise<OwnedVenue[]> {
  const rows = await ownedVenueRows(db, ownerId);
  return rows.map(withKind);
}
