import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A booking's lock and its statement in one round trip (ADR 052, kernel/venue-lock.ts
  // runAfterVenueLock). Locks the venue row, provided it is still the version (xmin) the caller
  // read; otherwise returns NULL, changing nothing. Then runs `body`, a statement whose values are
  // `%n$L` placeholders quoted by format() from `params`. VOLATILE: the body's snapshot is taken
  // after the lock, so it sees every booking committed by the transaction it waited for.
  await sql`
    CREATE FUNCTION run_after_venue_lock(venue uuid, version text, body text, params text[]) RETURNS json
    LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE
      result record;
    BEGIN
      PERFORM 1 FROM restaurants WHERE id = venue AND xmin::text = version FOR UPDATE;
      IF NOT FOUND THEN
        RETURN NULL;
      END IF;
      EXECUTE format(body, VARIADIC params) INTO result;
      RETURN to_json(result);
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS run_after_venue_lock(uuid, text, text, text[])`.execute(db);
}
