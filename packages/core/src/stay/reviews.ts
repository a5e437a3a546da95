import type * as z from 'zod';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { hasStayReview, insertStayReview, type StayBookingRow } from './repository';
import { stayReviewForm, stayReviewInput, type StayAccessInput, type StayReviewInput, type StayReviewTarget } from './schema';
import { stayIsOver } from './guest-actions';
import { rowByToken } from './moves';

/**
 * One stay review, two ways in (ARCHITECTURE rule 6): the booking's link token (/rate-stay/{id}?token)
 * or the signed-in guest's proven email (guest-bookings.ts). Each way only finds the booking row it
 * opens; what the page shows and what a submission does are the same whichever way it came.
 */

/** Reviewable once the stay is over (ADR 017): stay/guest-actions.ts `stayIsOver`, in the property's zone. */
export const stayRowIsOver = (row: StayBookingRow, now: Date) => stayIsOver({ ...row, timezone: row.v_timezone }, now);

/** What the review page shows before the form, for a booking the guest has opened. */
export async function reviewTargetOf(db: Database, row: StayBookingRow, now: Date): Promise<StayReviewTarget> {
  const alreadyReviewed = Boolean(await hasStayReview(db, row.id));
  return { bookingId: row.id, property: { id: row.restaurant_id, name: row.v_name }, alreadyReviewed, canReview: !alreadyReviewed && stayRowIsOver(row, now) };
}

/** One review per stay booking: a second submission answers `alreadyReviewed`, never an error. */
export async function submitReviewOf(
  db: Database,
  row: StayBookingRow,
  form: z.output<typeof stayReviewForm>,
  now: Date,
): Promise<{ ok: true; alreadyReviewed: boolean }> {
  if (await hasStayReview(db, row.id)) return { ok: true, alreadyReviewed: true };
  if (!stayRowIsOver(row, now)) throw new DomainError('stay.review_not_allowed');
  const reviewId = await insertStayReview(db, {
    bookingId: row.id,
    propertyId: row.restaurant_id,
    rating: form.rating,
    guestName: form.name ?? null,
    guestEmail: row.guest_email,
    comment: form.comment ?? null,
  });
  return { ok: true, alreadyReviewed: reviewId === null };
}

/** /rate-stay/{id}?token: what the page shows before the form. */
export async function reviewTarget(db: Database, raw: StayAccessInput, now: Date = new Date()): Promise<StayReviewTarget> {
  return reviewTargetOf(db, await rowByToken(db, raw), now);
}

/** The review sent with the booking's link token. */
export async function submitStayReview(db: Database, raw: StayReviewInput, now: Date = new Date()): Promise<{ ok: true; alreadyReviewed: boolean }> {
  const input = stayReviewInput.parse(raw);
  return submitReviewOf(db, await rowByToken(db, { id: input.id, token: input.token }), input, now);
}
