import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // One review per reservation (ADR 070); reviews without a reservation (none today) stay allowed.
  await sql`CREATE UNIQUE INDEX restaurant_reviews_reservation_idx ON restaurant_reviews (reservation_id) WHERE reservation_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS restaurant_reviews_reservation_idx`.execute(db);
}
