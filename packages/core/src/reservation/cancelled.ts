import type { Selectable, Transaction } from 'kysely';
import type { AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';
import { queueEmail } from '../notification/email';
import { reservationCancelledEmail } from '../notification/reservation-emails';
import { offerFreedTables } from '../waitlist/offers';
import type { BookingDeps } from './booking';
import { loadHolders, type VenueRow } from './capacity-repository';

/** What the follow-up reads of the cancelled reservation. */
export type CancelledReservation = Pick<Selectable<DB['reservations']>, 'id' | 'date' | 'time' | 'party_size' | 'guest_name' | 'guest_email' | 'locale'>;

/**
 * What follows a reservation cancel, in the cancelling transaction under the venue lock (SPEC §4):
 * the guest gets the cancellation notice, and the freed table goes to the first waiting guest
 * through the one offer path (waitlist/offers.ts), `reason` telling who freed it. The guest's cancel
 * (guest-cancel.ts) and the owner's (owner/dining/reservations.ts) both end here, each after writing
 * its own audit row with its own actor.
 */
export async function followUpCancel(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: BookingDeps,
  venue: VenueRow,
  row: CancelledReservation,
  now: Date,
  reason: 'cancellation' | 'owner_cancellation',
  /** False when a trip's one email tells the guest instead (trip/manage.ts). */
  tellGuest = true,
): Promise<void> {
  const time = row.time.slice(0, 5);
  const mail = reservationCancelledEmail(row.locale, {
    guestName: row.guest_name,
    venue: venue.name,
    date: row.date,
    time,
    partySize: row.party_size,
    url: `${deps.appUrl}/book?restaurant_id=${venue.id}`,
  });
  if (tellGuest) await queueEmail(trx, afterCommit, deps.email, { to: row.guest_email, kind: 'reservation_cancelled', ...mail });
  // The owner hears of a guest's cancel, not of their own (ADR 119).
  if (reason === 'cancellation') {
    const booking = { type: 'reservation' as const, id: row.id, date: row.date, time };
    deps.push?.notify(afterCommit, { venueId: venue.id, kind: 'cancellation', booking, guestName: row.guest_name });
  }
  const holders = await loadHolders(trx, venue.id, row.date, now);
  await offerFreedTables(trx, afterCommit, deps, venue, row.date, holders, now, { time, reason });
}
