import { personMoveSql } from '../../hold/audit';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { DB } from '../../db/types';
import { TABLES, WAITLIST } from '../../hold/lifecycle';
import { notLapsedHold, openEntry, statusIn } from '../../hold/sql';

/**
 * The owner's Dining tab's SQL (ADR 061): a day's reservations and waitlist, the owner's changes to
 * a reservation, the Overview's and Feedback's reads and the charts, and the venue's settings.
 * Every function takes a venue id `requireVenue` has already scoped to the owner.
 */

/** The venue's IANA zone, for "today" and the month in the venue's calendar. */
export async function venueZone(db: Db, venueId: string): Promise<string> {
  const { timezone } = await db.selectFrom('restaurants').select('timezone').where('id', '=', venueId).executeTakeFirstOrThrow();
  return timezone;
}

// ---- Reservations and the waitlist of one day.

const RESERVATION_COLUMNS = [
  'id',
  'date',
  'time',
  'party_size',
  'guest_name',
  'guest_email',
  'guest_phone',
  'notes',
  'status',
  'expires_at',
  'locale',
  'restaurant_id',
] as const;

/** One venue date's reservations, by time, then by when they were made. */
export function dayReservationRows(db: Db, venueId: string, date: string, limit?: number) {
  return db
    .selectFrom('reservations')
    .select([...RESERVATION_COLUMNS, personMoveSql('reservation', 'reservations.id').as('moved_by')])
    .where('restaurant_id', '=', venueId)
    .where('date', '=', date)
    .orderBy('time')
    .orderBy('created_at')
    .$if(limit !== undefined, (q) => q.limit(limit as number))
    .execute();
}

/** The guests still waiting on one venue date (and those holding a live offer), first come first served. */
export function dayWaitlistRows(db: Db, venueId: string, date: string, now: Date) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'date', 'time', 'party_size', 'guest_name', 'guest_email', 'guest_phone', 'notes', 'status', 'created_at'])
    .where('restaurant_id', '=', venueId)
    .where('date', '=', date)
    .where(openEntry(now))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The venue's reservation locked for the owner's change; undefined when it is not this venue's. */
export function lockVenueReservation(trx: Transaction<DB>, venueId: string, id: string) {
  return trx.selectFrom('reservations').select(RESERVATION_COLUMNS).where('id', '=', id).where('restaurant_id', '=', venueId).forUpdate().executeTakeFirst();
}

/** A reservation as the owner's lists show it (the one just booked by a promote). */
export function reservationRow(db: Db, id: string) {
  return db.selectFrom('reservations').select(RESERVATION_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The venue's waitlist entry locked for the owner's promote; undefined when it is not this venue's. */
export function lockVenueEntry(trx: Transaction<DB>, venueId: string, id: string) {
  return trx.selectFrom('waitlist_entries').selectAll().where('id', '=', id).where('restaurant_id', '=', venueId).forUpdate().executeTakeFirst();
}

// ---- Overview, Feedback and the charts.

/** How many of one venue date's reservations still stand (not cancelled, expired or lapsed). */
export async function standingCount(db: Db, venueId: string, date: string, now: Date): Promise<number> {
  const { n } = await db
    .selectFrom('reservations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('restaurant_id', '=', venueId)
    .where('date', '=', date)
    .where(sql<boolean>`not ${statusIn(TABLES.gone)}`)
    .where(notLapsedHold(now))
    .executeTakeFirstOrThrow();
  return n;
}

/** Confirmed or seated reservations per date from `from` to `to`, dates without any left out. */
export function confirmedPerDay(db: Db, venueId: string, from: string, to: string) {
  return db
    .selectFrom('reservations')
    .select(['date', sql<number>`count(*)::int`.as('n')])
    .where('restaurant_id', '=', venueId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where(statusIn(TABLES.guest.paid))
    .groupBy('date')
    .execute();
}

/** A feedback entry belongs to the month of its `created_at` in the venue's zone. */
const monthOf = sql<string>`to_char(f.created_at at time zone v.timezone, 'YYYY-MM')`;
/** The month's bounds as instants in the venue's zone: lets the (restaurant_id, created_at) index serve a month. */
const inMonth = (month: string) => {
  const first = `${month}-01`;
  return sql<boolean>`f.created_at >= (${first}::date)::timestamp at time zone v.timezone
    and f.created_at < (${first}::date + interval '1 month')::timestamp at time zone v.timezone`;
};

const feedbackOf = (db: Db, venueId: string) =>
  db.selectFrom('feedback as f').innerJoin('restaurants as v', 'v.id', 'f.restaurant_id').where('f.restaurant_id', '=', venueId);

/** Per month (one month when given), newest first: total, average, positives and negatives. */
export function feedbackMonths(db: Db, venueId: string, month?: string) {
  return feedbackOf(db, venueId)
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
}

/** The newest feedback entries (of one month when given), at most `limit`. */
export function feedbackList(db: Db, venueId: string, limit: number, month?: string) {
  return feedbackOf(db, venueId)
    .select(['f.id', 'f.rating', 'f.category', 'f.comment', 'f.visit_date', 'f.sentiment', 'f.created_at'])
    .$if(month !== undefined, (q) => q.where(inMonth(month as string)))
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}
export type FeedbackRow = Awaited<ReturnType<typeof feedbackList>>[number];

// ---- Settings.

export function settingsRow(db: Db, venueId: string) {
  return db
    .selectFrom('restaurants')
    .select(['total_tables', 'blocked_tables', 'turn_minutes', 'description', 'cuisine', 'menu_url', 'vegetarian', 'vegan', 'gluten_free'])
    .where('id', '=', venueId)
    .executeTakeFirstOrThrow();
}

export async function setTables(trx: Transaction<DB>, venueId: string, t: { totalTables: number; blockedTables: number; turnMinutes: number }, now: Date) {
  await trx
    .updateTable('restaurants')
    .set({ total_tables: t.totalTables, blocked_tables: t.blockedTables, turn_minutes: t.turnMinutes, updated_at: now })
    .where('id', '=', venueId)
    .execute();
}

/** The dates from `from` on that have guests waiting, in order. */
export async function waitingDates(trx: Transaction<DB>, venueId: string, from: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('waitlist_entries')
    .select('date')
    .distinct()
    .where('restaurant_id', '=', venueId)
    .where('status', '=', WAITLIST.queued)
    .where('date', '>=', from)
    .orderBy('date')
    .execute();
  return rows.map((r) => r.date);
}

/** Restaurant details; the caller checked first that the user may write the venue (`requireVenue`: its owner or a manager, ADR 127). */
export async function setDetails(
  db: Db,
  venueId: string,
  d: { description: string | null; cuisine: string | null; menuUrl: string | null; vegetarian: boolean; vegan: boolean; glutenFree: boolean },
  now: Date,
) {
  await db
    .updateTable('restaurants')
    .set({
      description: d.description,
      cuisine: d.cuisine,
      menu_url: d.menuUrl,
      vegetarian: d.vegetarian,
      vegan: d.vegan,
      gluten_free: d.glutenFree,
      updated_at: now,
    })
    .where('id', '=', venueId)
    .execute();
}
