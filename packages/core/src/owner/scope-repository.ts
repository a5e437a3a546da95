import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';

/** The owner-scoping reads (ADR 061): a venue by id, limited to one owner when `ownerId` is given. */

type Executor = Kysely<DB> | Transaction<DB>;

const OWNED_VENUE_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'total_tables as totalTables',
  'total_rooms as totalRooms',
  'onboarding_done as onboardingDone',
] as const;

/** The venue, only if `ownerId` (when given) owns it; locked (FOR UPDATE) when `lock`. */
export function findScopedVenue(db: Executor, id: string, ownerId: string | null, lock: boolean) {
  let q = db.selectFrom('restaurants').select(OWNED_VENUE_COLUMNS).where('id', '=', id);
  if (ownerId !== null) q = q.where('owner_id', '=', ownerId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The venues an owner owns, oldest first. */
export const ownedVenueRows = (db: Executor, ownerId: string) =>
  db.selectFrom('restaurants').select(OWNED_VENUE_COLUMNS).where('owner_id', '=', ownerId).orderBy('created_at').orderBy('id').execute();

/** The venue's room count (what its kind follows from), only if `ownerId` (when given) owns it. */
export function findScopedVenueRooms(db: Executor, id: string, ownerId: string | null) {
  let q = db.selectFrom('restaurants').select('total_rooms').where('id', '=', id);
  if (ownerId !== null) q = q.where('owner_id', '=', ownerId);
  return q.executeTakeFirst();
}
