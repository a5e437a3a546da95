import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

/** 64 hex characters from two random UUIDs (244 random bits): a calendar feed's secret address. */
const TOKEN = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

export async function up(db: Kysely<any>): Promise<void> {
  // Each room and each room type has a secret calendar address a channel (Booking.com, Airbnb)
  // polls for the nights sold here; the owner can replace it when it leaks.
  for (const table of ['rooms', 'room_types']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN ical_token text NOT NULL DEFAULT ${TOKEN}`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.raw(`${table}_ical_token_idx`)} ON ${sql.table(table)} (ical_token)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['rooms', 'room_types']) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS ical_token`.execute(db);
}
