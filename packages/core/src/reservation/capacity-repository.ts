import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import { prepare } from '../db/prepared';
import type { DB, ReservationStatus } from '../db/types';
import { TABLES } from '../hold/lifecycle';
import { HOLD_STATUS } from '../hold/rule';
import { liveHold, liveOffer } from '../hold/sql';
import { venueLockQuery } from '../restaurant/venue-lock';

/**
 * What a booking decision reads about one venue's tables (ADR 011/012): the venue row and its lock,
 * and what holds a table on a date. The booking, the waitlist's offers and claims, the owner's
 * actions and the hold tick all read them here.
 */

const VENUE_COLUMNS = [
  'id',
  'name',
  'address',
  'timezone',
  'total_tables',
  'blocked_tables',
  'turn_minutes',
  'open_hours_json',
  'deposit_eur',
  // Whether it is live (ADR 104): decided on the row the booking reads and locks, no other read.
  'onboarding_done',
  'dining_plan_until',
  'stays_plan_until',
] as const;

export type VenueRow = Awaited<ReturnType<typeof loadVenue>> & {};

export const loadVenue = (db: Db, id: string) => db.selectFrom('restaurants').select(VENUE_COLUMNS).where('id', '=', id).executeTakeFirst();

/**
 * The venue lock every booking decision for one venue takes first (creation, claims, cancels,
 * offers, and the deposit webhook): `SELECT … FOR UPDATE` on the restaurant row, so decisions
 * about one venue's tables run one at a time across all server processes.
 */
export const lockVenue = async (trx: Transaction<DB>, id: string): Promise<VenueRow | undefined> => (await lockVenueQuery<VenueRow>(trx, { id })).rows[0];
const lockVenueQuery = prepare<'id'>((db, slot) => venueLockQuery(db, slot('id'), VENUE_COLUMNS));

/**
 * Several venues' locks in one transaction (a trip's property and dinner venues), always taken in id
 * order, so two transactions sharing venues never wait on each other in a cycle.
 */
export async function lockVenuesInOrder(trx: Transaction<DB>, ids: string[]): Promise<void> {
  for (const id of [...new Set(ids.map((i) => i.toLowerCase()))].sort()) await lockVenue(trx, id);
}

/** Statuses that keep a table whatever their expiry (TABLES.holding but the hold, which holds only while live). */
const HOLDING_STATUSES: ReservationStatus[] = TABLES.holding.filter((s) => s !== HOLD_STATUS);

/**
 * Start minutes of everything holding a table on one venue date at `now` (ADR 011/012): confirmed
 * and seated reservations, unpaid holds that have not expired (an expired hold stops counting the
 * moment it expires, whether or not the job has marked it), and live waitlist offers.
 */
export async function loadHolders(db: Db, restaurantId: string, date: string, now: Date, opts: { exceptWaitlistId?: string } = {}): Promise<number[]> {
  const rows = await holdersQuery(db, restaurantId, date, now, opts).execute();
  return rows.map((r) => r.minute);
}

/** A holder's start as minutes after midnight (as `toMinutes` reads a slot), worked out once here for every reader. */
const startMinute = sql<number>`(extract(hour from time) * 60 + extract(minute from time))::int`.as('minute');

/** The query of `loadHolders` (booking-state.ts embeds it in the booking's one read): each holder's start minute. */
export function holdersQuery(db: Db, restaurantId: string, date: string, now: Date, opts: { exceptWaitlistId?: string } = {}) {
  return db
    .selectFrom('reservations')
    .select(startMinute)
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where((eb) => eb.or([eb('status', 'in', HOLDING_STATUSES), liveHold(now)]))
    .unionAll(
      db
        .selectFrom('waitlist_entries')
        .select(startMinute)
        .where('restaurant_id', '=', restaurantId)
        .where('date', '=', date)
        .where(liveOffer(now))
        .$if(Boolean(opts.exceptWaitlistId), (qb) => qb.where('id', '!=', opts.exceptWaitlistId as string)),
    );
}
