import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import type { Locale } from '../i18n';
import { sendEmail, type EmailTransport } from '../notification/email';
import { accountExistsEmail, magicLinkEmail, passwordResetEmail } from '../notification/templates';
import { consume, consumeEach, release, type RateLimitRule } from '../rate-limit/service';
import { DUMMY_HASH, hashPassword, sha256, verifyPassword } from './crypto';
import { resetNoAccountEmail } from './emails';
import { signInFailureLimits } from './lockout';
import { consumeToken, findUserByEmail, insertToken, insertUser, setPassword, touchUser } from './repository';
import { exchangeCodeInput, forgotPasswordInput, magicLinkInput, resetPasswordInput, signInInput, signUpInput } from './schema';
import type { SessionManager } from './session';
import { proveEmail, sendVerification } from './verification';

const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

export interface AccountDeps {
  db: Database;
  sessions: SessionManager;
  email: EmailTransport;
  appUrl: string;
  rateLimit: RateLimitRule;
  now?: () => Date;
}

export interface RequestMeta {
  ip: string;
  locale: Locale;
}

const nowOf = (d: AccountDeps) => (d.now ? d.now() : new Date());

async function limit(d: AccountDeps, action: string, email: string, meta: RequestMeta) {
  await consume(d.db, [`${action}:ip:${meta.ip}`, `${action}:email:${email}`], d.rateLimit, nowOf(d));
}

export async function signUp(d: AccountDeps, raw: unknown, meta: RequestMeta) {
  const input = signUpInput.parse(raw);
  await limit(d, 'sign_up', input.email, meta);
  const user = await insertUser(d.db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    password_hash: await hashPassword(input.password),
  });
  if (!user) {
    // The address has an account: tell its holder, not the requester.
    const mail = accountExistsEmail(meta.locale, `${d.appUrl}/auth`);
    await sendEmail(d.db, d.email, { to: input.email, kind: 'account_exists', ...mail });
    throw new DomainError('auth.sign_up_failed');
  }
  // Signed in at once, but bookings under the address show only after the link proves it (ADR 035).
  await sendVerification(d, user.email, meta.locale, input.redirectTo);
  return d.sessions.create(user.id);
}

export async function signIn(d: AccountDeps, raw: unknown, meta: RequestMeta) {
  const input = signInInput.parse(raw);
  const now = nowOf(d);
  // Every attempt counts as a failure until the password is right, so parallel guesses cannot slip
  // past the limit; a refused attempt never reaches the per-email counter (see lockout.ts).
  const limits = signInFailureLimits(d.rateLimit, input.email, meta.ip);
  const keys = [...limits.own, limits.email].map((l) => l.key);
  await consumeEach(d.db, limits.own, d.rateLimit.windowSeconds, now);
  await consumeEach(d.db, [limits.email], d.rateLimit.windowSeconds, now);
  const user = await findUserByEmail(d.db, input.email);
  const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, input.password);
  if (!user || !user.password_hash || !ok) throw new DomainError('auth.invalid_credentials');
  await release(d.db, keys, d.rateLimit.windowSeconds, now);
  await touchUser(d.db, user.id, now);
  return d.sessions.create(user.id);
}

/** Same answer for any address; an unknown address gets an account on first use of the link. */
export async function requestMagicLink(d: AccountDeps, raw: unknown, meta: RequestMeta): Promise<void> {
  const input = magicLinkInput.parse(raw);
  await limit(d, 'magic_link', input.email, meta);
  const code = await insertToken(d.db, {
    purpose: 'magic_link',
    email: input.email,
    redirectTo: input.redirectTo,
    expiresAt: new Date(nowOf(d).getTime() + MAGIC_LINK_TTL_MS),
  });
  const mail = magicLinkEmail(meta.locale, `${d.appUrl}/auth/callback?code=${code}`);
  await sendEmail(d.db, d.email, { to: input.email, kind: 'magic_link', ...mail });
}

/** `holderId`: the account this browser is signed in to, if any (see `proveEmail`). */
export async function exchangeMagicLink(d: AccountDeps, raw: unknown, holderId: string | null = null) {
  const parsed = exchangeCodeInput.safeParse(raw);
  if (!parsed.success) throw new DomainError('auth.invalid_link');
  const now = nowOf(d);
  const token = await consumeToken(d.db, sha256(parsed.data.code), 'magic_link', now);
  if (!token) throw new DomainError('auth.invalid_link');
  const user =
    (await insertUser(d.db, { name: token.email.split('@')[0] ?? token.email, email: token.email, verified: true })) ??
    (await findUserByEmail(d.db, token.email));
  if (!user) throw new DomainError('auth.invalid_link');
  const { passwordRemoved } = await proveEmail(d.db, d, user, holderId, now);
  await touchUser(d.db, user.id, now);
  const session = await d.sessions.create(user.id);
  return { ...session, redirectTo: token.redirect_to, passwordRemoved };
}

/**
 * Same answer, and the same work, whether or not the address has an account: both store a token
 * and send one email (an unknown address learns that it has no account), so the time taken tells
 * nothing. The token stored for an address without an account is in no email, so it is never used.
 */
export async function requestPasswordReset(d: AccountDeps, raw: unknown, meta: RequestMeta): Promise<void> {
  const input = forgotPasswordInput.parse(raw);
  await limit(d, 'reset', input.email, meta);
  const user = await findUserByEmail(d.db, input.email);
  const code = await insertToken(d.db, {
    purpose: 'password_reset',
    email: input.email,
    redirectTo: '/',
    expiresAt: new Date(nowOf(d).getTime() + RESET_TTL_MS),
  });
  const mail = user
    ? passwordResetEmail(meta.locale, `${d.appUrl}/auth/reset-password?code=${code}`)
    : resetNoAccountEmail(meta.locale, `${d.appUrl}/auth?mode=signup`);
  await sendEmail(d.db, d.email, { to: input.email, kind: user ? 'password_reset' : 'password_reset_no_account', ...mail });
}

/** Sets the new password, signs every other device out, and signs this one in. */
export async function resetPassword(d: AccountDeps, raw: unknown) {
  const input = resetPasswordInput.parse(raw);
  const now = nowOf(d);
  const token = await consumeToken(d.db, sha256(input.code), 'password_reset', now);
  if (!token) throw new DomainError('auth.invalid_link');
  const user = await findUserByEmail(d.db, token.email);
  if (!user) throw new DomainError('auth.invalid_link');
  await setPassword(d.db, user.id, {
    password_hash: await hashPassword(input.password),
    email_verified_at: user.email_verified_at ?? now,
    last_active_at: now,
  });
  await d.sessions.invalidateUser(user.id);
  return d.sessions.create(user.id);
}
