import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A delivery claims its row until this instant (ADR 021): another process retrying the outbox
  // skips it, so each email is handed to the provider once.
  await sql`ALTER TABLE outbox_emails ADD COLUMN claimed_until timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE outbox_emails DROP COLUMN IF EXISTS claimed_until`.execute(db);
}
