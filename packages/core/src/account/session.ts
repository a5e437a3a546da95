import { Lucia, TimeSpan, type Adapter, type DatabaseSession, type DatabaseUser } from 'lucia';
import { sql } from 'kysely';
import type { Database } from '../db/connection';
import { sha256 } from './crypto';
import { roleFrom, type SessionUser } from './schema';

/**
 * Sessions are lucia's, kept behind this file. The database stores only a hash of each session id,
 * so a leaked sessions table cannot be replayed as cookies.
 */
interface UserAttributes {
  email: string;
  name: string;
  roles: string[];
  email_verified_at: Date | null;
}

const toSession = (r: { id: string; user_id: string; expires_at: Date }, rawId: string): DatabaseSession => ({
  id: rawId,
  userId: r.user_id,
  expiresAt: new Date(r.expires_at),
  attributes: {},
});

function adapter(db: Database): Adapter {
  return {
    async getSessionAndUser(sessionId) {
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.user_id', 's.expires_at', 'u.email', 'u.name', 'u.email_verified_at'])
        .select(sql<string[]>`coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}')`.as('roles'))
        .where('s.id', '=', sha256(sessionId))
        .executeTakeFirst();
      if (!row) return [null, null];
      const user: DatabaseUser = { id: row.user_id, attributes: { email: row.email, name: row.name, roles: row.roles, email_verified_at: row.email_verified_at } as UserAttributes };
      return [toSession(row, sessionId), user];
    },
    async getUserSessions(userId) {
      const rows = await db.selectFrom('sessions').select(['id', 'user_id', 'expires_at']).where('user_id', '=', userId).execute();
      return rows.map((r) => toSession(r, r.id));
    },
    async setSession(session) {
      await db.insertInto('sessions').values({ id: sha256(session.id), user_id: session.userId, expires_at: session.expiresAt }).execute();
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      // Extending a session is a sign of activity: it keeps the account out of inactivity retention.
      const row = await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sha256(sessionId)).returning('user_id').executeTakeFirst();
      if (row) await db.updateTable('users').set({ last_active_at: new Date() }).where('id', '=', row.user_id).execute();
    },
    async deleteSession(sessionId) {
      await db.deleteFrom('sessions').where('id', '=', sha256(sessionId)).execute();
    },
    async deleteUserSessions(userId) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
    async deleteExpiredSessions() {
      await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).execute();
    },
  };
}

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
  const lucia = new Lucia(adapter(db), {
    sessionExpiresIn: new TimeSpan(30, 'd'),
    sessionCookie: { name: 'ts_session', attributes: { secure: opts.secure, sameSite: 'lax', path: '/' } },
    getUserAttributes: (a) => a as unknown as UserAttributes,
  });
  return {
    cookieName: lucia.sessionCookieName,
    async create(userId) {
      const session = await lucia.createSession(userId, {});
      return { sessionId: session.id, cookie: lucia.createSessionCookie(session.id).serialize() };
    },
    async validate(sessionId) {
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session || !user) return null;
      const attrs = user as unknown as UserAttributes & { id: string };
      return {
        user: { id: attrs.id, email: attrs.email, name: attrs.name, role: roleFrom(attrs.roles), emailVerified: attrs.email_verified_at !== null },
        refreshCookie: session.fresh ? lucia.createSessionCookie(session.id).serialize() : undefined,
      };
    },
    invalidate: (sessionId) => lucia.invalidateSession(sessionId),
    invalidateUser: (userId) => lucia.invalidateUserSessions(userId),
    blankCookie: () => lucia.createBlankSessionCookie().serialize(),
    readCookie: (header) => (header ? lucia.readSessionCookie(header) : null),
  };
}
