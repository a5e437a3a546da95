import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // One row per payment window opened for a reservation's deposit, and per payment received.
  await sql`
    CREATE TABLE deposit_checkouts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      reservation_id uuid NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
      provider text NOT NULL CHECK (provider IN ('stripe', 'payment_link', 'local')),
      session_id text UNIQUE,
      url text,
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      currency text NOT NULL DEFAULT 'eur',
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'refunded', 'refund_failed')),
      expires_at timestamptz,
      event_id text,
      payment_intent_id text,
      stripe_account_id text,
      refund_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX deposit_checkouts_reservation_idx ON deposit_checkouts (reservation_id, expires_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS deposit_checkouts`.execute(db);
}
