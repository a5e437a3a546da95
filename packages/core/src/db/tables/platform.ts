import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt, Json } from './columns';

// Audit trail, email outbox, AI conversations and rate-limit counters.
export interface AuditLogsTable {
  id: Generated<string>;
  entity: string;
  entity_id: string;
  action: string;
  actor_user_id: string | null;
  meta_json: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface OutboxEmailsTable {
  id: Generated<string>;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  provider_message_id: string | null;
  claimed_until: Timestamp | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

export interface AiConversationsTable {
  id: Generated<string>;
  user_id: string | null;
  kind: 'chat' | 'sommelier' | 'citypack' | 'review_analysis' | 'busy_day';
  messages: Json<{ role: 'user' | 'assistant'; content: string }[]>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** A visitor's browser id (no account); null for signed-in users' chats and other AI kinds (ADR 088). */
  client_id: string | null;
  /** The yes/no question the assistant asked last and awaits an answer to (ADR 115); null when none. */
  pending_confirm: string | null;
  /** The action a model asked to take and the user has not yet answered (the SDK's approval request, ai/port.ts `HeldAction`); null when none. */
  pending_action: Json<unknown> | null;
}

/** The chat assistant's messages (migration 2026_11_23_0420, ADR 088). */
export interface AiMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: CreatedAt;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  count: number;
}
