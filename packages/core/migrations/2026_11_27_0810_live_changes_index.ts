import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

const TABLES = ['reservations', 'waitlist_entries', 'stay_bookings'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // The owner's open dashboard asks every few seconds what changed at a venue since a moment
  // (ADR 116): rows whose newer of created_at and updated_at is after it. An index on that same
  // expression, per venue, lets the poll read only the changed rows (ADR 119).
  for (const t of TABLES) {
    await sql`CREATE INDEX ${sql.id(`${t}_changed_idx`)} ON ${sql.table(t)} (restaurant_id, (greatest(created_at, updated_at)))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) await sql`DROP INDEX IF EXISTS ${sql.id(`${t}_changed_idx`)}`.execute(db);
}
