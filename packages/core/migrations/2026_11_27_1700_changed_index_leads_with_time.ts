import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

const TABLES = ['reservations', 'waitlist_entries', 'stay_bookings'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // The poll's index (2026_11_27_0810) led with restaurant_id, so to the planner it was one more
  // index for "this venue": a booking's reads of one venue date, planned once per connection before
  // the table had statistics, scanned the venue's every row through it (Postgres CPU per booking
  // 1.2 -> 2.3 ms). Led by the change time instead, it serves the poll (a recent window, newest
  // first, the venue in the index condition) and no venue-date lookup can mistake it for theirs.
  for (const t of TABLES) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`${t}_changed_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${t}_changed_idx`)} ON ${sql.table(t)} ((greatest(created_at, updated_at)), restaurant_id)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`${t}_changed_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${t}_changed_idx`)} ON ${sql.table(t)} (restaurant_id, (greatest(created_at, updated_at)))`.execute(db);
  }
}
