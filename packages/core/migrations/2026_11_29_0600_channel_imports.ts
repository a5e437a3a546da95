import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A channel's calendar (Booking.com, Airbnb) a room imports: its address, what the last fetch
  // answered for conditional requests, and how the last sync went.
  await sql`
    CREATE TABLE room_channel_feeds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      room_id uuid NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
      url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
      etag text,
      last_modified text,
      last_attempt_at timestamptz,
      last_synced_at timestamptz,
      last_error jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (room_id, url)
    )`.execute(db);
  await sql`CREATE INDEX room_channel_feeds_restaurant_idx ON room_channel_feeds (restaurant_id)`.execute(db);
  // The nights a channel's calendar sells: inventory like a stay here (stay/availability-repository.ts).
  await sql`
    CREATE TABLE room_blocks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      feed_id uuid NOT NULL REFERENCES room_channel_feeds(id) ON DELETE CASCADE,
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      room_id uuid NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
      uid text NOT NULL CHECK (length(uid) BETWEEN 1 AND 1000),
      starts date NOT NULL,
      ends date NOT NULL CHECK (ends > starts),
      summary text NOT NULL DEFAULT '' CHECK (length(summary) <= 200),
      conflict_booking_id uuid REFERENCES stay_bookings(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (feed_id, uid, starts)
    )`.execute(db);
  await sql`CREATE INDEX room_blocks_nights_idx ON room_blocks USING gist (room_id, daterange(starts, ends, '[)'))`.execute(db);
  await sql`CREATE INDEX room_blocks_conflict_idx ON room_blocks (restaurant_id) WHERE conflict_booking_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS room_blocks`.execute(db);
  await sql`DROP TABLE IF EXISTS room_channel_feeds`.execute(db);
}
