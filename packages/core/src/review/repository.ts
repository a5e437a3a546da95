import type { Db } from '../db/connection';
import type { Insertable } from 'kysely';
import type { DB } from '../db/types';
import type { ReviewKind } from './schema';

/** The reviews after a visit and the owner's feedback rows (ADR 070, ADR 071). */

/** The venue the public feedback form names. */
export const findFeedbackVenue = (db: Db, id: string) =>
  db.selectFrom('restaurants').select(['id', 'name', 'address', 'city', 'timezone']).where('id', '=', id).executeTakeFirst();

/** One row of the owner's Feedback tab: the public form's, or a dining review's rating (ADR 072). */
export const insertFeedback = (db: Db, values: Insertable<DB['feedback']>) => db.insertInto('feedback').values(values).execute();

/** Inserts a dining review; answers nothing when one is already on file (both unique constraints). */
export const insertDiningReview = (db: Db, values: Insertable<DB['restaurant_reviews']>) =>
  db
    .insertInto('restaurant_reviews')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();

/** Where each kind's reviews are kept: one review after a visit, per booking. */
const REVIEW_TABLES = { dining: 'restaurant_reviews', stay: 'stay_reviews' } as const;

/** A venue's newest reviews of one kind. */
export const recentReviewRows = (db: Db, restaurantId: string, kind: ReviewKind, limit: number) =>
  db
    .selectFrom(REVIEW_TABLES[kind])
    .select(['id', 'guest_name', 'rating', 'comment', 'created_at'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
