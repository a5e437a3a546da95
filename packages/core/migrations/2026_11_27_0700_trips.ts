import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A trip (ADR 112): one stay booking and the table reservations held with it. One trip per stay;
  // the guest and the locale are the stay's, copied so the trip's link and email need no join.
  // `view_token` is sha256 of the trip's guest link, as on the booking rows (ADR 022).
  await sql`
    CREATE TABLE trips (
      id uuid PRIMARY KEY,
      stay_booking_id uuid NOT NULL UNIQUE REFERENCES stay_bookings (id) ON DELETE CASCADE,
      guest_email text NOT NULL,
      locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'sl')),
      view_token text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX trips_guest_email_idx ON trips (guest_email)`.execute(db);
  // Each table belongs to at most one trip; the reservation keeps its own lifecycle.
  await sql`
    CREATE TABLE trip_reservations (
      reservation_id uuid PRIMARY KEY REFERENCES reservations (id) ON DELETE CASCADE,
      trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX trip_reservations_trip_idx ON trip_reservations (trip_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS trip_reservations`.execute(db);
  await sql`DROP TABLE IF EXISTS trips`.execute(db);
}
