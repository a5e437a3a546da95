import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, StaffRole } from '../db/types';

type Executor = Kysely<DB> | Transaction<DB>;

/** The staff reads and writes (ADR 127); every function takes ids its caller has already scoped to the owner. */

/** The owner's venues among `ids` (the ones they may invite to). */
export const ownVenueIds = async (db: Executor, ownerId: string, ids: readonly string[]) =>
  (await db.selectFrom('restaurants').select('id').where('owner_id', '=', ownerId).where('id', 'in', ids).execute()).map((r) => r.id);

/** The venues among `ids` where the user of `email` already works (not removed) or which they own. */
export const venuesWithAccess = async (db: Executor, email: string, ids: readonly string[]) =>
  (
    await db
      .selectFrom('restaurants')
      .innerJoin('users', (j) => j.on('users.email', '=', email))
      .select('restaurants.id')
      .where('restaurants.id', 'in', ids)
      .where((eb) =>
        eb.or([
          eb('restaurants.owner_id', '=', eb.ref('users.id')),
          eb.exists(
            eb
              .selectFrom('venue_staff')
              .select(sql`1`.as('one'))
              .whereRef('venue_staff.restaurant_id', '=', 'restaurants.id')
              .whereRef('venue_staff.user_id', '=', 'users.id')
              .where('venue_staff.revoked_at', 'is', null),
          ),
        ]),
      )
      .execute()
  ).map((r) => r.id);

/** The people on the staff of the owner's venues (not removed), one row per person and venue. */
export const staffRows = (db: Executor, ownerId: string) =>
  db
    .selectFrom('venue_staff')
    .innerJoin('restaurants', 'restaurants.id', 'venue_staff.restaurant_id')
    .innerJoin('users', 'users.id', 'venue_staff.user_id')
    .select([
      'users.id as userId',
      'users.name',
      'users.email',
      'venue_staff.role',
      'venue_staff.last_active_at as lastActiveAt',
      'restaurants.id as venueId',
      'restaurants.name as venueName',
    ])
    .where('restaurants.owner_id', '=', ownerId)
    .where('venue_staff.revoked_at', 'is', null)
    .orderBy('users.name')
    .orderBy('users.id')
    .orderBy('restaurants.name')
    .execute();

/** The owner's invitations not accepted or withdrawn, newest first, with their venues. */
export const openInvitationRows = (db: Executor, ownerId: string) =>
  db
    .selectFrom('staff_invitations as i')
    .innerJoin('staff_invitation_venues as v', 'v.invitation_id', 'i.id')
    .innerJoin('restaurants', 'restaurants.id', 'v.restaurant_id')
    .select(['i.id', 'i.email', 'i.role', 'i.sent_at as sentAt', 'i.expires_at as expiresAt', 'restaurants.id as venueId', 'restaurants.name as venueName'])
    .where('i.owner_id', '=', ownerId)
    .where('i.accepted_at', 'is', null)
    .where('i.withdrawn_at', 'is', null)
    .orderBy('i.sent_at', 'desc')
    .orderBy('i.id')
    .orderBy('restaurants.name')
    .execute();

/** The invitation of a link, with its inviter's name and the venues it names that its inviter still owns. */
export async function invitationByHash(db: Executor, tokenHash: string, lock = false) {
  let q = db
    .selectFrom('staff_invitations as i')
    .innerJoin('users as o', 'o.id', 'i.owner_id')
    .select(['i.id', 'i.owner_id', 'i.email', 'i.role', 'i.expires_at', 'i.accepted_at', 'i.withdrawn_at', 'o.name as inviter'])
    .where('i.token_hash', '=', tokenHash);
  if (lock) q = q.forUpdate(['i']);
  const invitation = await q.executeTakeFirst();
  if (!invitation) return undefined;
  const venues = await db
    .selectFrom('staff_invitation_venues as v')
    .innerJoin('restaurants', 'restaurants.id', 'v.restaurant_id')
    .select(['restaurants.id', 'restaurants.name'])
    .where('v.invitation_id', '=', invitation.id)
    .where('restaurants.owner_id', '=', invitation.owner_id)
    .orderBy('restaurants.name')
    .execute();
  return { ...invitation, venues };
}

/** Gives `userId` the role at each venue, or gives it back after a removal. */
export const upsertStaff = (db: Executor, venueIds: readonly string[], userId: string, role: StaffRole, addedBy: string) =>
  db
    .insertInto('venue_staff')
    .values(venueIds.map((restaurant_id) => ({ restaurant_id, user_id: userId, role, added_by: addedBy })))
    .onConflict((oc) => oc.columns(['restaurant_id', 'user_id']).doUpdateSet({ role, added_by: addedBy, revoked_at: null }))
    .execute();

/** The owner's venues (among `venueId`, when given) where `userId` is staff, not removed. */
export const memberVenueIds = async (db: Executor, ownerId: string, userId: string, venueId?: string) => {
  let q = db
    .selectFrom('venue_staff')
    .innerJoin('restaurants', 'restaurants.id', 'venue_staff.restaurant_id')
    .select('restaurants.id')
    .where('restaurants.owner_id', '=', ownerId)
    .where('venue_staff.user_id', '=', userId)
    .where('venue_staff.revoked_at', 'is', null);
  if (venueId) q = q.where('restaurants.id', '=', venueId);
  return (await q.execute()).map((r) => r.id);
};
