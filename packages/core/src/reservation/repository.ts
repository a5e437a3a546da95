import { sql, type Transaction } from 'kysely';
import { bookingEmail } from '../account/guard';
import type { Database, Db } from '../db/connection';
import type { DB } from '../db/types';
import { TABLES } from '../hold/lifecycle';
import { HELD_VENUE_COLUMNS, lapsedHold, statusIn } from '../hold/sql';

/**
 * Reservations as their guest sees them: one by id (the guest views, the guest's cancel and the
 * deposit flow, ADR 014), and the signed-in guest's lists and dashboard.
 */

/** What every guest view of a reservation shows of the booking itself. */
const SLOT_COLUMNS = ['r.id', 'r.date', 'r.time', 'r.party_size', 'r.status', 'r.expires_at'] as const;

/**
 * One reservation with its venue (access is checked by the caller): the one read the guest views,
 * the guest's cancel and the deposit flow (ADR 014) all take. The venue's Stripe columns keep their
 * own names, as the stay booking row has them (`takePaidSession` reads `stripe_account_id` from either).
 */
export function findReservation(db: Db, id: string) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('restaurants as v', 'v.id', 'r.restaurant_id')
    .select([
      ...SLOT_COLUMNS,
      'r.restaurant_id',
      'r.deposit_eur',
      'r.guest_name',
      'r.guest_email',
      'r.guest_phone',
      'r.notes',
      'r.created_at',
      'r.view_token',
      'r.locale',
      ...HELD_VENUE_COLUMNS,
      'v.turn_minutes as v_turn_minutes',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findReservation>>>;

// A review is on file for a reservation when one names it, or the same guest reviewed the same
// restaurant (one review per restaurant and guest email, ADR 070): both close its review form.
const reviewedWhere = (id: unknown, restaurantId: unknown, email: unknown) =>
  sql<boolean>`exists (select 1 from restaurant_reviews rr where rr.reservation_id = ${id} or (rr.restaurant_id = ${restaurantId} and rr.guest_email = ${email}))`;

/** `reviewed` of the reservations aliased `r` in a list (ADR 107's `canReview`). */
const reviewedColumn = reviewedWhere(sql.ref('r.id'), sql.ref('r.restaurant_id'), sql.ref('r.guest_email')).as('reviewed');

/** Whether a review of this reservation is on file. */
export async function isReviewed(db: Db, row: Pick<ReservationRow, 'id' | 'restaurant_id' | 'guest_email'>): Promise<boolean> {
  const res = await sql<{ reviewed: boolean }>`select ${reviewedWhere(row.id, row.restaurant_id, row.guest_email)} as reviewed`.execute(db);
  return Boolean(res.rows[0]?.reviewed);
}

/** The reservation row locked, after the venue: what the deposit flow locks (the payment core asks here, ADR 014). */
export function lockReservation(trx: Transaction<DB>, id: string) {
  return trx.selectFrom('reservations').select(['id', 'status', 'expires_at']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

// ---- The signed-in guest's reservations, found by their account email (SPEC §6).

/** A guest list's row: the slot, its venue, and whether it was reviewed. */
const LIST_COLUMNS = [
  ...SLOT_COLUMNS,
  'v.id as restaurant_id',
  'v.name as restaurant_name',
  'v.address as restaurant_address',
  'v.timezone as restaurant_timezone',
  reviewedColumn,
] as const;

const guestReservations = (db: Database, email: string) =>
  db.selectFrom('reservations as r').innerJoin('restaurants as v', 'v.id', 'r.restaurant_id').where('r.guest_email', '=', bookingEmail(email));

export function listByEmail(db: Database, email: string, limit = 200) {
  return guestReservations(db, email).select(LIST_COLUMNS).orderBy('r.date', 'desc').orderBy('r.time', 'desc').limit(limit).execute();
}
export type GuestListRow = Awaited<ReturnType<typeof listByEmail>>[number];

/** The venue's wall date at `now`, computed by Postgres for SQL filters. */
const venueToday = (now: Date) => sql<string>`(${now}::timestamptz at time zone v.timezone)::date`;

/**
 * The guest dashboard's reads (SPEC §2), in each venue's own calendar: the counters, the next 5
 * upcoming and the last 3 past.
 */
export async function dashboardRows(db: Database, email: string, now: Date) {
  const upcomingWhere = sql<boolean>`${statusIn(TABLES.upcoming, 'r')}
    and not ${lapsedHold(now, 'r')}
    and r.date >= ${venueToday(now)}`;
  const base = guestReservations(db, email);
  const [counts, upcoming, past] = await Promise.all([
    base
      .select([
        sql<number>`count(*) filter (where ${upcomingWhere})::int`.as('upcoming'),
        // Visits that happened: seated, or confirmed for a day already past (not cancelled, not future).
        sql<number>`count(*) filter (where ${statusIn(TABLES.completed, 'r')} or (${statusIn(TABLES.guest.review, 'r')} and r.date < ${venueToday(now)}))::int`.as(
          'visited',
        ),
        sql<number>`coalesce(sum(r.party_size), 0)::int`.as('guests'),
      ])
      .executeTakeFirstOrThrow(),
    base.select(LIST_COLUMNS).where(upcomingWhere).orderBy('r.date').orderBy('r.time').limit(5).execute(),
    base
      .select(LIST_COLUMNS)
      .where(sql<boolean>`not (${upcomingWhere})`)
      .orderBy('r.date', 'desc')
      .orderBy('r.time', 'desc')
      .limit(3)
      .execute(),
  ]);
  return { counts, upcoming, past };
}
