import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // An action a model asked to take (book, cancel) that waits for the user's yes: the SDK's approval
  // request with the model's messages up to it, held on the server for the conversation's next turn.
  await sql`ALTER TABLE ai_conversations ADD COLUMN pending_action jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE ai_conversations DROP COLUMN IF EXISTS pending_action`.execute(db);
}
