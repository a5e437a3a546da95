import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A lapsed offer (or a slot that passed while waiting) needs a status of its own, and a guest
  // may leave the list.
  await sql`ALTER TABLE waitlist_entries DROP CONSTRAINT IF EXISTS waitlist_entries_status_check`.execute(db);
  await sql`ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_status_check
    CHECK (status IN ('waiting', 'notified', 'converted', 'expired', 'cancelled'))`.execute(db);
  // When the offer went out: the basis of the venue's waitlist history.
  await sql`ALTER TABLE waitlist_entries ADD COLUMN notified_at timestamptz`.execute(db);
  // Emails sent later by a job (offers) go out in the language the guest booked in.
  await sql`ALTER TABLE waitlist_entries ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'sl'))`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'sl'))`.execute(db);
  // The job's sweep of live offers.
  await sql`CREATE INDEX waitlist_offer_idx ON waitlist_entries (offer_expires_at) WHERE status = 'notified'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS waitlist_offer_idx`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN IF EXISTS locale`.execute(db);
  await sql`ALTER TABLE waitlist_entries DROP COLUMN IF EXISTS locale`.execute(db);
  await sql`ALTER TABLE waitlist_entries DROP COLUMN IF EXISTS notified_at`.execute(db);
  await sql`UPDATE waitlist_entries SET status = 'waiting' WHERE status IN ('expired', 'cancelled')`.execute(db);
  await sql`ALTER TABLE waitlist_entries DROP CONSTRAINT IF EXISTS waitlist_entries_status_check`.execute(db);
  await sql`ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_status_check
    CHECK (status IN ('waiting', 'notified', 'converted'))`.execute(db);
}
