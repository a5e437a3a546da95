import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A presigned photo upload not yet confirmed (ADR 059): the size the owner declared, which the
  // stored object must match, and when it was signed, so the retention job can delete the object
  // of an upload never confirmed. No foreign keys: a venue or user deleted meanwhile must not take
  // the row, and with it the only trace of the object, away.
  await sql`
    CREATE TABLE photo_uploads (
      key text PRIMARY KEY,
      restaurant_id uuid NOT NULL,
      uploaded_by uuid NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX photo_uploads_created_idx ON photo_uploads (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS photo_uploads`.execute(db);
}
