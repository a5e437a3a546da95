import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../errors';
import { opensGuestLink } from '../account/guest-link';
import { isUuid } from '../text/uuid';
import { visitIsOver } from '../reservation/guest-actions';
import { findReservation, isReviewed, type ReservationRow } from '../reservation/repository';
import { insertDiningReview, insertFeedback, recentReviewRows } from './repository';
import { diningReviewInput, RECENT_REVIEWS_LIMIT, reviewAccessInput, sentimentOf, type DiningReviewTarget, type PublicReview, type ReviewKind } from './schema';

/**
 * Reviews after a dining visit (/rate/{id}?token, ADR 070). The link is the reservation's guest link;
 * one review per reservation and per restaurant and guest email (both database constraints).
 */

const notFound = () => new DomainError('review.reservation_not_found');

async function rowByToken(db: Database, raw: unknown): Promise<ReservationRow> {
  const token = (raw as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') throw new DomainError('review.invalid_link');
  const parsed = reviewAccessInput.safeParse(raw);
  if (!parsed.success || !isUuid(parsed.data.id)) throw notFound();
  const row = await findReservation(db, parsed.data.id);
  if (!row || !opensGuestLink('reservation', row, parsed.data.token)) throw notFound();
  return row;
}

/** After the visit (ADR 070): reservation/guest-actions.ts `visitIsOver`, in the venue's zone. */
const visitOver = (row: ReservationRow, now: Date) => visitIsOver({ ...row, timezone: row.v_timezone }, now);

/** What /rate/{id}?token shows before the form. */
export async function diningReviewTarget(db: Database, raw: unknown, now: Date = new Date()): Promise<DiningReviewTarget> {
  const row = await rowByToken(db, raw);
  const alreadyReviewed = await isReviewed(db, row);
  return {
    reservationId: row.id,
    restaurant: { id: row.restaurant_id, name: row.v_name },
    alreadyReviewed,
    canReview: !alreadyReviewed && visitOver(row, now),
  };
}

/**
 * Saves the review and, in the same transaction, its rating as feedback for the owner's Feedback tab
 * (ADR 072). A second submission answers `alreadyReviewed`, never an error.
 */
export async function submitDiningReview(db: Database, raw: unknown, now: Date = new Date()): Promise<{ ok: true; alreadyReviewed: boolean }> {
  const row = await rowByToken(db, raw);
  const input = diningReviewInput.parse(raw);
  if (await isReviewed(db, row)) return { ok: true, alreadyReviewed: true };
  if (!visitOver(row, now)) throw new DomainError('review.not_yet');
  return inTransaction(db, async (trx) => {
    const inserted = await insertDiningReview(trx, {
      restaurant_id: row.restaurant_id,
      reservation_id: row.id,
      guest_name: input.name ?? null,
      guest_email: row.guest_email,
      rating: input.rating,
      comment: input.comment ?? null,
    });
    if (!inserted) return { ok: true as const, alreadyReviewed: true };
    await insertFeedback(trx, {
      restaurant_id: row.restaurant_id,
      rating: input.rating,
      category: null,
      comment: input.comment ?? null,
      visit_date: row.date,
      sentiment: sentimentOf(input.rating),
    });
    return { ok: true as const, alreadyReviewed: false };
  });
}

/**
 * The newest reviews of a venue for its public page (name or anonymous, rating, comment, date): a
 * restaurant's after its tables, a property's after its stays — one shape for both pages.
 */
export async function recentReviews(db: Database, restaurantId: string, kind: ReviewKind = 'dining', limit = RECENT_REVIEWS_LIMIT): Promise<PublicReview[]> {
  if (!isUuid(restaurantId)) return [];
  const rows = await recentReviewRows(db, restaurantId, kind, limit);
  return rows.map((r) => ({ id: r.id, name: r.guest_name, rating: r.rating, comment: r.comment, createdAt: r.created_at.toISOString() }));
}
