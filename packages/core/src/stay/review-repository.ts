import type { Kysely } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';

const k = (db: Db) => db as Kysely<DB>;

// Stay reviews.

export function hasStayReview(db: Db, bookingId: string) {
  return k(db).selectFrom('stay_reviews').select('id').where('stay_booking_id', '=', bookingId).executeTakeFirst();
}

/** Inserts the review; a second one for the same booking does nothing (stay_booking_id is unique). */
export async function insertStayReview(
  db: Db,
  r: { bookingId: string; propertyId: string; rating: number; guestName: string | null; guestEmail: string; comment: string | null },
) {
  const row = await k(db)
    .insertInto('stay_reviews')
    .values({
      stay_booking_id: r.bookingId,
      restaurant_id: r.propertyId,
      rating: r.rating,
      guest_name: r.guestName,
      guest_email: r.guestEmail,
      comment: r.comment,
    })
    .onConflict((oc) => oc.column('stay_booking_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Of these stay bookings, the ids that have a review. */
export async function reviewedStays(db: Db, ids: string[]): Promise<string[]> {
  const rows = await k(db).selectFrom('stay_reviews').select('stay_booking_id').where('stay_booking_id', 'in', ids).execute();
  return rows.map((r) => r.stay_booking_id);
}
