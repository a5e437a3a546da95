import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // The question the assistant itself asked last in a conversation and awaits a yes to (ADR 115): a
  // yes confirms this and nothing the client's copy of the history says.
  await sql`ALTER TABLE ai_conversations ADD COLUMN pending_confirm text CHECK (char_length(pending_confirm) <= 1000)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE ai_conversations DROP COLUMN IF EXISTS pending_confirm`.execute(db);
}
