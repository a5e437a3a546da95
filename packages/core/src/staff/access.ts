import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../account/schema';
import type { DB } from '../db/types';
import { DomainError } from '../errors';
import { venueKind, type VenueKind } from '../restaurant/venue-kind';
import { isUuid } from '../text/uuid';
import { ownedVenueRows, staffVenueRows, touchStaff, venueStanding } from '../owner/scope-repository';
import { roleAllows, type VenueRole } from './roles';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * A user's standing at the venue a call names (ADR 127):
 * - `member`: the venue's owner or staff, with their role and the owner (whose plans the venue has);
 * - `removed`: staff whose access the owner removed;
 * - `none`: anyone else, or no such venue (the core then answers "Restaurant not found", or lets an
 *   admin read).
 */
export type Standing = { kind: 'member'; role: VenueRole; ownerId: string; venueKind: VenueKind } | { kind: 'removed' } | { kind: 'none' };

async function standingAt(db: Executor, user: Pick<SessionUser, 'id'>, venueId: unknown): Promise<Standing> {
  if (typeof venueId !== 'string' || !isUuid(venueId)) return { kind: 'none' };
  const row = await venueStanding(db, venueId, user.id);
  if (!row) return { kind: 'none' };
  const kind = venueKind(row);
  if (row.owner_id === user.id) return { kind: 'member', role: 'owner', ownerId: row.owner_id, venueKind: kind };
  if (!row.role || !row.owner_id) return { kind: 'none' };
  if (row.revoked_at) return { kind: 'removed' };
  return { kind: 'member', role: row.role, ownerId: row.owner_id, venueKind: kind };
}

/**
 * The rung's question, "may this person do this at this venue?": a member whose role reaches
 * `need` may (their activity is noted for the Staff page); a member below it hears "Not allowed";
 * removed staff hear that their access was removed. Answers the member's standing, or null for
 * someone who is no member (the caller's other rules and the core's scope answer them).
 */
export async function mayAct(db: Executor, user: Pick<SessionUser, 'id'>, venueId: unknown, need: VenueRole, now: Date = new Date()) {
  const standing = await standingAt(db, user, venueId);
  if (standing.kind === 'removed') throw new DomainError('staff.access_removed');
  if (standing.kind === 'none') return null;
  if (!roleAllows(standing.role, need)) throw new DomainError('auth.forbidden');
  if (standing.role !== 'owner') await touchStaff(db, venueId as string, user.id, now);
  return standing;
}

export interface ConsoleVenue {
  id: string;
  name: string;
  address: string;
  city: string;
  totalTables: number;
  totalRooms: number;
  onboardingDone: boolean;
  kind: VenueKind;
  /** The user's role here: the console shows only what it allows. */
  role: VenueRole;
  /** Whose plans the venue has (staff seats are in the venue's plan). */
  ownerId: string;
}

const kindOf = (v: { totalRooms: number }) => venueKind({ total_rooms: v.totalRooms });

/** The venues a user's console shows: those they own (oldest first), then those they are staff of. */
export async function consoleVenues(db: Executor, userId: string): Promise<ConsoleVenue[]> {
  const [owned, staffed] = await Promise.all([ownedVenueRows(db, userId), staffVenueRows(db, userId)]);
  return [
    ...owned.map((v) => ({ ...v, kind: kindOf(v), role: 'owner' as const, ownerId: userId })),
    ...staffed.flatMap(({ role, ownerId, ...v }) => (ownerId ? [{ ...v, kind: kindOf(v), role, ownerId }] : [])),
  ];
}
