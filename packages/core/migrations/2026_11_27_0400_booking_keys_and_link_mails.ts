import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

// ADR 024, rewritten: an idempotency key names ONE booking request, whoever sends it. It was
// unique per (guest email, key) and looked up with the email; now it is looked up alone, so a key
// sent again with another email is refused (422) rather than taken for a new request, and the
// index that finds it starts with the key. `link_mailed_at` is when the booking's link was last
// mailed to its guest because someone asked for the same booking again (at most once per window).
const TABLES = ['reservations', 'waitlist_entries', 'stay_bookings'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) {
    // A key the old rule let two emails use stays on the earliest row only: the later rows were
    // retries' answers long ago, and no key is looked up for more than a booking attempt.
    await sql`
      UPDATE ${sql.table(t)} SET idempotency_key = NULL
      WHERE id IN (
        SELECT id FROM (
          SELECT id, row_number() OVER (PARTITION BY idempotency_key ORDER BY created_at, id) AS n
          FROM ${sql.table(t)} WHERE idempotency_key IS NOT NULL
        ) AS d
        WHERE d.n > 1
      )`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.id(`${t}_idempotency_key_idx`)} ON ${sql.table(t)} (idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(db);
    await sql`DROP INDEX IF EXISTS ${sql.id(`${t}_idempotency_idx`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(t)} ADD COLUMN link_mailed_at timestamptz`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) {
    await sql`ALTER TABLE ${sql.table(t)} DROP COLUMN IF EXISTS link_mailed_at`.execute(db);
    await sql`CREATE UNIQUE INDEX IF NOT EXISTS ${sql.id(`${t}_idempotency_idx`)} ON ${sql.table(t)} (guest_email, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(
      db,
    );
    await sql`DROP INDEX IF EXISTS ${sql.id(`${t}_idempotency_key_idx`)}`.execute(db);
  }
}
