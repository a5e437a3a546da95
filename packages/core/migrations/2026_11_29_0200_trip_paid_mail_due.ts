import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A deposit of the trip was paid and its guest has not yet had the trip's one confirmation, which
  // goes once nothing is left to pay (ADR 112): at the last payment, or from the expiry tick after
  // the rest lapsed or was cancelled. The partial index keeps the tick's look-up to those trips.
  await sql`ALTER TABLE trips ADD COLUMN paid_mail_due boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX trips_paid_mail_due ON trips (id) WHERE paid_mail_due`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS trips_paid_mail_due`.execute(db);
  await sql`ALTER TABLE trips DROP COLUMN IF EXISTS paid_mail_due`.execute(db);
}
