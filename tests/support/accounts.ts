import { latestMail } from './mail';
import { Client, type TestServer } from './server';

/** Signs up with a password over HTTP; the account has not proven its email yet. */
export async function signedUp(server: TestServer, email: string, password = 'secret1', name = 'Guest') {
  const c = new Client(server.url);
  const res = await c.mutate('account.signUp', { name, email, password });
  if (res.status !== 200) throw new Error(`account.signUp answered ${res.status} ${res.error?.message ?? ''}`);
  return c;
}

/** Opens the newest verification link emailed to `email` in the client's session. */
export async function followVerifyLink(server: TestServer, c: Client, email: string) {
  const { link } = await latestMail(server.core.db, email, 'verify_email');
  if (!link) throw new Error(`no verification link to ${email}`);
  return c.mutate<{ redirectTo: string; passwordRemoved: boolean }>('account.verifyEmail', { code: link.searchParams.get('code') });
}

/** A signed-up guest who opened the emailed link in the same browser: bookings under the address are theirs. */
export async function verifiedGuest(server: TestServer, email: string, password = 'secret1') {
  const c = await signedUp(server, email, password);
  const res = await followVerifyLink(server, c, email);
  if (res.status !== 200) throw new Error(`account.verifyEmail answered ${res.status} ${res.error?.message ?? ''}`);
  return c;
}
