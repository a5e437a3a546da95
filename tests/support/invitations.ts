import type { StaffRole } from '@tablestay/core/staff/roles';
import { latestMail } from './mail';
import { Client, type TestServer } from './server';

/**
 * A venue's staff over HTTP (ADR 127): the owner invites an address, the invited person opens the
 * emailed link. The token is the one in the delivered email's link, as the invited person sees it.
 */

/** The owner invites `email` with `role` to `venueIds`; answers the invitation's id and the emailed link's token and text. */
export async function invite(server: TestServer, owner: Client, email: string, role: StaffRole, venueIds: string[]) {
  const res = await owner.mutate<{ id: string }>('staff.invite', { email, role, venueIds });
  if (res.status !== 200) throw new Error(`staff.invite answered ${res.status} ${res.error?.message ?? ''}`);
  return { id: res.data.id, ...(await emailedInvitation(server, email)) };
}

/** The newest invitation emailed to `email`: its text and its link's token. */
export async function emailedInvitation(server: TestServer, email: string) {
  const { mail, link } = await latestMail(server.core.db, email, 'staff_invitation');
  const token = link?.searchParams.get('token');
  if (!link || !token) throw new Error(`no invitation link to ${email}`);
  return { token, link, text: mail.text_body, subject: mail.subject };
}

/** The account of an address: its id, name and whether it proved the address. */
export const accountOf = (server: TestServer, email: string) =>
  server.core.db.selectFrom('users').select(['id', 'name', 'email_verified_at']).where('email', '=', email).executeTakeFirst();

/** Invited and accepted in a fresh browser: the staff member's signed-in client, id and name. */
export async function staffMember(server: TestServer, owner: Client, email: string, role: StaffRole, venueIds: string[]) {
  const { token } = await invite(server, owner, email, role, venueIds);
  const client = new Client(server.url);
  const res = await client.mutate<{ redirectTo: string }>('staff.accept', { token });
  if (res.status !== 200) throw new Error(`staff.accept answered ${res.status} ${res.error?.message ?? ''}`);
  const account = await accountOf(server, email);
  if (!account) throw new Error(`no account for ${email}`);
  return { client, userId: account.id, name: account.name };
}
