import { sql } from 'kysely';
import type { Database } from '../../db/connection';
import type { HeldAction } from '../port';

/** The chat's conversations and messages (ADR 088, ADR 115). */

/**
 * The caller's conversation (by user, else by the anonymous client id) with its pending question and
 * the action a model asked to take (both answered by this turn, so both cleared),
 * taken by this turn whatever it says, in one statement (the row locked, its old value returned):
 * of two yeses sent at once only one finds it. Undefined when it is not the caller's.
 */
export async function takeConversation(db: Database, id: string, owner: { userId: string | null; clientId: string | null }, now: Date) {
  const owned = owner.userId ? sql`user_id = ${owner.userId}` : sql`user_id IS NULL AND client_id = ${owner.clientId ?? ''}`;
  const { rows } = await sql<{ id: string; pending_confirm: string | null; pending_action: HeldAction | null }>`
    UPDATE ai_conversations c SET updated_at = ${now}, pending_confirm = NULL, pending_action = NULL
    FROM (SELECT id, pending_confirm, pending_action FROM ai_conversations WHERE id = ${id} AND kind = 'chat' AND ${owned} FOR UPDATE) old
    WHERE c.id = old.id
    RETURNING c.id, old.pending_confirm, old.pending_action`.execute(db);
  return rows[0];
}

export async function insertConversation(db: Database, owner: { userId: string | null; clientId: string | null }, now: Date): Promise<string> {
  const row = await db
    .insertInto('ai_conversations')
    .values({ kind: 'chat', user_id: owner.userId, client_id: owner.clientId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const insertMessage = (db: Database, conversationId: string, role: 'user' | 'assistant', content: string, now: Date) =>
  db.insertInto('ai_messages').values({ conversation_id: conversationId, role, content, created_at: now }).execute();

/** Holds the question an answer asked for the next turn's yes. */
export const setPendingConfirm = (db: Database, conversationId: string, confirm: string) =>
  db.updateTable('ai_conversations').set({ pending_confirm: confirm }).where('id', '=', conversationId).execute();

/** Holds a model's action request for the next turn's yes or no (ai/port.ts `HeldAction`). */
export const setPendingAction = (db: Database, conversationId: string, action: HeldAction) =>
  db
    .updateTable('ai_conversations')
    .set({ pending_action: JSON.stringify(action) })
    .where('id', '=', conversationId)
    .execute();

/** The deposit a stay booked in the chat asks. */
export const stayDepositOf = (db: Database, bookingId: string) =>
  db.selectFrom('stay_bookings').select('deposit_eur').where('id', '=', bookingId).executeTakeFirstOrThrow();
