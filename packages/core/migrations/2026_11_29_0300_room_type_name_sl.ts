import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A room type's name in Slovenian, as its owner writes it; without one, a Slovenian reader sees
  // the catalogue's word for a common name ("Double Room") or the name as stored.
  await sql`ALTER TABLE room_types ADD COLUMN name_sl text CHECK (name_sl IS NULL OR char_length(name_sl) BETWEEN 1 AND 50)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE room_types DROP COLUMN IF EXISTS name_sl`.execute(db);
}
