import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types';

/**
 * The owner-scoping reads (ADR 061, 127): a venue by id, limited to the people of the venue when a
 * user is given: its owner, and its staff whose access has not been removed.
 */

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

/** Who a scoped read admits: everyone (an admin reading), or the venue's people. */
export type VenueScope = { userId: string } | null;

/** The venue's people: its owner, or a member of its staff not removed. */
function ofPeople(eb: ExpressionBuilder<DB, 'restaurants'>, scope: NonNullable<VenueScope>) {
  const owner = eb('restaurants.owner_id', '=', scope.userId);
  const staff = eb.exists(
    eb
      .selectFrom('venue_staff')
      .select(sql`1`.as('one'))
      .whereRef('venue_staff.restaurant_id', '=', 'restaurants.id')
      .where('venue_staff.user_id', '=', scope.userId)
      .where('venue_staff.revoked_at', 'is', null),
  );
  return eb.or([owner, staff]);
}

/** The venue, only if the scope admits it; locked (FOR UPDATE) when `lock`. */
export function findScopedVenue(db: Executor, id: string, scope: VenueScope, lock: boolean) {
  let q = db.selectFrom('restaurants').select(OWNED_VENUE_COLUMNS).where('id', '=', id);
  if (scope !== null) q = q.where((eb) => ofPeople(eb, scope));
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The venues an owner owns, oldest first. */
export const ownedVenueRows = (db: Executor, ownerId: string) =>
  db.selectFrom('restaurants').select(OWNED_VENUE_COLUMNS).where('owner_id', '=', ownerId).orderBy('created_at').orderBy('id').execute();

/**
 * A user's standing at a venue (ADR 127): the venue's owner and room count, and the user's staff row
 * (its role, and whether it was removed), if any. Undefined when the venue does not exist.
 */
export const venueStanding = (db: Executor, id: string, userId: string) =>
  db
    .selectFrom('restaurants')
    .leftJoin('venue_staff', (j) => j.onRef('venue_staff.restaurant_id', '=', 'restaurants.id').on('venue_staff.user_id', '=', userId))
    .select(['restaurants.owner_id', 'restaurants.total_rooms', 'venue_staff.role', 'venue_staff.revoked_at'])
    .where('restaurants.id', '=', id)
    .executeTakeFirst();

/** The venues where a user is staff (not removed), with their role, oldest membership first. */
export const staffVenueRows = (db: Executor, userId: string) =>
  db
    .selectFrom('venue_staff')
    .innerJoin('restaurants', 'restaurants.id', 'venue_staff.restaurant_id')
    .select([...OWNED_VENUE_COLUMNS.map((c) => `restaurants.${c}` as const), 'venue_staff.role', 'restaurants.owner_id as ownerId'])
    .where('venue_staff.user_id', '=', userId)
    .where('venue_staff.revoked_at', 'is', null)
    .orderBy('venue_staff.created_at')
    .orderBy('restaurants.id')
    .execute();

/** A staff member was active at a venue now: written at most once a minute, for the Staff page. */
export const touchStaff = (db: Executor, venueId: string, userId: string, now: Date) =>
  db
    .updateTable('venue_staff')
    .set({ last_active_at: now })
    .where('restaurant_id', '=', venueId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', new Date(now.getTime() - 60_000))]))
    .execute();
