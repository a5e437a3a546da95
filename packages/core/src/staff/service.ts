import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { sha256 } from '../account/crypto';
import { linkTokenSlot, oneTimeLinkCode } from '../account/guest-link';
import type { SessionUser } from '../account/schema';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../errors';
import { writeAudit } from '../hold/audit';
import type { Locale } from '../i18n';
import { queueEmail, type EmailTransport } from '../notification/email';
import { isUuid } from '../text/uuid';
import { invitationEmail } from './emails';
import { memberVenueIds, openInvitationRows, ownVenueIds, staffRows, upsertStaff, venuesWithAccess } from './repository';
import { INVITATION_DAYS, invitationInput, inviteInput, removeInput, roleInput } from './schema';
import type { StaffRole } from './roles';

/**
 * The owner's side of a venue's staff (ADR 127): invite a person by email to one or more of their
 * venues with a role, resend or withdraw an invitation, list who has access, change a role, remove
 * a person. Only a venue's owner does any of it; every venue id is checked against the owner.
 */

export interface StaffDeps {
  db: Database;
  email: EmailTransport;
  appUrl: string;
  now?: () => Date;
}

type Owner = Pick<SessionUser, 'id' | 'name'>;

const nowOf = (d: { now?: () => Date }) => (d.now ? d.now() : new Date());
const DAY_MS = 86_400_000;

/** A fresh link for an invitation: the nonce the email's slot is filled from, and the hash kept (ADR 103's one-time codes). */
function newLink() {
  const nonce = randomUUID();
  return { hash: sha256(oneTimeLinkCode(nonce)), slot: linkTokenSlot('one-time', nonce) };
}

/** Emails an invitation (its venues as stored) with its link's slot, after the transaction commits. */
async function mailInvitation(
  d: StaffDeps,
  trx: Database,
  afterCommit: Parameters<Parameters<typeof inTransaction>[1]>[1],
  invitation: { id: string; email: string; role: StaffRole; inviter: string; slot: string; locale: Locale },
) {
  const venues = await trx
    .selectFrom('staff_invitation_venues as v')
    .innerJoin('restaurants', 'restaurants.id', 'v.restaurant_id')
    .select('restaurants.name')
    .where('v.invitation_id', '=', invitation.id)
    .orderBy('restaurants.name')
    .execute();
  const facts = { inviter: invitation.inviter, venues: venues.map((v) => v.name), role: invitation.role, days: INVITATION_DAYS };
  const mail = invitationEmail(invitation.locale, facts, `${d.appUrl}/invite?token=${invitation.slot}`);
  await queueEmail(trx, afterCommit, d.email, { to: invitation.email, kind: 'staff_invitation', ...mail });
}

/** The owner's venues among `ids`, all of them, else "Restaurant not found" (nothing about anyone else's). */
async function ownedAmong(db: Database, owner: Owner, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw new DomainError('restaurant.not_found');
  const own = await ownVenueIds(db, owner.id, unique);
  if (own.length !== unique.length) throw new DomainError('restaurant.not_found');
  return unique;
}

export async function inviteStaff(d: StaffDeps, owner: Owner, raw: z.input<typeof inviteInput>, locale: Locale) {
  const input = inviteInput.parse(raw);
  const now = nowOf(d);
  return inTransaction(d.db, async (trx, afterCommit) => {
    const venueIds = await ownedAmong(trx, owner, input.venueIds);
    const already = await venuesWithAccess(trx, input.email, venueIds);
    if (already.length === venueIds.length) throw new DomainError('staff.already_has_access');
    // A newer invitation of the same address replaces the owner's earlier ones still open.
    await trx
      .updateTable('staff_invitations')
      .set({ withdrawn_at: now })
      .where('owner_id', '=', owner.id)
      .where('email', '=', input.email)
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .execute();
    const link = newLink();
    const { id } = await trx
      .insertInto('staff_invitations')
      .values({
        owner_id: owner.id,
        email: input.email,
        role: input.role,
        token_hash: link.hash,
        expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
        sent_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('staff_invitation_venues')
      .values(venueIds.map((restaurant_id) => ({ invitation_id: id, restaurant_id })))
      .execute();
    await mailInvitation(d, trx, afterCommit, { id, email: input.email, role: input.role, inviter: owner.name, slot: link.slot, locale });
    await writeAudit(trx, 'staff_invitation', id, 'staff_invited', { email: input.email, role: input.role, venues: venueIds }, owner.id);
    return { id };
  });
}

/** The owner's open invitation, locked; "Invitation not found" for anything else. */
async function openInvitation(db: Database, owner: Owner, raw: unknown) {
  const { invitationId } = invitationInput.parse(raw);
  if (!isUuid(invitationId)) throw new DomainError('staff.invitation_not_found');
  const row = await db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role'])
    .where('id', '=', invitationId)
    .where('owner_id', '=', owner.id)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('staff.invitation_not_found');
  return row;
}

/** Sends an open invitation again with a new link, which works for another INVITATION_DAYS; the old link stops working. */
export async function resendInvitation(d: StaffDeps, owner: Owner, raw: unknown, locale: Locale) {
  const now = nowOf(d);
  return inTransaction(d.db, async (trx, afterCommit) => {
    const row = await openInvitation(trx, owner, raw);
    const link = newLink();
    await trx
      .updateTable('staff_invitations')
      .set({ token_hash: link.hash, sent_at: now, expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) })
      .where('id', '=', row.id)
      .execute();
    await mailInvitation(d, trx, afterCommit, { ...row, inviter: owner.name, slot: link.slot, locale });
    await writeAudit(trx, 'staff_invitation', row.id, 'staff_invitation_resent', {}, owner.id);
    return { id: row.id };
  });
}

/** Withdraws an open invitation: its link stops working. */
export async function withdrawInvitation(d: Pick<StaffDeps, 'db' | 'now'>, owner: Owner, raw: unknown) {
  return inTransaction(d.db, async (trx) => {
    const row = await openInvitation(trx, owner, raw);
    await trx
      .updateTable('staff_invitations')
      .set({ withdrawn_at: nowOf(d) })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, 'staff_invitation', row.id, 'staff_invitation_withdrawn', {}, owner.id);
    return { id: row.id };
  });
}

/** The owner's Staff page: who has access (role, venues, last activity) and the invitations still open. */
export async function staffOverview(db: Database, owner: Pick<SessionUser, 'id'>, now: Date = new Date()) {
  const [rows, invitations] = await Promise.all([staffRows(db, owner.id), openInvitationRows(db, owner.id)]);
  const people = new Map<
    string,
    { userId: string; name: string; email: string; lastActiveAt: string | null; venues: { id: string; name: string; role: StaffRole }[] }
  >();
  for (const r of rows) {
    const person = people.get(r.userId) ?? { userId: r.userId, name: r.name, email: r.email, lastActiveAt: null, venues: [] };
    person.venues.push({ id: r.venueId, name: r.venueName, role: r.role });
    const at = r.lastActiveAt ? new Date(r.lastActiveAt).toISOString() : null;
    if (at && (!person.lastActiveAt || at > person.lastActiveAt)) person.lastActiveAt = at;
    people.set(r.userId, person);
  }
  const open = new Map<
    string,
    { id: string; email: string; role: StaffRole; sentAt: string; expiresAt: string; expired: boolean; venues: { id: string; name: string }[] }
  >();
  for (const r of invitations) {
    const expiresAt = new Date(r.expiresAt);
    const invitation = open.get(r.id) ?? {
      id: r.id,
      email: r.email,
      role: r.role,
      sentAt: new Date(r.sentAt).toISOString(),
      expiresAt: expiresAt.toISOString(),
      expired: expiresAt <= now,
      venues: [],
    };
    invitation.venues.push({ id: r.venueId, name: r.venueName });
    open.set(r.id, invitation);
  }
  return { members: [...people.values()], invitations: [...open.values()] };
}

/**
 * Removes a person from one venue of the owner's, or from all of them (ADR 127). From the next
 * request on, the rung refuses them at that venue on every device, their queued offline actions
 * included; their push subscriptions for it go now, so no notification reaches them either.
 */
export async function removeStaff(d: Pick<StaffDeps, 'db' | 'now'>, owner: Owner, raw: unknown) {
  const input = removeInput.parse(raw);
  if (!isUuid(input.userId) || (input.venueId !== undefined && !isUuid(input.venueId))) throw new DomainError('staff.not_found');
  const now = nowOf(d);
  return inTransaction(d.db, async (trx) => {
    const venueIds = await memberVenueIds(trx, owner.id, input.userId, input.venueId);
    if (venueIds.length === 0) throw new DomainError('staff.not_found');
    await trx.updateTable('venue_staff').set({ revoked_at: now }).where('user_id', '=', input.userId).where('restaurant_id', 'in', venueIds).execute();
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', input.userId).where('restaurant_id', 'in', venueIds).execute();
    for (const venueId of venueIds) await writeAudit(trx, 'venue_staff', venueId, 'staff_removed', { user_id: input.userId }, owner.id);
    return { removed: venueIds.length };
  });
}

/** Gives a person another role at every venue of the owner's where they are staff. */
export async function changeStaffRole(d: Pick<StaffDeps, 'db'>, owner: Owner, raw: unknown) {
  const input = roleInput.parse(raw);
  if (!isUuid(input.userId)) throw new DomainError('staff.not_found');
  return inTransaction(d.db, async (trx) => {
    const venueIds = await memberVenueIds(trx, owner.id, input.userId);
    if (venueIds.length === 0) throw new DomainError('staff.not_found');
    await upsertStaff(trx, venueIds, input.userId, input.role, owner.id);
    for (const venueId of venueIds) await writeAudit(trx, 'venue_staff', venueId, 'staff_role_changed', { user_id: input.userId, role: input.role }, owner.id);
    return { role: input.role };
  });
}
