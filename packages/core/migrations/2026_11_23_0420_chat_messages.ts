import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Chat conversations (ADR 088): a visitor's browser id when no one is signed in,
  // and one row per message, so retention can drop each message 90 days after it was written.
  await sql`ALTER TABLE ai_conversations ADD COLUMN client_id text CHECK (char_length(client_id) <= 64)`.execute(db);
  await sql`CREATE INDEX ai_conversations_updated_idx ON ai_conversations (updated_at)`.execute(db);
  await sql`
    CREATE TABLE ai_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversation_id uuid NOT NULL REFERENCES ai_conversations(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('user', 'assistant')),
      content text NOT NULL CHECK (char_length(content) <= 8000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ai_messages_conversation_idx ON ai_messages (conversation_id, created_at)`.execute(db);
  await sql`CREATE INDEX ai_messages_created_idx ON ai_messages (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS ai_messages`.execute(db);
  await sql`DROP INDEX IF EXISTS ai_conversations_updated_idx`.execute(db);
  await sql`ALTER TABLE ai_conversations DROP COLUMN IF EXISTS client_id`.execute(db);
}
