import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A payment window and a payment belong to a dining reservation or to a stay booking, never both.
  await sql`ALTER TABLE deposit_checkouts ALTER COLUMN reservation_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE deposit_checkouts ADD COLUMN stay_booking_id uuid REFERENCES stay_bookings(id) ON DELETE CASCADE`.execute(db);
  await sql`
    ALTER TABLE deposit_checkouts ADD CONSTRAINT deposit_checkouts_one_booking
      CHECK ((reservation_id IS NULL) <> (stay_booking_id IS NULL))`.execute(db);
  await sql`CREATE INDEX deposit_checkouts_stay_idx ON deposit_checkouts (stay_booking_id, expires_at DESC) WHERE stay_booking_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM deposit_checkouts WHERE stay_booking_id IS NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS deposit_checkouts_stay_idx`.execute(db);
  await sql`ALTER TABLE deposit_checkouts DROP CONSTRAINT IF EXISTS deposit_checkouts_one_booking`.execute(db);
  await sql`ALTER TABLE deposit_checkouts DROP COLUMN IF EXISTS stay_booking_id`.execute(db);
  await sql`ALTER TABLE deposit_checkouts ALTER COLUMN reservation_id SET NOT NULL`.execute(db);
}
