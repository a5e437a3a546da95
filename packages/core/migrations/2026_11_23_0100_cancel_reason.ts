import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

const REASONS = sql`('expired', 'guest', 'owner', 'payment')`;

export async function up(db: Kysely<any>): Promise<void> {
  // Why a booking left the live states, recorded when it happens (ADR 020) instead of inferred.
  await sql`ALTER TABLE reservations ADD COLUMN cancel_reason text CHECK (cancel_reason IN ${REASONS})`.execute(db);
  await sql`ALTER TABLE stay_bookings ADD COLUMN cancel_reason text CHECK (cancel_reason IN ${REASONS})`.execute(db);

  // Backfill. Tables: an expired reservation lapsed; guests were the only ones to cancel.
  await sql`UPDATE reservations SET cancel_reason = 'expired' WHERE status = 'expired'`.execute(db);
  await sql`UPDATE reservations SET cancel_reason = 'guest' WHERE status = 'cancelled'`.execute(db);
  // Rooms: the old inference (cancelled at or after the hold's end) for lapsed holds; otherwise the
  // audit trail says who cancelled, the guest when it does not say the owner.
  await sql`
    UPDATE stay_bookings SET cancel_reason = 'expired'
    WHERE status = 'cancelled' AND expires_at IS NOT NULL AND expires_at <= updated_at`.execute(db);
  await sql`
    UPDATE stay_bookings b SET cancel_reason = CASE WHEN EXISTS (
        SELECT 1 FROM audit_logs a
        WHERE a.entity = 'stay_booking' AND a.entity_id = b.id::text AND a.action = 'cancelled' AND a.meta_json->>'by' = 'owner'
      ) THEN 'owner' ELSE 'guest' END
    WHERE status = 'cancelled' AND cancel_reason IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE stay_bookings DROP COLUMN IF EXISTS cancel_reason`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN IF EXISTS cancel_reason`.execute(db);
}
