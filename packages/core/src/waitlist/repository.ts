import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';
import { TABLES, WAITLIST, type EntryMove } from '../hold/lifecycle';
import { writeAudit } from '../hold/audit';
import { HOLD_STATUS } from '../hold/rule';
import { liveHold, statusIn } from '../hold/sql';

/** The waitlist's SQL: its entries, the queue of one venue date, and what the wait estimate reads (ADR 013). */

/** One entry with its venue (access is checked by the caller). */
export function findEntry(db: Db, id: string) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('restaurants as v', 'v.id', 'w.restaurant_id')
    .selectAll('w')
    .select(['v.name as v_name', 'v.address as v_address', 'v.timezone as v_timezone', 'v.turn_minutes as v_turn_minutes'])
    .where('w.id', '=', id)
    .executeTakeFirst();
}
export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

/** The entry locked, re-read under the venue lock: a second click or the job may have changed it meanwhile. */
export const lockEntry = (trx: Transaction<DB>, id: string) =>
  trx.selectFrom('waitlist_entries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Guests still waiting on one venue date, first come first served. */
export function loadWaiting(db: Db, restaurantId: string, date: string) {
  return waitingQuery(db, restaurantId, date).execute();
}

/** The query of `loadWaiting` (the booking's one read embeds it). */
export function waitingQuery(db: Db, restaurantId: string, date: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'time', 'created_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where('status', '=', WAITLIST.queued)
    .orderBy('created_at')
    .orderBy('id');
}

/** How many guests wait ahead of this entry for the same slot. */
export async function waitingAhead(db: Db, e: Pick<EntryRow, 'id' | 'restaurant_id' | 'date' | 'time' | 'created_at'>): Promise<number> {
  const ahead = await db
    .selectFrom('waitlist_entries')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('restaurant_id', '=', e.restaurant_id)
    .where('date', '=', e.date)
    .where('time', '=', e.time)
    .where('status', '=', WAITLIST.queued)
    .where(sql<boolean>`(created_at, id) < (${e.created_at}, ${e.id}::uuid)`)
    .executeTakeFirstOrThrow();
  return ahead.n;
}

/** The venue's reservations made since `since` that have left the hold stage, and how many of them lapsed. */
export function holdOutcomes(db: Db, restaurantId: string, since: Date, now: Date) {
  return (
    db
      .selectFrom('reservations')
      .select([sql<number>`count(*)::int`.as('decided'), sql<number>`count(*) filter (where ${statusIn([TABLES.lapsedAs])})::int`.as('lapsed')])
      .where('restaurant_id', '=', restaurantId)
      .where('created_at', '>=', since)
      // Decided: no longer a live hold (paid, cancelled, or lapsed whatever the tick has written yet).
      .where(sql<boolean>`not ${liveHold(now)}`)
      .executeTakeFirstOrThrow()
  );
}

/** The live unpaid holds of one venue date, soonest expiry first. */
export function liveHoldsOn(db: Db, restaurantId: string, date: string, now: Date) {
  return db
    .selectFrom('reservations')
    .select(['expires_at', 'time'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where('status', '=', HOLD_STATUS)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .execute();
}

/** Offers a waiting entry's table: notified with the offer's token hash and expiry; the entry as the offer email needs it. */
export function markOffered(trx: Transaction<DB>, id: string, offer: { tokenHash: string; expiresAt: Date }, now: Date) {
  return trx
    .updateTable('waitlist_entries')
    .set({ status: WAITLIST.offered, offer_token_hash: offer.tokenHash, offer_expires_at: offer.expiresAt, notified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', WAITLIST.queued)
    .returning(['id', 'guest_name', 'guest_email', 'date', 'time', 'party_size', 'locale'])
    .executeTakeFirstOrThrow();
}

/**
 * The UPDATE of one waitlist move (WAITLIST in hold/lifecycle.ts): the entry moves only from one of
 * the move's statuses, never from an offer past its deadline (its table may be someone else's),
 * and the move is audited as `audit`. Undefined when the entry no longer allows it.
 */
export async function writeEntryMove(
  trx: Transaction<DB>,
  id: string,
  move: EntryMove,
  by: { audit: string; userId?: string | null; meta?: Record<string, unknown> },
  now: Date,
  also: { reservation_id?: string } = {},
) {
  const moved = await trx
    .updateTable('waitlist_entries')
    .set({ status: move.to, updated_at: now, ...also })
    .where('id', '=', id)
    .where(statusIn(move.from))
    .where(sql<boolean>`not (${sql.lit(WAITLIST.offered)} = status and offer_expires_at <= ${now}::timestamptz)`)
    .returning(['status'])
    .executeTakeFirst();
  if (moved) await writeAudit(trx, 'waitlist_entry', id, by.audit, by.meta ?? {}, by.userId ?? null);
  return moved;
}

/**
 * The tick's lapse of the waitlist: offers nobody claimed in time, and entries whose slot has
 * passed in the venue's zone, become `lapsedAs`.
 */
export async function lapseEntries(db: Db, now: Date) {
  const offers = await db
    .updateTable('waitlist_entries')
    .set({ status: WAITLIST.lapsedAs, updated_at: now })
    .where('status', '=', WAITLIST.offered)
    .where('offer_expires_at', '<=', now)
    .executeTakeFirst();
  const passed = await db
    .updateTable('waitlist_entries as w')
    .from('restaurants as v')
    .set({ status: WAITLIST.lapsedAs, updated_at: now })
    .whereRef('v.id', '=', 'w.restaurant_id')
    .where('w.status', '=', WAITLIST.queued)
    .where(sql<boolean>`w.date + w.time <= (${now}::timestamptz at time zone v.timezone)`)
    .executeTakeFirst();
  return { offersExpired: Number(offers.numUpdatedRows), waitingExpired: Number(passed.numUpdatedRows) };
}

/** Every venue date with guests waiting in its queue. */
export const queuesWaiting = (db: Db) =>
  db.selectFrom('waitlist_entries').select(['restaurant_id', 'date']).distinct().where('status', '=', WAITLIST.queued).execute();
