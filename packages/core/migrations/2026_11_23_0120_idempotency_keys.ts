import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

const TABLES = ['reservations', 'waitlist_entries', 'stay_bookings'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // The client's key for one booking attempt (ADR 024), scoped to the guest's email.
  for (const t of TABLES) {
    await sql`ALTER TABLE ${sql.table(t)} ADD COLUMN idempotency_key text`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.raw(`${t}_idempotency_idx`)} ON ${sql.table(t)} (guest_email, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${t}_idempotency_idx`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(t)} DROP COLUMN IF EXISTS idempotency_key`.execute(db);
  }
}
