import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // An owner's device subscribed to Web Push for one venue (ADR 119): the browser's PushSubscription
  // (endpoint and its two keys, base64url), the kinds of event asked for, and the language the
  // notifications are written in. One row per device and venue; a device's endpoint is unique to it.
  await sql`
    CREATE TABLE push_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
      endpoint text NOT NULL,
      p256dh text NOT NULL,
      auth text NOT NULL,
      kinds text[] NOT NULL DEFAULT '{}',
      locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'sl')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (restaurant_id, endpoint)
    )`.execute(db);
  await sql`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS push_subscriptions`.execute(db);
}
