import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, OperationNode } from 'kysely';
import { createUserRole } from '@tablestay/core/db/factories';
import { requestPasswordReset } from '@tablestay/core/account/service';
import { latestMail } from '../support/mail';
import { Client, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The first table a query touches. */
function tableOf(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode') return n.table?.identifier?.name;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value) ? value.map(tableOf).find(Boolean) : tableOf(value);
    if (found) return found;
  }
  return undefined;
}

/** Writes "<statement kind> <table>" for every query the database runs. */
const recordQueries = (steps: string[]): KyselyPlugin => ({
  transformQuery: ({ node }) => (steps.push(`${node.kind} ${tableOf(node as OperationNode)}`), node),
  transformResult: async ({ result }) => result,
});

const countUsers = async () =>
  (
    await server.core.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('sign up, sign out, sign in over HTTP', () => {
  it('creates an account, sets an HttpOnly SameSite=Lax session cookie and knows the user', async () => {
    const c = new Client(server.url);
    const res = await c.mutate('account.signUp', { name: 'Maja Novak', phone: '+386 40 123 456', email: ' Maja@Example.com ', password: 'secret1' });
    expect(res.status).toBe(200);
    const cookie = c.lastSetCookie.find((s) => s.startsWith('ts_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http://127.0.0.1 is not https
    const me = await c.query<{ email: string; name: string; role: string }>('account.me');
    expect(me.data).toMatchObject({ email: 'maja@example.com', name: 'Maja Novak', role: 'guest' });
  });

  it('signs out server-side: the old cookie no longer works', async () => {
    const c = new Client(server.url);
    await c.mutate('account.signUp', { name: 'Jan', email: 'jan@example.com', password: 'secret1' });
    const stolen = c.cookies.get('ts_session')!;
    await c.mutate('account.signOut');
    expect((await c.query('account.me')).data).toBeNull();
    const replay = new Client(server.url);
    replay.cookies.set('ts_session', stolen);
    expect((await replay.query('account.me')).data).toBeNull();
  });

  it('signs in with the right password and rotates the session', async () => {
    const c = new Client(server.url);
    await c.mutate('account.signUp', { name: 'Eva', email: 'eva@example.com', password: 'secret1' });
    const before = c.cookies.get('ts_session');
    const res = await c.mutate('account.signIn', { email: 'EVA@example.com', password: 'secret1' });
    expect(res.status).toBe(200);
    const after = c.cookies.get('ts_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const old = new Client(server.url);
    old.cookies.set('ts_session', before!);
    expect((await old.query('account.me')).data).toBeNull();
    // A request still carrying the replaced cookie does not clear the browser's new one on its way back.
    expect(old.lastSetCookie.filter((line) => line.startsWith('ts_session='))).toEqual([]);
    expect((await c.query<{ email: string }>('account.me')).data?.email).toBe('eva@example.com');
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const c = new Client(server.url);
    await c.mutate('account.signUp', { name: 'Rok', email: 'rok@example.com', password: 'secret1' });
    const wrong = await new Client(server.url).mutate('account.signIn', { email: 'rok@example.com', password: 'nope-nope' });
    const unknown = await new Client(server.url).mutate('account.signIn', { email: 'nobody@example.com', password: 'nope-nope' });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.error?.message).toBe('Invalid email or password');
    }
  });

  it.each([
    [{ name: '', email: 'a@example.com', password: 'secret1' }, 'name', 'Name is required'],
    [{ name: 'A', email: 'not-an-email', password: 'secret1' }, 'email', 'Invalid email address'],
    [{ name: 'A', email: 'b@example.com', password: '123' }, 'password', 'Password must be at least 6 characters'],
    [{ name: 'x'.repeat(101), email: 'c@example.com', password: 'secret1' }, 'name', 'Name must be less than 100 characters'],
    [{ name: 'A', email: 'e@example.com', password: 'p'.repeat(257) }, 'password', 'Password must be at most 256 characters'],
    [{ name: 'A', phone: '1'.repeat(21), email: 'd@example.com', password: 'secret1' }, 'phone', 'Phone must be less than 20 characters'],
  ])('rejects bad sign-up input %# with the SPEC text and writes nothing', async (input, field, message) => {
    const before = await countUsers();
    const res = await new Client(server.url).mutate('account.signUp', input);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    expect(res.error?.data.fieldErrors?.[field]).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('does not create a second account for a taken email and tells the holder by email', async () => {
    await new Client(server.url).mutate('account.signUp', { name: 'Tina', email: 'tina@example.com', password: 'secret1' });
    const before = await countUsers();
    const res = await new Client(server.url).mutate('account.signUp', { name: 'Mallory', email: 'tina@example.com', password: 'other-pass' });
    expect(res.status).toBe(400);
    expect(await countUsers()).toBe(before);
    const { mail } = await latestMail(server.core.db, 'tina@example.com');
    expect(mail.kind).toBe('account_exists');
    // The holder's password still works; the intruder's does not.
    expect((await new Client(server.url).mutate('account.signIn', { email: 'tina@example.com', password: 'secret1' })).status).toBe(200);
    expect((await new Client(server.url).mutate('account.signIn', { email: 'tina@example.com', password: 'other-pass' })).status).toBe(401);
  });

  it('stores only a hash of the password and of the session id', async () => {
    const c = new Client(server.url);
    await c.mutate('account.signUp', { name: 'Hash', email: 'hash@example.com', password: 'secret1' });
    const user = await server.core.db.selectFrom('users').selectAll().where('email', '=', 'hash@example.com').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    const sessions = await server.core.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions.map((s) => s.id)).not.toContain(c.cookies.get('ts_session'));
  });
});

describe('magic link', () => {
  it('emails a one-time link that signs in and returns to the target', async () => {
    const c = new Client(server.url);
    const res = await c.mutate('account.requestMagicLink', { email: 'Magic@Example.com', redirectTo: '/me' });
    expect(res.status).toBe(200);
    const { link } = await latestMail(server.core.db, 'magic@example.com', 'magic_link');
    expect(link?.pathname).toBe('/auth/callback');
    const code = link!.searchParams.get('code')!;
    expect(code.length).toBeGreaterThanOrEqual(43);
    const ex = await c.mutate<{ redirectTo: string }>('account.exchangeMagicLink', { code });
    expect(ex.data).toEqual({ redirectTo: '/me', passwordRemoved: false });
    expect((await c.query<{ email: string }>('account.me')).data?.email).toBe('magic@example.com');
    // Only the hash is stored.
    const stored = await server.core.db.selectFrom('one_time_tokens').select('token_hash').where('email', '=', 'magic@example.com').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(code);
  });

  it('refuses a reused link', async () => {
    await new Client(server.url).mutate('account.requestMagicLink', { email: 'twice@example.com' });
    const { link } = await latestMail(server.core.db, 'twice@example.com', 'magic_link');
    const code = link!.searchParams.get('code')!;
    expect((await new Client(server.url).mutate('account.exchangeMagicLink', { code })).status).toBe(200);
    const again = await new Client(server.url).mutate('account.exchangeMagicLink', { code });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe('This link is invalid or has expired. Please request a new one.');
  });

  it('refuses an expired link (15 minutes)', async () => {
    await new Client(server.url).mutate('account.requestMagicLink', { email: 'late@example.com' });
    const { link } = await latestMail(server.core.db, 'late@example.com', 'magic_link');
    const row = await server.core.db
      .selectFrom('one_time_tokens')
      .select(['created_at', 'expires_at'])
      .where('email', '=', 'late@example.com')
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(14 * 60_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);
    await server.core.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    const res = await new Client(server.url).mutate('account.exchangeMagicLink', { code: link!.searchParams.get('code') });
    expect(res.status).toBe(400);
  });

  it('answers the same for any address and never redirects off-site', async () => {
    const res = await new Client(server.url).mutate('account.requestMagicLink', { email: 'new@example.com', redirectTo: '//evil.example/x' });
    expect(res.status).toBe(400);
    const empty = await new Client(server.url).mutate('account.requestMagicLink', { email: '' });
    expect(empty.error?.message).toBe('Please enter your email address');
  });
});

describe('password reset', () => {
  it('gives the same answer for known and unknown emails, and mails the reset link only to the known', async () => {
    await new Client(server.url).mutate('account.signUp', { name: 'Zala', email: 'zala@example.com', password: 'secret1' });
    const known = await new Client(server.url).mutate('account.requestPasswordReset', { email: 'zala@example.com' });
    const unknown = await new Client(server.url).mutate('account.requestPasswordReset', { email: 'ghost@example.com' });
    expect(known).toEqual(unknown);
    expect((await latestMail(server.core.db, 'ghost@example.com')).mail.kind).toBe('password_reset_no_account');
    expect((await latestMail(server.core.db, 'ghost@example.com')).mail.text_body).not.toContain('/auth/reset-password');
    const { link } = await latestMail(server.core.db, 'zala@example.com', 'password_reset');
    expect(link?.pathname).toBe('/auth/reset-password');
  });

  it('does the same work for a known and an unknown address (no timing tells them apart)', async () => {
    await new Client(server.url).mutate('account.signUp', { name: 'Vid', email: 'vid@example.com', password: 'secret1' });
    const work = async (email: string) => {
      const steps: string[] = [];
      const deps = {
        ...server.core.account,
        db: server.core.db.withPlugin(recordQueries(steps)),
        email: { name: 'outbox' as const, deliver: async (m: { id: string }) => (steps.push('deliver'), { messageId: m.id }) },
      };
      await requestPasswordReset(deps, { email }, { ip: '198.51.100.7', locale: 'en' });
      return steps;
    };
    const knownSteps = await work('vid@example.com');
    const unknownSteps = await work('nobody-here@example.com');
    expect(knownSteps).toContain('deliver');
    expect(knownSteps).toContain('InsertQueryNode one_time_tokens');
    expect(unknownSteps).toEqual(knownSteps);
  });

  it('sets a new password, ends other sessions, and checks the two fields match', async () => {
    const device = new Client(server.url);
    await device.mutate('account.signUp', { name: 'Miha', email: 'miha@example.com', password: 'old-pass' });
    await new Client(server.url).mutate('account.requestPasswordReset', { email: 'miha@example.com' });
    const { link } = await latestMail(server.core.db, 'miha@example.com', 'password_reset');
    const code = link!.searchParams.get('code')!;
    const c = new Client(server.url);
    const mismatch = await c.mutate('account.resetPassword', { code, password: 'new-pass', confirmPassword: 'new-pazz' });
    expect(mismatch.error?.message).toBe('Passwords do not match');
    const short = await c.mutate('account.resetPassword', { code, password: 'abc', confirmPassword: 'abc' });
    expect(short.error?.message).toBe('Password must be at least 6 characters');
    expect((await c.mutate('account.resetPassword', { code, password: 'new-pass', confirmPassword: 'new-pass' })).status).toBe(200);
    expect((await c.query<{ email: string }>('account.me')).data?.email).toBe('miha@example.com');
    expect((await device.query('account.me')).data).toBeNull();
    expect((await new Client(server.url).mutate('account.signIn', { email: 'miha@example.com', password: 'old-pass' })).status).toBe(401);
    expect((await new Client(server.url).mutate('account.signIn', { email: 'miha@example.com', password: 'new-pass' })).status).toBe(200);
  });
});

describe('roles (SPEC §4)', () => {
  it('is admin with any admin row, else owner with an owner row, else guest', async () => {
    const c = new Client(server.url);
    await c.mutate('account.signUp', { name: 'Role', email: 'role@example.com', password: 'secret1' });
    const user = await server.core.db.selectFrom('users').select('id').where('email', '=', 'role@example.com').executeTakeFirstOrThrow();
    expect((await c.query<{ role: string }>('account.me')).data?.role).toBe('guest');
    await createUserRole(server.core.db, { user_id: user.id, role: 'owner' });
    expect((await c.query<{ role: string }>('account.me')).data?.role).toBe('owner');
    await createUserRole(server.core.db, { user_id: user.id, role: 'admin' });
    expect((await c.query<{ role: string }>('account.me')).data?.role).toBe('admin');
  });
});

describe('activity', () => {
  it('counts using a session as activity when the session is extended', async () => {
    const c = new Client(server.url);
    await c.mutate('account.signUp', { name: 'Active', email: 'active@example.com', password: 'secret1' });
    const user = await server.core.db.selectFrom('users').select('id').where('email', '=', 'active@example.com').executeTakeFirstOrThrow();
    const longAgo = new Date('2024-01-01T00:00:00Z');
    await server.core.db
      .updateTable('users')
      .set({ last_active_at: longAgo } as never)
      .where('id', '=', user.id)
      .execute();
    // Less than half of the 30-day lifetime left: the next request extends the session.
    await server.core.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 10 * 86_400_000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await c.query<{ email: string }>('account.me')).data?.email).toBe('active@example.com');
    expect(c.lastSetCookie.some((s) => s.startsWith('ts_session='))).toBe(true);
    const after = await server.core.db.selectFrom('users').select('last_active_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.last_active_at.getTime()).toBeGreaterThan(longAgo.getTime());
    const session = await server.core.db.selectFrom('sessions').select('expires_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(session.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});
