import type { Database } from '../db/connection';
import { DomainError, FieldError } from '../errors';
import { isUuid } from '../text/uuid';
import { consume, type RateLimitRule } from '../rate-limit/service';
import { dateIn } from '../time/zone';
import { findFeedbackVenue, insertFeedback } from './repository';
import { feedbackInput, feedbackVenueInput, sentimentOf, VISIT_DATE_IN_FUTURE, type FeedbackVenue } from './schema';

/** Public feedback (/r/{restaurantId}, no login, ADR 071): rows of the `feedback` table the owner's Feedback tab reads. */

/** Per IP: enough for a table of friends on one phone, not for a script. */
export const FEEDBACK_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 3600 };

const notFound = () => new DomainError('restaurant.not_found');

async function venue(db: Database, restaurantId: string, now: Date): Promise<FeedbackVenue> {
  if (!isUuid(restaurantId)) throw notFound();
  const v = await findFeedbackVenue(db, restaurantId);
  if (!v) throw notFound();
  return { id: v.id, name: v.name, address: v.address, city: v.city, today: dateIn(v.timezone, now) };
}

/** What /r/{id} shows above the form. */
export async function feedbackVenue(db: Database, raw: unknown, now: Date = new Date()): Promise<FeedbackVenue> {
  const parsed = feedbackVenueInput.safeParse(raw);
  if (!parsed.success) throw notFound();
  return venue(db, parsed.data.restaurantId, now);
}

/** Stores one feedback entry with its sentiment; counted per IP before anything else. */
export async function submitFeedback(db: Database, raw: unknown, meta: { ip: string }, now: Date = new Date()): Promise<{ ok: true }> {
  await consume(db, [`feedback:ip:${meta.ip}`], FEEDBACK_RATE_LIMIT, now);
  const input = feedbackInput.parse(raw);
  const v = await venue(db, input.restaurantId, now);
  if (input.visitDate > v.today) throw new FieldError('feedback.future_date', 'visitDate', VISIT_DATE_IN_FUTURE);
  await insertFeedback(db, {
    restaurant_id: v.id,
    rating: input.rating,
    category: input.category ?? null,
    comment: input.comment ?? null,
    visit_date: input.visitDate,
    sentiment: sentimentOf(input.rating),
  });
  return { ok: true };
}
