import type { Transaction } from 'kysely';
import type { Database } from '../db/connection';
import type { AfterCommit } from '../db/transaction';
import { inTransaction } from '../db/transaction';
import type { DB } from '../db/types';
import { linkTokenSlot } from '../account/guest-link';
import { queueEmail, type EmailTransport } from '../notification/email';
import { tripPaidEmail } from '../notification/trip-emails';
import { findTrip, setPaidMailDue, tripOfBooking, tripsWithPaidMailDue, type TripRow } from './repository';
import { tripView } from './view';

/**
 * One email per trip event (ADR 112): the deposits of a trip's stay and dinners are paid one
 * checkout after another, and the guest hears of them once, when nothing is left to pay. A paid
 * deposit of a trip's booking marks the trip (`paid_mail_due`) instead of sending the booking's own
 * confirmation; the trip's confirmation goes at once when that payment was the last, or from the
 * expiry tick once what was left lapsed or was cancelled.
 */
interface MailDeps {
  appUrl: string;
  email: EmailTransport;
}

/** In the payment's transaction: true when the booking belongs to a trip (the trip's email tells the guest), else false. */
export async function tripDepositPaid(
  db: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: MailDeps,
  kind: 'stay' | 'table',
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const trip = await tripOfBooking(db, kind, bookingId);
  if (!trip) return false;
  await setPaidMailDue(db, trip.id, true);
  await sendIfSettled(db, afterCommit, deps, trip, now);
  return true;
}

/** Sends the trip's paid confirmation when nothing of it is left to pay, and clears the mark. */
async function sendIfSettled(db: Transaction<DB>, afterCommit: AfterCommit, deps: MailDeps, trip: TripRow, now: Date): Promise<boolean> {
  const view = await tripView(db, trip, now);
  if (view.toPay.length > 0) return false;
  const mail = tripPaidEmail(view.locale, view, `${deps.appUrl}/trips/${trip.id}?token=${linkTokenSlot('trip', trip.id)}`);
  await queueEmail(db, afterCommit, deps.email, { to: trip.guest_email, kind: 'trip_paid', ...mail });
  await setPaidMailDue(db, trip.id, false);
  return true;
}

/** The tick's part: every trip still owing its guest the paid confirmation, sent where nothing is left to pay. */
export async function sendDueTripMails(db: Database, deps: MailDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const due of await tripsWithPaidMailDue(db)) {
    const ok = await inTransaction(db, async (trx, afterCommit) => {
      // Read again in the transaction: a payment may have sent it meanwhile.
      const trip = await findTrip(trx, due.id);
      return trip?.paid_mail_due ? sendIfSettled(trx, afterCommit, deps, trip, now) : false;
    });
    if (ok) sent++;
  }
  return sent;
}
