import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // One provider customer per user, created once and reused for every plan (ADR 056).
  await sql`
    CREATE TABLE billing_customers (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      stripe_customer_id text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Webhook events arrive in any order: the state kept is the one Stripe dated latest (ADR 057).
  // state_at: when the stored state was Stripe's; past_due_since: start of the retry window.
  await sql`ALTER TABLE subscriptions ADD COLUMN state_at timestamptz`.execute(db);
  await sql`ALTER TABLE subscriptions ADD COLUMN past_due_since timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE subscriptions DROP COLUMN past_due_since`.execute(db);
  await sql`ALTER TABLE subscriptions DROP COLUMN state_at`.execute(db);
  await sql`DROP TABLE billing_customers`.execute(db);
}
