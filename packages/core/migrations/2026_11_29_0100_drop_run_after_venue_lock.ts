import { sql, type Kysely } from 'kysely';
import * as first from './2026_11_23_0500_run_after_venue_lock';
import * as prepared from './2026_11_26_0200_run_prepared_after_venue_lock';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A booking is one decision in one transaction under the venue lock (ADR 052): nothing calls the
  // functions that ran whatever statement text they were given after the lock, so none is left to call.
  await sql`DROP FUNCTION IF EXISTS run_prepared_after_venue_lock(uuid, text, text, text[])`.execute(db);
  await sql`DROP FUNCTION IF EXISTS run_after_venue_lock(uuid, text, text, text[])`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await first.up(db);
  await prepared.up(db);
}
