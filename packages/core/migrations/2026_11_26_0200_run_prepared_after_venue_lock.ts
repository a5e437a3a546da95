import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // run_after_venue_lock (2026_11_23_0500) with the statement prepared once per connection (ADR
  // 052). Its body is the statement with its `$n` placeholders, prepared under a name derived from
  // its text the first time this connection meets it (before the lock, so parsing never waits in
  // it), then run with `params` as untyped literals, which Postgres coerces to the types it
  // inferred. The lock, the version check and the snapshot after the lock are as before.
  // run_after_venue_lock stays for servers still running the code that calls it.
  await sql`
    CREATE FUNCTION run_prepared_after_venue_lock(venue uuid, version text, body text, params text[]) RETURNS json
    LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE
      result record;
      stmt text := 'after_venue_lock_' || md5(body);
      args text;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_prepared_statements WHERE name = stmt) THEN
        EXECUTE format('PREPARE %I AS %s', stmt, body);
      END IF;
      SELECT '(' || string_agg(quote_nullable(p), ', ' ORDER BY i) || ')' INTO args FROM unnest(params) WITH ORDINALITY AS u(p, i);
      PERFORM 1 FROM restaurants WHERE id = venue AND xmin::text = version FOR UPDATE;
      IF NOT FOUND THEN
        RETURN NULL;
      END IF;
      EXECUTE format('EXECUTE %I%s', stmt, coalesce(args, '')) INTO result;
      RETURN to_json(result);
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS run_prepared_after_venue_lock(uuid, text, text, text[])`.execute(db);
}
