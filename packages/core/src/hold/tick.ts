import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { BookingDeps } from '../reservation/booking';
import { loadHolders, lockVenue } from '../reservation/capacity-repository';
import { offerFreedTables } from '../waitlist/offers';
import { lapseEntries, queuesWaiting } from '../waitlist/repository';
import { lapseHolds } from './move';
import { sendDueTripMails } from '../trip/paid-mail';

/** Unpaid holds of tables and rooms past their deadline lapse (the system's move, hold/move.ts `lapseHolds`). */
export async function expireUnpaidHolds(db: Database, now = new Date()) {
  return { reservations: await lapseHolds(db, 'table', now), stays: await lapseHolds(db, 'room', now) };
}

/**
 * Waitlist offers nobody claimed in time become `expired`, and so do entries whose slot passed;
 * then every venue date with guests still waiting gets its freed tables offered, first come first
 * served (ADR 013). It looks at every waiting queue rather than only at what changed, so a table
 * freed any other way (an owner adding tables, a crash between commit and offer) is offered too.
 */
async function expireOffersAndOfferTables(deps: BookingDeps, now: Date) {
  const lapsed = await lapseEntries(deps.db, now);
  const queues = await queuesWaiting(deps.db);
  let offered = 0;
  for (const q of queues) {
    offered += await inTransaction(deps.db, async (trx, afterCommit) => {
      const venue = await lockVenue(trx, q.restaurant_id);
      if (!venue) return 0;
      const holders = await loadHolders(trx, venue.id, q.date, now);
      return (await offerFreedTables(trx, afterCommit, deps, venue, q.date, holders, now)).length;
    });
  }
  return { ...lapsed, offered };
}

/**
 * The one hold-expiry tick (ADR 012, 013, 020), idempotent, run by the cron host and the local
 * server's timer alike: lapsed holds of tables and rooms are written as such, then lapsed and
 * passed waitlist entries, then freed tables go to waiting guests, then trips whose deposits are
 * settled send their one confirmation.
 */
export async function holdExpiryTick(deps: BookingDeps, now: Date = new Date()) {
  const holds = await expireUnpaidHolds(deps.db, now);
  const waitlist = await expireOffersAndOfferTables(deps, now);
  // A trip whose unpaid rest has just lapsed (or was cancelled) owes its guest the paid confirmation.
  return { ...holds, ...waitlist, tripMails: await sendDueTripMails(deps.db, deps, now) };
}

/** The tick as the dining tests read it: held tables expired, offers expired, entries passed, tables offered. */
export async function expireHoldsAndOfferTables(deps: BookingDeps, now: Date = new Date()) {
  const t = await holdExpiryTick(deps, now);
  return { holdsExpired: t.reservations, offersExpired: t.offersExpired, waitingExpired: t.waitingExpired, offered: t.offered };
}
