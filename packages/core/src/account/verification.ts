import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import type { Locale } from '../i18n';
import { sendEmail } from '../notification/email';
import { consume } from '../rate-limit/service';
import { sha256 } from './crypto';
import { verifyEmailEmail } from './emails';
import { consumeToken, findUserByEmail, insertToken, markEmailProven, touchUser } from './repository';
import { verifyEmailInput, type SessionUser } from './schema';
import type { AccountDeps, RequestMeta } from './service';

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;

const nowOf = (d: AccountDeps) => (d.now ? d.now() : new Date());

/** Emails a one-time link that proves the address (same token machinery as magic links). */
export async function sendVerification(d: AccountDeps, email: string, locale: Locale, redirectTo = '/me'): Promise<void> {
  const code = await insertToken(d.db, {
    purpose: 'verify_email',
    email,
    redirectTo,
    expiresAt: new Date(nowOf(d).getTime() + VERIFY_TTL_MS),
  });
  const mail = verifyEmailEmail(locale, `${d.appUrl}/auth/verify?code=${code}`);
  await sendEmail(d.db, d.email, { to: email, kind: 'verify_email', ...mail });
}

/** "Resend" on /me: a new link for a signed-in account that has not proven its address yet. */
export async function resendVerification(d: AccountDeps, user: SessionUser, meta: RequestMeta): Promise<void> {
  if (user.emailVerified) return;
  await consume(d.db, [`verify:ip:${meta.ip}`, `verify:email:${user.email}`], d.rateLimit, nowOf(d));
  await sendVerification(d, user.email, meta.locale);
}

interface ProvableUser {
  id: string;
  email_verified_at: Date | null;
  password_hash: string | null;
}

/**
 * The holder of the inbox has just proven the address (a magic link, a verification link or a
 * reset link). On the first proof, whatever someone did before with the address is undone unless
 * the proof comes from that same account's own session (the person who signed up and set the
 * password is the one who opened the link): every earlier session ends and the password goes.
 * The owner can set a password by reset. Answers whether a password was removed.
 */
export async function proveEmail(db: Database, d: Pick<AccountDeps, 'sessions'>, user: ProvableUser, holderId: string | null, now: Date) {
  if (user.email_verified_at) return { passwordRemoved: false };
  const sameAccount = holderId === user.id;
  const proven = await markEmailProven(db, user.id, now, !sameAccount);
  // Someone else proved it a moment ago: their proof already did the clean-up.
  if (!proven || sameAccount) return { passwordRemoved: false };
  await d.sessions.invalidateUser(user.id);
  return { passwordRemoved: user.password_hash !== null };
}

/** /auth/verify?code=…: proves the address and signs this browser in. */
export async function verifyEmail(d: AccountDeps, raw: unknown, holderId: string | null) {
  const parsed = verifyEmailInput.safeParse(raw);
  if (!parsed.success) throw new DomainError('auth.invalid_link');
  const now = nowOf(d);
  const token = await consumeToken(d.db, sha256(parsed.data.code), 'verify_email', now);
  const user = token ? await findUserByEmail(d.db, token.email) : undefined;
  if (!token || !user) throw new DomainError('auth.invalid_link');
  const { passwordRemoved } = await proveEmail(d.db, d, user, holderId, now);
  await touchUser(d.db, user.id, now);
  const session = await d.sessions.create(user.id);
  return { ...session, redirectTo: token.redirect_to, passwordRemoved };
}
