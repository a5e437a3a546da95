import { sql } from 'kysely';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { BookingDeps } from '../reservation/booking';
import { loadHolders, lockVenue } from '../reservation/capacity-repository';
import { offerFreedTables } from '../waitlist/offers';
import { ROOMS, TABLES, WAITLIST } from './lifecycle';
import { lapsedHold } from './sql';

/**
 * Unpaid holds past their expiry stop holding a table or room: tables become `expired`, rooms
 * (which have no such status, ADR 017) `cancelled`; both record `cancel_reason = 'expired'`.
 */
export async function expireUnpaidHolds(db: Database, now = new Date()) {
  const reservations = await db
    .updateTable('reservations')
    .set({ status: TABLES.lapsedAs, cancel_reason: 'expired', updated_at: now })
    .where(lapsedHold(now))
    .executeTakeFirst();
  const stays = await db
    .updateTable('stay_bookings')
    .set({ status: ROOMS.lapsedAs, cancel_reason: 'expired', updated_at: now })
    .where(lapsedHold(now))
    .executeTakeFirst();
  return { reservations: Number(reservations.numUpdatedRows), stays: Number(stays.numUpdatedRows) };
}

/**
 * Waitlist offers nobody claimed in time become `expired`, and so do entries whose slot passed;
 * then every venue date with guests still waiting gets its freed tables offered, first come first
 * served (ADR 013). It looks at every waiting queue rather than only at what changed, so a table
 * freed any other way (an owner adding tables, a crash between commit and offer) is offered too.
 */
async function expireOffersAndOfferTables(deps: BookingDeps, now: Date) {
  const offers = await deps.db
    .updateTable('waitlist_entries')
    .set({ status: WAITLIST.lapsedAs, updated_at: now })
    .where('status', '=', WAITLIST.offered)
    .where('offer_expires_at', '<=', now)
    .executeTakeFirst();
  const passed = await deps.db
    .updateTable('waitlist_entries as w')
    .from('restaurants as v')
    .set({ status: WAITLIST.lapsedAs, updated_at: now })
    .whereRef('v.id', '=', 'w.restaurant_id')
    .where('w.status', '=', WAITLIST.queued)
    .where(sql<boolean>`w.date + w.time <= (${now}::timestamptz at time zone v.timezone)`)
    .executeTakeFirst();

  const queues = await deps.db.selectFrom('waitlist_entries').select(['restaurant_id', 'date']).distinct().where('status', '=', WAITLIST.queued).execute();
  let offered = 0;
  for (const q of queues) {
    offered += await inTransaction(deps.db, async (trx, afterCommit) => {
      const venue = await lockVenue(trx, q.restaurant_id);
      if (!venue) return 0;
      const holders = await loadHolders(trx, venue.id, q.date, now);
      return (await offerFreedTables(trx, afterCommit, deps, venue, q.date, holders, now)).length;
    });
  }
  return { offersExpired: Number(offers.numUpdatedRows), waitingExpired: Number(passed.numUpdatedRows), offered };
}

/**
 * The one hold-expiry tick (ADR 012, 013, 020), idempotent, run by the cron host and the local
 * server's timer alike: lapsed holds of tables and rooms are written as such, then lapsed and
 * passed waitlist entries, then freed tables go to waiting guests.
 */
export async function holdExpiryTick(deps: BookingDeps, now: Date = new Date()) {
  const holds = await expireUnpaidHolds(deps.db, now);
  return { ...holds, ...(await expireOffersAndOfferTables(deps, now)) };
}

/** The tick as the dining tests read it: held tables expired, offers expired, entries passed, tables offered. */
export async function expireHoldsAndOfferTables(deps: BookingDeps, now: Date = new Date()) {
  const t = await holdExpiryTick(deps, now);
  return { holdsExpired: t.reservations, offersExpired: t.offersExpired, waitingExpired: t.waitingExpired, offered: t.offered };
}
