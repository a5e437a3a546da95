import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A venue's staff (ADR 127): a person who is not its owner, with a role at that venue. Removing
  // someone keeps the row with `revoked_at`, so their next request hears that their access was
  // removed rather than a bare refusal, and the audit keeps naming them.
  await sql`
    CREATE TABLE venue_staff (
      restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('host', 'manager')),
      added_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      last_active_at timestamptz,
      PRIMARY KEY (restaurant_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX venue_staff_user_idx ON venue_staff (user_id)`.execute(db);
  // An owner's invitation of one email address to one or more of their venues with one role; the
  // email carries the token (only its hash is kept). Resending replaces the token and the expiry.
  await sql`
    CREATE TABLE staff_invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('host', 'manager')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz,
      accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
      withdrawn_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX staff_invitations_owner_idx ON staff_invitations (owner_id)`.execute(db);
  await sql`
    CREATE TABLE staff_invitation_venues (
      invitation_id uuid NOT NULL REFERENCES staff_invitations (id) ON DELETE CASCADE,
      restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
      PRIMARY KEY (invitation_id, restaurant_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS staff_invitation_venues`.execute(db);
  await sql`DROP TABLE IF EXISTS staff_invitations`.execute(db);
  await sql`DROP TABLE IF EXISTS venue_staff`.execute(db);
}
