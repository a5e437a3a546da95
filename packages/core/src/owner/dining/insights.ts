import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import { addDays, dateIn } from '../../time/zone';
import { requireVenue } from '../scope';
import { dayReservations } from './reservations';
import { confirmedPerDay, feedbackList, feedbackMonths, standingCount, venueZone, type FeedbackRow } from './repository';
import { HISTORY_DAYS, monthInput, OVERVIEW_LIMIT, venueInput, type DiningOverview, type FeedbackMonth, type OwnerFeedback } from './schema';

type Actor = Pick<SessionUser, 'id' | 'role'>;

/**
 * Overview, Feedback and the charts (ADR 061). "Feedback" is the public QR feedback (the `feedback`
 * table, SPEC get_feedback_summary); reviews after a visit feed the AI review analyzer (ADR 082).
 * A feedback entry belongs to the month of its `created_at` in the venue's zone.
 */

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

function toFeedback(f: FeedbackRow): OwnerFeedback {
  return {
    id: f.id,
    rating: f.rating,
    category: f.category,
    comment: f.comment,
    visitDate: f.visit_date,
    sentiment: f.sentiment,
    createdAt: f.created_at.toISOString(),
  };
}

/** SPEC get_feedback_summary: total, average, positives and negatives per month, newest month first. */
export async function feedbackSummary(db: Database, venueId: string, month?: string): Promise<FeedbackMonth[]> {
  const rows = await feedbackMonths(db, venueId, month);
  return rows.map((r) => ({ month: r.month, total: r.total, avgRating: round1(r.avg), positives: r.positives, negatives: r.negatives }));
}

const emptyMonth = (month: string): FeedbackMonth => ({ month, total: 0, avgRating: null, positives: 0, negatives: 0 });

/** The Overview sub-tab (SPEC §2). */
export async function diningOverview(db: Database, user: Actor, raw: unknown, now: Date = new Date()): Promise<DiningOverview> {
  const input = venueInput.parse(raw);
  await requireVenue(db, user, input.venueId, 'read');
  const timezone = await venueZone(db, input.venueId);
  const today = dateIn(timezone, now);
  const [todayCount, todayFirst, month, recent] = await Promise.all([
    standingCount(db, input.venueId, today, now),
    dayReservations(db, input.venueId, today, now, OVERVIEW_LIMIT),
    feedbackSummary(db, input.venueId, today.slice(0, 7)),
    feedbackList(db, input.venueId, OVERVIEW_LIMIT),
  ]);
  const thisMonth = month[0] ?? emptyMonth(today.slice(0, 7));
  return {
    today,
    timezone,
    todayCount,
    avgRatingThisMonth: thisMonth.avgRating,
    feedbackThisMonth: thisMonth.total,
    todayFirst,
    recentFeedback: recent.map(toFeedback),
  };
}

/** The Feedback sub-tab: the months that have feedback (for the selector and the chart), one month's cards and list. */
export async function feedbackForMonth(db: Database, user: Actor, raw: unknown, now: Date = new Date()) {
  const input = monthInput.parse(raw);
  await requireVenue(db, user, input.venueId, 'read');
  const timezone = await venueZone(db, input.venueId);
  const month = input.month ?? dateIn(timezone, now).slice(0, 7);
  const [months, list] = await Promise.all([feedbackSummary(db, input.venueId), feedbackList(db, input.venueId, 500, month)]);
  return { month, months, summary: months.find((m) => m.month === month) ?? emptyMonth(month), list: list.map(toFeedback) };
}

/**
 * The charts: confirmed or seated reservations per day over the last 90 days (SPEC §7 "date/status
 * for last 90 days"), every day present (zero when none), and the average rating by month.
 */
export async function diningCharts(db: Database, user: Actor, raw: unknown, now: Date = new Date()) {
  const input = venueInput.parse(raw);
  await requireVenue(db, user, input.venueId, 'read');
  const timezone = await venueZone(db, input.venueId);
  const today = dateIn(timezone, now);
  const from = addDays(today, -(HISTORY_DAYS - 1));
  const [rows, months] = await Promise.all([confirmedPerDay(db, input.venueId, from, today), feedbackSummary(db, input.venueId)]);
  const byDate = new Map(rows.map((r) => [r.date, r.n]));
  const perDay = Array.from({ length: HISTORY_DAYS }, (_, i) => {
    const date = addDays(from, i);
    return { date, reservations: byDate.get(date) ?? 0 };
  });
  const ratingByMonth = months
    .filter((m) => m.avgRating !== null)
    .map((m) => ({ month: m.month, avgRating: m.avgRating as number, total: m.total }))
    .toReversed();
  return { perDay, ratingByMonth };
}
