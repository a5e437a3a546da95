import { inTransaction } from '../db/transaction';
import { DomainError, ERROR_CATALOGUE } from '../errors';
import { linkTokenSlot } from '../account/guest-link';
import { LINK_MAIL_MINUTES, type Earlier } from '../request/repeat';
import { queueEmail } from '../notification/email';
import { reservationAskedAgainEmail, waitlistAskedAgainEmail } from '../notification/reservation-emails';
import type { BookingDeps } from './booking';
import { markLinkMailed } from './booking-repository';

export const ALREADY_HELD = ERROR_CATALOGUE['reservation.already_held'].message;

/**
 * A request that met the same guest email's live hold or waiting entry for the same slot, and is
 * not the request that made it (ADR 024): the booking's link goes to the email on the booking, at
 * most once per LINK_MAIL_MINUTES, and the request gets an error that names nothing of the booking
 * (no id, link, name, phone or notes). Runs after the booking decision, outside its lock.
 */
export async function answerAskedAgain(deps: BookingDeps, earlier: Earlier<'reservation' | 'waitlist'>, now: Date): Promise<never> {
  await inTransaction(deps.db, async (trx, afterCommit) => {
    const table = earlier.kind === 'reservation' ? 'reservations' : 'waitlist_entries';
    const row = await markLinkMailed(trx, table, earlier.id, now, new Date(now.getTime() - LINK_MAIL_MINUTES * 60_000));
    if (!row) return;
    const token = linkTokenSlot(earlier.kind, earlier.id);
    const details = { guestName: row.guest_name, venue: row.venue, date: row.date, time: row.time, partySize: row.party_size };
    const mail =
      earlier.kind === 'reservation'
        ? {
            kind: 'reservation_already_held',
            ...reservationAskedAgainEmail(row.locale, { ...details, url: `${deps.appUrl}/deposit/${earlier.id}?token=${token}` }),
          }
        : {
            kind: 'waitlist_already_joined',
            ...waitlistAskedAgainEmail(row.locale, { ...details, url: `${deps.appUrl}/waitlist/${earlier.id}?token=${token}` }),
          };
    await queueEmail(trx, afterCommit, deps.email, { to: row.guest_email, ...mail });
  });
  throw earlier.kind === 'reservation' ? new DomainError('reservation.already_held') : new DomainError('waitlist.already_joined');
}
