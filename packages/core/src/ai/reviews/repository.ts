import { sql } from 'kysely';
import type { Database } from '../../db/connection';
import type { ReviewKind } from './schema';

/**
 * The review analyzer's reads (ADR 082): a restaurant's `feedback` (every review after a visit and
 * every QR feedback, ADR 072) or a property's `stay_reviews`. Dates are the venue's local day.
 */
function reviewRows(db: Database, kind: ReviewKind, venueId: string) {
  // Both tables have the columns read here (restaurant_id, rating, comment, created_at, id).
  const table = (kind === 'dining' ? 'feedback as r' : 'stay_reviews as r') as 'feedback as r';
  return db.selectFrom(table).innerJoin('restaurants as v', 'v.id', 'r.restaurant_id').where('r.restaurant_id', '=', venueId);
}

/** The newest `limit` reviews (rating, text, the venue's date yyyy-MM-dd), newest first. */
export const latestReviewRows = (db: Database, kind: ReviewKind, venueId: string, limit: number) =>
  reviewRows(db, kind, venueId)
    .select(['r.rating', 'r.comment', sql<string>`to_char(r.created_at at time zone v.timezone, 'YYYY-MM-DD')`.as('date')])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();

export async function countReviews(db: Database, kind: ReviewKind, venueId: string): Promise<number> {
  const { n } = await reviewRows(db, kind, venueId)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
