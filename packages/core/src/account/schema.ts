import * as z from 'zod';
import { ERROR_CATALOGUE } from '../errors';
import { text } from '../text/schema';

// Shared with the web forms: texts are SPEC §5 English; the web translates them.
export const emailSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address')
  .max(255, 'Email must be less than 255 characters')
  .pipe(z.email('Invalid email address'));

/** SPEC §5: a password's shortest length. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const PASSWORD_TOO_LONG = 'Password must be at most 256 characters';

export const passwordSchema = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

/** Optional phone: empty reads as absent. */
export const phoneSchema = z
  .string({ error: 'Invalid phone number' })
  .trim()
  .max(20, 'Phone must be less than 20 characters')
  .regex(/^[+()0-9 \-/]*$/, 'Invalid phone number')
  .optional()
  .transform((v) => (v ? v : undefined));

/** A same-site path only, so a link can never send someone to another host. */
export const redirectSchema = z
  .string({ error: 'Invalid redirect' })
  .regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u, 'Invalid redirect')
  .max(500, 'Invalid redirect')
  .default('/me');

// A maximum on sign-in too: every attempt is hashed, and hashing megabytes is a cheap way to load the server.
export const signInInput = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password must be at least 6 characters' }).min(1, 'Password must be at least 6 characters').max(PASSWORD_MAX, PASSWORD_TOO_LONG),
});

export const signUpInput = z.object({
  name: text('Name is required').trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  phone: phoneSchema,
  email: emailSchema,
  password: passwordSchema,
  /** Where the email's verification link leads back to (a new owner: the onboarding they started). */
  redirectTo: redirectSchema,
});

export const magicLinkInput = z.object({ email: emailSchema, redirectTo: redirectSchema });
export const forgotPasswordInput = z.object({ email: emailSchema });
/** A link's one-time code: a malformed one reads like a wrong one (SPEC §8 text, never a schema default). */
export const INVALID_LINK = ERROR_CATALOGUE['auth.invalid_link'].message;
const linkCode = z.string(INVALID_LINK).min(20, INVALID_LINK).max(200, INVALID_LINK);
export const exchangeCodeInput = z.object({ code: linkCode });
/**
 * The email-verification link carries the same one-time code.
 * @alias of exchangeCodeInput under the procedure's own name (knip then reports no duplicate export).
 */
export const verifyEmailInput = exchangeCodeInput;

const passwordPair = z.object({ password: passwordSchema, confirmPassword: z.string({ error: 'Passwords do not match' }) });
const passwordsMatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

/** The Set New Password form (the code comes from the link, not the form). */
export const newPasswordInput = passwordPair.refine((v) => v.password === v.confirmPassword, passwordsMatch);
export const resetPasswordInput = passwordPair.extend({ code: linkCode }).refine((v) => v.password === v.confirmPassword, passwordsMatch);

export type SignInInput = z.infer<typeof signInInput>;
export type SignUpInput = z.infer<typeof signUpInput>;
export type MagicLinkInput = z.infer<typeof magicLinkInput>;
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export type SessionRole = 'admin' | 'owner' | 'guest';
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: SessionRole;
  /** The holder has proven the address (ADR 035): only then do bookings made under it belong to the account. */
  emailVerified: boolean;
  /** Works at a venue as host or manager (ADR 127): the header offers the console's Dashboard. */
  staff?: boolean;
}

/** SPEC §4: admin if any admin row; else owner if any owner row; else guest. */
export function roleFrom(roles: readonly string[]): SessionRole {
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('owner')) return 'owner';
  return 'guest';
}
