import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // The key of an action an owner took offline (ADR 116), claimed before the action runs: one row
  // per key, bound to the action and the booking it was tapped on, with what the first send answered.
  await sql`
    CREATE TABLE owner_replay_keys (
      key uuid PRIMARY KEY,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
      action text NOT NULL,
      target_id uuid NOT NULL,
      outcome text CHECK (outcome IN ('done', 'conflict')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Keys applied before this table existed answer as they did.
  await sql`
    INSERT INTO owner_replay_keys (key, user_id, restaurant_id, action, target_id, outcome, created_at)
    SELECT a.entity_id::uuid, a.actor_user_id, (a.meta_json->>'restaurant_id')::uuid, a.action,
           coalesce(a.meta_json->>'reservation_id', a.meta_json->>'stay_booking_id', a.meta_json->>'waitlist_id')::uuid, 'done', a.created_at
    FROM audit_logs a
    JOIN restaurants r ON r.id = (a.meta_json->>'restaurant_id')::uuid
    WHERE a.entity = 'owner_replay'
      AND coalesce(a.meta_json->>'reservation_id', a.meta_json->>'stay_booking_id', a.meta_json->>'waitlist_id') IS NOT NULL
    ON CONFLICT (key) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS owner_replay_keys`.execute(db);
}
