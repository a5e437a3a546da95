import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

// The hold indexes cover only holds that can run out (ADR 052). They exist for the expiry tick
// (`expires_at <= now`), which never wants an open-ended hold. Covering every hold made them a
// match for ANY query that asks for live holds, so a planner without fresh statistics (a new or
// busy table) read all live holds of every venue to find one guest's, under the venue lock.
const TABLES = ['reservations', 'stay_bookings'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`${t}_hold_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${t}_hold_idx`)} ON ${sql.table(t)} (expires_at) WHERE status = 'awaiting_deposit' AND expires_at IS NOT NULL`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`${t}_hold_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${t}_hold_idx`)} ON ${sql.table(t)} (expires_at) WHERE status = 'awaiting_deposit'`.execute(db);
  }
}
