import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { hasStayReview, insertStayReview, type StayBookingRow } from './repository';
import { REVIEW_NOT_YET, stayReviewInput, type StayAccessInput, type StayReviewInput, type StayReviewTarget } from './schema';
import { stayIsOver } from './guest-actions';
import { rowByToken } from './lifecycle';

/** Reviewable once the stay is over (ADR 017): stay/guest-actions.ts `stayIsOver`, in the property's zone. */
export const stayRowIsOver = (row: StayBookingRow, now: Date) => stayIsOver({ ...row, timezone: row.v_timezone }, now);

/** /rate-stay/{id}?token: what the page shows before the form. */
export async function reviewTarget(db: Database, raw: StayAccessInput, now: Date = new Date()): Promise<StayReviewTarget> {
  const row = await rowByToken(db, raw);
  const alreadyReviewed = Boolean(await hasStayReview(db, row.id));
  return { bookingId: row.id, property: { id: row.restaurant_id, name: row.v_name }, alreadyReviewed, canReview: !alreadyReviewed && stayRowIsOver(row, now) };
}

/** One review per stay booking: a second submission answers `alreadyReviewed`, never an error. */
export async function submitStayReview(db: Database, raw: StayReviewInput, now: Date = new Date()): Promise<{ ok: true; alreadyReviewed: boolean }> {
  const input = stayReviewInput.parse(raw);
  const row = await rowByToken(db, { id: input.id, token: input.token });
  if (await hasStayReview(db, row.id)) return { ok: true, alreadyReviewed: true };
  if (!stayRowIsOver(row, now)) throw new DomainError('stay.review_not_allowed', REVIEW_NOT_YET);
  const reviewId = await insertStayReview(db, {
    bookingId: row.id,
    propertyId: row.restaurant_id,
    rating: input.rating,
    guestName: input.name ?? null,
    guestEmail: row.guest_email,
    comment: input.comment ?? null,
  });
  return { ok: true, alreadyReviewed: reviewId === null };
}
