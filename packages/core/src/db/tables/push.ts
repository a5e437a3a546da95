import type { Generated } from 'kysely';
import type { CreatedAt } from './columns';

// An owner's device subscribed to Web Push for one venue (ADR 119).
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  restaurant_id: string;
  endpoint: string;
  /** The subscription's P-256 public key and auth secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
  /** The kinds of event asked for (push/kinds.ts). */
  kinds: Generated<string[]>;
  locale: Generated<'en' | 'sl'>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** The key of an owner's action taken offline, claimed before it runs and bound to it (ADR 116). */
export interface OwnerReplayKeysTable {
  key: string;
  user_id: string | null;
  restaurant_id: string;
  action: string;
  target_id: string;
  /** What the first send answered; null while it runs. */
  outcome: 'done' | 'conflict' | null;
  created_at: CreatedAt;
}
