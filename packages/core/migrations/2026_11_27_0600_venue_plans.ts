import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

// A venue is public and bookable only while its owner's plan for that side is active (ADR 104).
// Each venue row carries until when its owner's Restaurant and Stays plans grant access, kept by
// triggers from `subscriptions`, so every public read filters on its own row (no join) and the
// booking's one trip (ADR 052) decides on the venue row it already reads and locks: a plan change
// updates the row, so its version changes and no copy of the old row is acted on.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE restaurants ADD COLUMN dining_plan_until timestamptz, ADD COLUMN stays_plan_until timestamptz`.execute(db);

  // ADR 057's access rule for one subscription row: active or trialing until the period end (no
  // end: no limit), past_due for Stripe's 14-day retry window, anything else not at all.
  await sql`
    CREATE FUNCTION plan_access_until(status text, period_end timestamptz, past_due_since timestamptz) RETURNS timestamptz
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE
        WHEN status IN ('active', 'trialing') THEN coalesce(period_end, 'infinity'::timestamptz)
        WHEN status = 'past_due' THEN past_due_since + interval '14 days'
      END
    $$`.execute(db);

  // Until when a user holds a plan: the longest of their subscriptions to it (null: never).
  await sql`
    CREATE FUNCTION owner_plan_until(uid uuid, plan text) RETURNS timestamptz
    LANGUAGE sql STABLE AS $$
      SELECT max(plan_access_until(s.status, s.current_period_end, s.past_due_since))
      FROM subscriptions s WHERE s.user_id = uid AND s.product = plan
    $$`.execute(db);

  // The columns are derived: a new venue, a new owner or any hand-written value is recomputed.
  await sql`
    CREATE FUNCTION restaurants_plan_until() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.dining_plan_until := owner_plan_until(NEW.owner_id, 'restaurant');
      NEW.stays_plan_until := owner_plan_until(NEW.owner_id, 'stays');
      RETURN NEW;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER restaurants_plan_until BEFORE INSERT OR UPDATE OF owner_id, dining_plan_until, stays_plan_until ON restaurants
    FOR EACH ROW EXECUTE FUNCTION restaurants_plan_until()`.execute(db);

  // Any change to an owner plan's subscription row brings the owner's venues up to date, in the
  // same transaction (the webhook's, ADR 057). Rows already right are left alone, so a replayed
  // event does not change the venues' versions.
  await sql`
    CREATE FUNCTION subscriptions_venue_plans() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      uid uuid;
    BEGIN
      FOREACH uid IN ARRAY ARRAY[
        CASE WHEN TG_OP <> 'INSERT' AND OLD.product IN ('restaurant', 'stays') THEN OLD.user_id END,
        CASE WHEN TG_OP <> 'DELETE' AND NEW.product IN ('restaurant', 'stays') THEN NEW.user_id END
      ] LOOP
        CONTINUE WHEN uid IS NULL;
        UPDATE restaurants r SET dining_plan_until = NULL
        WHERE r.owner_id = uid
          AND (r.dining_plan_until, r.stays_plan_until) IS DISTINCT FROM (owner_plan_until(uid, 'restaurant'), owner_plan_until(uid, 'stays'));
      END LOOP;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER subscriptions_venue_plans AFTER INSERT OR UPDATE OR DELETE ON subscriptions
    FOR EACH ROW EXECUTE FUNCTION subscriptions_venue_plans()`.execute(db);

  // Venues already on the platform follow their owners' plans from now on.
  await sql`UPDATE restaurants SET dining_plan_until = NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER subscriptions_venue_plans ON subscriptions`.execute(db);
  await sql`DROP FUNCTION subscriptions_venue_plans()`.execute(db);
  await sql`DROP TRIGGER restaurants_plan_until ON restaurants`.execute(db);
  await sql`DROP FUNCTION restaurants_plan_until()`.execute(db);
  await sql`DROP FUNCTION owner_plan_until(uuid, text)`.execute(db);
  await sql`DROP FUNCTION plan_access_until(text, timestamptz, timestamptz)`.execute(db);
  await sql`ALTER TABLE restaurants DROP COLUMN stays_plan_until, DROP COLUMN dining_plan_until`.execute(db);
}
