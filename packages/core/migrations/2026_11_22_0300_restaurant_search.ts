import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Partial city matches ('ljub' → Ljubljana) need a trigram index; the btree on lower(city) only
  // serves equality.
  await sql`CREATE INDEX restaurants_city_trgm_idx ON restaurants USING gin (lower(city) gin_trgm_ops)`.execute(db);
  // A curated carousel item may have no picture: the web then draws its own gradient.
  await sql`ALTER TABLE carousel_items ALTER COLUMN src DROP NOT NULL`.execute(db);
  await sql`CREATE INDEX carousel_items_active_idx ON carousel_items (position, created_at) WHERE active`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS carousel_items_active_idx`.execute(db);
  await sql`UPDATE carousel_items SET src = '' WHERE src IS NULL`.execute(db);
  await sql`ALTER TABLE carousel_items ALTER COLUMN src SET NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS restaurants_city_trgm_idx`.execute(db);
}
