import { sql } from 'kysely';
import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import { addDays, dateIn } from '../../time/zone';
import { requireVenue } from '../scope';
import { dayReservations } from './reservations';
import { HISTORY_DAYS, monthInput, OVERVIEW_LIMIT, venueInput, type DiningOverview, type FeedbackMonth, type OwnerFeedback } from './schema';
import { notLapsedHold } from '../../hold/sql';

type Actor = Pick<SessionUser, 'id' | 'role'>;

/**
 * Overview, Feedback and the charts (ADR 061). "Feedback" is the public QR feedback (the `feedback`
 * table, SPEC get_feedback_summary); reviews after a visit feed the AI review analyzer (ADR 082).
 * A feedback entry belongs to the month of its `created_at` in the venue's zone.
 */

const monthOf = sql<string>`to_char(f.created_at at time zone v.timezone, 'YYYY-MM')`;
/** The month's bounds as instants in the venue's zone: lets the (restaurant_id, created_at) index serve a month. */
const inMonth = (month: string) => {
  const first = `${month}-01`;
  return sql<boolean>`f.created_at >= (${first}::date)::timestamp at time zone v.timezone
    and f.created_at < (${first}::date + interval '1 month')::timestamp at time zone v.timezone`;
};
const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

async function venueZone(db: Database, venueId: string) {
  const { timezone } = await db.selectFrom('restaurants').select('timezone').where('id', '=', venueId).executeTakeFirstOrThrow();
  return timezone;
}

function feedbackQuery(db: Database, venueId: string) {
  return db.selectFrom('feedback as f').innerJoin('restaurants as v', 'v.id', 'f.restaurant_id').where('f.restaurant_id', '=', venueId);
}

const FEEDBACK_COLUMNS = ['f.id', 'f.rating', 'f.category', 'f.comment', 'f.visit_date', 'f.sentiment', 'f.created_at'] as const;

function toFeedback(f: {
  id: string;
  rating: number;
  category: OwnerFeedback['category'];
  comment: string | null;
  visit_date: string;
  sentiment: OwnerFeedback['sentiment'];
  created_at: Date;
}): OwnerFeedback {
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
  const rows = await feedbackQuery(db, venueId)
    .select([
      monthOf.as('month'),
      sql<number>`count(*)::int`.as('total'),
      sql<number | null>`avg(f.rating)::float8`.as('avg'),
      // The stored sentiment (review/schema.ts sentimentOf, checked by the database), not a second rule.
      sql<number>`count(*) filter (where f.sentiment = 'positive')::int`.as('positives'),
      sql<number>`count(*) filter (where f.sentiment = 'negative')::int`.as('negatives'),
    ])
    .$if(month !== undefined, (q) => q.where(inMonth(month as string)))
    .groupBy(monthOf)
    .orderBy(monthOf, 'desc')
    .execute();
  return rows.map((r) => ({ month: r.month, total: r.total, avgRating: round1(r.avg), positives: r.positives, negatives: r.negatives }));
}

const emptyMonth = (month: string): FeedbackMonth => ({ month, total: 0, avgRating: null, positives: 0, negatives: 0 });

/** The Overview sub-tab (SPEC §2). */
export async function diningOverview(db: Database, user: Actor, raw: unknown, now: Date = new Date()): Promise<DiningOverview> {
  const input = venueInput.parse(raw);
  await requireVenue(db, user, input.venueId, 'read');
  const timezone = await venueZone(db, input.venueId);
  const today = dateIn(timezone, now);
  const [count, todayFirst, month, recent] = await Promise.all([
    db
      .selectFrom('reservations')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('restaurant_id', '=', input.venueId)
      .where('date', '=', today)
      .where('status', 'not in', ['cancelled', 'expired'])
      .where(notLapsedHold(now))
      .executeTakeFirstOrThrow(),
    dayReservations(db, input.venueId, today, now, OVERVIEW_LIMIT),
    feedbackSummary(db, input.venueId, today.slice(0, 7)),
    feedbackQuery(db, input.venueId).select(FEEDBACK_COLUMNS).orderBy('f.created_at', 'desc').orderBy('f.id').limit(OVERVIEW_LIMIT).execute(),
  ]);
  const thisMonth = month[0] ?? emptyMonth(today.slice(0, 7));
  return {
    today,
    timezone,
    todayCount: count.n,
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
  const [months, list] = await Promise.all([
    feedbackSummary(db, input.venueId),
    feedbackQuery(db, input.venueId).select(FEEDBACK_COLUMNS).where(inMonth(month)).orderBy('f.created_at', 'desc').orderBy('f.id').limit(500).execute(),
  ]);
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
  const [rows, months] = await Promise.all([
    db
      .selectFrom('reservations')
      .select(['date', sql<number>`count(*)::int`.as('n')])
      .where('restaurant_id', '=', input.venueId)
      .where('date', '>=', from)
      .where('date', '<=', today)
      .where('status', 'in', ['confirmed', 'seated'])
      .groupBy('date')
      .execute(),
    feedbackSummary(db, input.venueId),
  ]);
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
