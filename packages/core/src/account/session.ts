import type { Database } from '../db/connection';
import { randomToken, sha256 } from './crypto';
import { touchUser } from './repository';
import { roleFrom, type SessionUser } from './schema';
import { SESSION_COOKIE } from './session-cookie';
import { deleteSession, deleteUserSessions, extendSession, findSession, insertSession } from './session-repository';

/**
 * Database sessions after the single-file recipe that replaced lucia v3 upstream (ADR 002): a
 * random id in an HttpOnly cookie, only its SHA-256 in the database (a leaked sessions table cannot
 * be replayed as cookies), 30 days, extended when used in the second half of its life.
 */
const COOKIE_NAME = SESSION_COOKIE;
const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionManager {
  readonly cookieName: string;
  create(userId: string): Promise<{ cookie: string; sessionId: string }>;
  validate(sessionId: string): Promise<{ user: SessionUser; refreshCookie?: string } | null>;
  invalidate(sessionId: string): Promise<void>;
  invalidateUser(userId: string): Promise<void>;
  blankCookie(): string;
  readCookie(cookieHeader: string | null | undefined): string | null;
}

export function createSessionManager(db: Database, opts: { secure: boolean }): SessionManager {
  const serialize = (value: string, maxAgeSeconds: number) =>
    [`${COOKIE_NAME}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(opts.secure ? ['Secure'] : [])].join('; ');
  const cookieFor = (sessionId: string, expiresAt: Date) => serialize(sessionId, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)));

  return {
    cookieName: COOKIE_NAME,

    async create(userId) {
      const sessionId = randomToken();
      const expiresAt = new Date(Date.now() + LIFETIME_MS);
      await insertSession(db, { id: sha256(sessionId), user_id: userId, expires_at: expiresAt });
      return { sessionId, cookie: cookieFor(sessionId, expiresAt) };
    },

    async validate(sessionId) {
      const row = await findSession(db, sha256(sessionId));
      if (!row) return null;
      const now = Date.now();
      const expiresAt = new Date(row.expires_at).getTime();
      if (expiresAt <= now) {
        await deleteSession(db, row.id);
        return null;
      }
      let refreshCookie: string | undefined;
      if (expiresAt - now < LIFETIME_MS / 2) {
        const extended = new Date(now + LIFETIME_MS);
        await extendSession(db, row.id, extended);
        // Extending a session is a sign of activity: it keeps the account out of inactivity retention.
        await touchUser(db, row.user_id, new Date(now));
        refreshCookie = cookieFor(sessionId, extended);
      }
      return {
        user: {
          id: row.user_id,
          email: row.email,
          name: row.name,
          role: roleFrom(row.roles),
          emailVerified: row.email_verified_at !== null,
          ...(row.staff ? { staff: true } : {}),
        },
        refreshCookie,
      };
    },

    async invalidate(sessionId) {
      await deleteSession(db, sha256(sessionId));
    },
    async invalidateUser(userId) {
      await deleteUserSessions(db, userId);
    },
    blankCookie: () => serialize('', 0),
    readCookie(header) {
      const value = header
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${COOKIE_NAME}=`))
        ?.slice(COOKIE_NAME.length + 1);
      return value ? value : null;
    },
  };
}
