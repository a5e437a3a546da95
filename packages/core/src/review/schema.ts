import * as z from 'zod';
import { COMMENT_TOO_LONG, RATING_REQUIRED, stayReviewForm } from '../stay/schema';
import { multilineText } from '../text/schema';
import { calendarDate } from '../time/date';
import { ERROR_CATALOGUE } from '../errors';
import type { FeedbackTable } from '../db/types';

// Reviews after a visit (/rate/{id}) and public feedback (/r/{id}), ADR 070-071. Shared with the web:
// texts are SPEC §5 / §8 English; the web translates them.

export { COMMENT_TOO_LONG, RATING_REQUIRED } from '../stay/schema';

export const INVALID_ACCESS_LINK = ERROR_CATALOGUE['review.invalid_link'].message;
export const REVIEW_NOT_YET = ERROR_CATALOGUE['review.not_yet'].message;
const REVIEW_RESERVATION_NOT_FOUND = ERROR_CATALOGUE['review.reservation_not_found'].message;
const FEEDBACK_RESTAURANT_NOT_FOUND = ERROR_CATALOGUE['restaurant.not_found'].message;
const VISIT_DATE_INVALID = 'Please select a valid visit date';
export const VISIT_DATE_IN_FUTURE = 'Visit date cannot be in the future';
const CATEGORY_INVALID = 'Please choose Food, Service or Ambience';

/** SPEC §9: comment at most 1000 characters; name at most 100. */
export const REVIEW_COMMENT_MAX = 1000;
/** Recent reviews on a venue page. */
export const RECENT_REVIEWS_LIMIT = 5;

/** The link in the review-prompt mail: a missing token is "Invalid access link", a wrong one "Reservation not found". */
export const reviewAccessInput = z.object({
  id: z.string({ error: REVIEW_RESERVATION_NOT_FOUND }).max(100, REVIEW_RESERVATION_NOT_FOUND),
  token: z.string({ error: INVALID_ACCESS_LINK }).min(1, INVALID_ACCESS_LINK).max(200, REVIEW_RESERVATION_NOT_FOUND),
});

/** SPEC §5 reservation review: the same three fields and rules as the stay review. */
const diningReviewForm = stayReviewForm;
export const diningReviewInput = diningReviewForm.extend(reviewAccessInput.shape);

export interface DiningReviewTarget {
  reservationId: string;
  restaurant: { id: string; name: string };
  /** A review is on file for this reservation, or for this restaurant and the guest's email. */
  alreadyReviewed: boolean;
  /** Seated, or confirmed and its time has passed (in the venue's zone). */
  canReview: boolean;
}

export const FEEDBACK_CATEGORIES = ['food', 'service', 'ambience'] as const;
/** What a rating reads as (the feedback row's `sentiment`). */
export type Sentiment = FeedbackTable['sentiment'];

/** SPEC §4: 4 or more positive, 2 or less negative, else neutral. */
export const sentimentOf = (rating: number): Sentiment => (rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'neutral');

/** SPEC §5 public feedback: rating required, category and comment optional, visit date (checked against the venue's today on the server). */
export const feedbackForm = z.object({
  rating: z.coerce.number({ error: RATING_REQUIRED }).int(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
  category: z
    .union([z.enum(FEEDBACK_CATEGORIES, { error: CATEGORY_INVALID }), z.literal('')], { error: CATEGORY_INVALID })
    .optional()
    .transform((v) => (v ? v : undefined)),
  comment: multilineText(COMMENT_TOO_LONG)
    .trim()
    .max(REVIEW_COMMENT_MAX, COMMENT_TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined)),
  visitDate: calendarDate(VISIT_DATE_INVALID),
});
export const feedbackVenueInput = z.object({
  restaurantId: z.string({ error: FEEDBACK_RESTAURANT_NOT_FOUND }).max(100, FEEDBACK_RESTAURANT_NOT_FOUND),
});
export const feedbackInput = feedbackForm.extend(feedbackVenueInput.shape);

/** Whose reviews a venue page lists: a restaurant's (after a table) or a property's (after a stay). */
const REVIEW_KINDS = ['dining', 'stay'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
/** A venue page's reviews: the venue, and its kind (default dining). */
export const venueReviewsInput = feedbackVenueInput.extend({ kind: z.enum(REVIEW_KINDS).optional() });

export interface FeedbackVenue {
  id: string;
  name: string;
  address: string;
  city: string;
  /** Today in the venue's zone: the visit date's default and its latest allowed value. */
  today: string;
}

/** A review as a venue page shows it: never the guest's email. */
export interface PublicReview {
  id: string;
  name: string | null;
  rating: number;
  comment: string | null;
  createdAt: string;
}
