import { sql } from 'kysely';
import { deliverEmails } from '../notification/email';
import { offerFreedTables } from '../waitlist/offers';
import type { BookingDeps } from './booking';
import { loadHolders, lockVenue } from './repository';

/**
 * The 5-minute job for tables (ADR 012, 013), idempotent:
 * 1. unpaid holds past their expiry become `expired` (they stopped counting at that instant);
 * 2. waitlist offers nobody claimed in time become `expired`, and so do entries whose slot passed;
 * 3. every venue date with guests still waiting gets its freed tables offered, first come first served.
 * Step 3 looks at every waiting queue rather than only at what steps 1–2 touched, so a table freed
 * any other way (an owner adding tables, a crash between commit and offer) is offered too.
 */
export async function expireHoldsAndOfferTables(deps: BookingDeps, now: Date = new Date()) {
  const holds = await deps.db
    .updateTable('reservations')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'awaiting_deposit')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const offers = await deps.db
    .updateTable('waitlist_entries')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'notified')
    .where('offer_expires_at', '<=', now)
    .executeTakeFirst();
  const passed = await deps.db
    .updateTable('waitlist_entries as w')
    .from('restaurants as v')
    .set({ status: 'expired', updated_at: now })
    .whereRef('v.id', '=', 'w.restaurant_id')
    .where('w.status', '=', 'waiting')
    .where(sql<boolean>`w.date + w.time <= (${now}::timestamptz at time zone v.timezone)`)
    .executeTakeFirst();

  const queues = await deps.db
    .selectFrom('waitlist_entries')
    .select(['restaurant_id', 'date'])
    .distinct()
    .where('status', '=', 'waiting')
    .execute();
  let offered = 0;
  for (const q of queues) {
    const mailIds = await deps.db.transaction().execute(async (trx) => {
      const venue = await lockVenue(trx, q.restaurant_id);
      if (!venue) return [];
      const holders = await loadHolders(trx, venue.id, q.date, now);
      return offerFreedTables(trx, deps, venue, q.date, holders, now);
    });
    offered += mailIds.length;
    await deliverEmails(deps.db, deps.email, mailIds);
  }
  return {
    holdsExpired: Number(holds.numUpdatedRows),
    offersExpired: Number(offers.numUpdatedRows),
    waitingExpired: Number(passed.numUpdatedRows),
    offered,
  };
}
