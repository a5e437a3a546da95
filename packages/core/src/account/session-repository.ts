import { sql } from 'kysely';
import type { Database } from '../db/connection';

/** The sessions table (ADR 002): rows are keyed by the SHA-256 of the cookie's id. */

export const insertSession = (db: Database, v: { id: string; user_id: string; expires_at: Date }) => db.insertInto('sessions').values(v).execute();

/** A session with its user and the user's roles. */
export const findSession = (db: Database, id: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.expires_at', 'u.email', 'u.name', 'u.email_verified_at'])
    .select(sql<string[]>`coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}')`.as('roles'))
    .select(sql<boolean>`exists (select 1 from venue_staff v where v.user_id = u.id and v.revoked_at is null)`.as('staff'))
    .where('s.id', '=', id)
    .executeTakeFirst();

export const deleteSession = (db: Database, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute();

export const deleteUserSessions = (db: Database, userId: string) => db.deleteFrom('sessions').where('user_id', '=', userId).execute();

export const extendSession = (db: Database, id: string, expiresAt: Date) =>
  db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
