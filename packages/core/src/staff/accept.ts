import { sha256 } from '../account/crypto';
import { findUserByEmail, insertUser, touchUser } from '../account/repository';
import type { SessionUser } from '../account/schema';
import type { AccountDeps } from '../account/service';
import { proveEmail } from '../account/verification';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../errors';
import { writeAudit } from '../hold/audit';
import { invitationByHash, upsertStaff } from './repository';
import { tokenInput } from './schema';

/**
 * The invited person's side (ADR 127). The link came to the invited address, so opening it proves
 * that inbox, as a magic link does: accepting signs the browser in to the account of that address
 * (made now when there is none), proves the address, and gives the account the invitation's role
 * at each venue it names that its inviter still owns.
 */

const nowOf = (d: { now?: () => Date }) => (d.now ? d.now() : new Date());

type Invitation = NonNullable<Awaited<ReturnType<typeof invitationByHash>>>;

/** The invitation of a live link, else why not: gone (withdrawn, accepted, replaced) or expired. */
function usable(invitation: Invitation | undefined, now: Date): Invitation {
  if (!invitation || invitation.accepted_at || invitation.withdrawn_at || invitation.venues.length === 0) throw new DomainError('staff.invitation_invalid');
  if (new Date(invitation.expires_at) <= now) throw new DomainError('staff.invitation_expired');
  return invitation;
}

const hashOf = (raw: unknown) => {
  const parsed = tokenInput.safeParse(raw);
  if (!parsed.success) throw new DomainError('staff.invitation_invalid');
  return sha256(parsed.data.token);
};

/** What the invitation page shows before accepting: who invites whom, to which venues, as what. */
export async function invitationPreview(db: Database, raw: unknown, now: Date = new Date()) {
  const invitation = usable(await invitationByHash(db, hashOf(raw)), now);
  return {
    email: invitation.email,
    role: invitation.role,
    inviter: invitation.inviter,
    venues: invitation.venues.map((v) => v.name),
    expiresAt: new Date(invitation.expires_at).toISOString(),
  };
}

/**
 * Accepts the invitation: one person, once. Signed in as another address, it is refused (the link
 * is that address's); the answer is a new session for the invited account and where its console is.
 */
export async function acceptInvitation(d: AccountDeps, raw: unknown, holder: Pick<SessionUser, 'id' | 'email'> | null) {
  const hash = hashOf(raw);
  const now = nowOf(d);
  const accepted = await inTransaction(d.db, async (trx) => {
    const invitation = usable(await invitationByHash(trx, hash, true), now);
    if (holder && holder.email !== invitation.email) throw new DomainError('staff.invitation_other_email');
    const user =
      (await insertUser(trx, { name: invitation.email.split('@')[0] ?? invitation.email, email: invitation.email })) ??
      (await findUserByEmail(trx, invitation.email));
    if (!user) throw new DomainError('staff.invitation_invalid');
    const venueIds = invitation.venues.map((v) => v.id);
    await upsertStaff(trx, venueIds, user.id, invitation.role, invitation.owner_id);
    await trx.updateTable('staff_invitations').set({ accepted_at: now, accepted_by: user.id }).where('id', '=', invitation.id).execute();
    await writeAudit(trx, 'staff_invitation', invitation.id, 'staff_invitation_accepted', { venues: venueIds, role: invitation.role }, user.id);
    return { user, venueId: venueIds[0]! };
  });
  await proveEmail(d.db, d, accepted.user, holder?.id ?? null, now);
  await touchUser(d.db, accepted.user.id, now);
  const session = await d.sessions.create(accepted.user.id);
  return { ...session, redirectTo: `/dashboard?venue=${accepted.venueId}` };
}
