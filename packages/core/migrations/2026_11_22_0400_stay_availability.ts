import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.
//
// The availability probe itself needs no new index: "does an active booking of room R overlap
// [check_in, check_out)?" is exactly what the EXCLUDE constraint's GiST index on
// (room_id, daterange(check_in, check_out)) WHERE status IN (active) answers (ADR 016).

export async function up(db: Kysely<any>): Promise<void> {
  // Emails sent later (cancellation) go out in the language the guest booked in.
  await sql`ALTER TABLE stay_bookings ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'sl'))`.execute(db);
  // Search, property pages and booking read the active room types of a property.
  await sql`CREATE INDEX room_types_active_idx ON room_types (restaurant_id) WHERE active`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS room_types_active_idx`.execute(db);
  await sql`ALTER TABLE stay_bookings DROP COLUMN IF EXISTS locale`.execute(db);
}
