import { sql, type Transaction } from 'kysely';
import * as z from 'zod';
import type { EventOutcome, StripeEvent } from '../stripe-events/event';
import type { DB } from '../db/types';
import { isLocale, type Locale } from '../i18n';
import type { AfterCommit } from '../db/transaction';
import { isLive } from '../hold/rule';
import { queueEmail } from '../notification/email';
import { stayConfirmedEmail, stayDepositRefundedEmail, type RefundReason, type StayEmailFacts } from '../notification/payment-emails';
import { isExclusionViolation } from '../kernel/pg-errors';
import { nightsBetween } from '../stay/schema';
import { dateIn } from '../time/zone';
import { linkTokenSlot } from '../kernel/guest-link';
import { findStayBooking, loadProperty, lockStayBooking, roomTypesWithFree, type StayBookingRow } from '../stay/repository';
import { auditStay, lockVenue, recordStaySessionPaid } from './repository';
import {
  confirmationUrl,
  paidCheckoutSession,
  REFUND_AUDIT,
  refundPaidDeposit,
  STAY_PAID,
  stayReleasedByExpiry,
  takePaidSession,
  type PaymentDeps,
  type TakenPayment,
} from './service';

/**
 * A paid stay deposit (ADR 018), applied inside the webhook's transaction like a dining one
 * (ADR 014): under the property lock, then the booking row's, a live hold becomes confirmed once.
 * Money for a hold the expiry released is first used to re-confirm the booking on its own room:
 * the EXCLUDE constraint on (room, nights) is the judge, and when the room was re-sold (23P01) the
 * money is refunded through the port instead. Nothing here answers the webhook with an error.
 */

const paidStaySession = paidCheckoutSession.extend({
  metadata: z.object({ kind: z.literal('stay_deposit'), stay_booking_id: z.uuid() }),
});

/** Whether a Stripe event is about a stay deposit (by the metadata the checkout was opened with). */
export function isStayDepositEvent(event: StripeEvent): boolean {
  const object = event.data.object as { metadata?: Record<string, unknown> | null };
  return object?.metadata?.kind === 'stay_deposit';
}

const facts = (b: StayBookingRow, amountEur: number): StayEmailFacts => ({
  property: b.v_name,
  roomType: b.rt_name,
  checkIn: b.check_in,
  checkOut: b.check_out,
  nights: nightsBetween(b.check_in, b.check_out),
  guests: b.guests,
  amountEur,
});

/**
 * Tries to confirm a released hold on its own room. Inside a savepoint, so a refusal by the
 * EXCLUDE constraint (the room was sold again for some of these nights) leaves the transaction
 * usable. Once the room is the guest's again, the property's blocked-rooms reserve (ADR 016, 018)
 * must still hold for the range: at least `blocked_rooms` other rooms free. Otherwise the late
 * payment would sell into the reserve, and it is undone and refunded as for a room sold again.
 */
async function reconfirm(trx: Transaction<DB>, b: StayBookingRow, now: Date): Promise<'confirmed' | 'room_taken' | 'reserve' | 'not_possible'> {
  // A stay that is already over, or a room taken out of service, is not sold again by a late payment.
  if (b.check_out <= dateIn(b.v_timezone, now)) return 'not_possible';
  const room = await trx.selectFrom('rooms').select('active').where('id', '=', b.room_id).executeTakeFirst();
  if (!room?.active) return 'not_possible';
  await sql`SAVEPOINT stay_reconfirm`.execute(trx);
  try {
    await trx
      .updateTable('stay_bookings')
      .set({ status: 'confirmed', expires_at: null, cancel_reason: null, updated_at: now })
      .where('id', '=', b.id)
      .execute();
  } catch (err) {
    await sql`ROLLBACK TO SAVEPOINT stay_reconfirm`.execute(trx);
    if (isExclusionViolation(err)) return 'room_taken';
    throw err;
  }
  if (!(await reserveHolds(trx, b, now))) {
    await sql`ROLLBACK TO SAVEPOINT stay_reconfirm`.execute(trx);
    return 'reserve';
  }
  await sql`RELEASE SAVEPOINT stay_reconfirm`.execute(trx);
  return 'confirmed';
}

/** With the booking counted as taken: does the property still keep its reserve free for every night of it? */
async function reserveHolds(trx: Transaction<DB>, b: StayBookingRow, now: Date): Promise<boolean> {
  const property = await loadProperty(trx, b.restaurant_id);
  const blocked = property?.blocked_rooms ?? 0;
  if (blocked <= 0) return true;
  const types = await roomTypesWithFree(trx, [b.restaurant_id], { checkIn: b.check_in, checkOut: b.check_out, now });
  return types.reduce((sum, t) => sum + t.free, 0) >= blocked;
}

export async function applyStayDepositPayment(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  event: StripeEvent,
  now = new Date(),
): Promise<EventOutcome> {
  const parsed = paidStaySession.safeParse(event.data.object);
  if (!parsed.success) return { applied: false };
  const session = parsed.data;
  if (session.payment_status !== 'paid') return { applied: false }; // a delayed method: wait for its success event

  const id = session.metadata.stay_booking_id;
  const first = await findStayBooking(trx, id);
  if (!first) {
    console.warn(`[payment] stay deposit for an unknown stay booking=${id} event=${event.id}`);
    return { applied: false };
  }
  await lockVenue(trx, first.restaurant_id);
  const locked = await lockStayBooking(trx, id);
  const b = { ...first, status: locked.status, expires_at: locked.expires_at, updated_at: locked.updated_at, cancel_reason: locked.cancel_reason };

  const paid = await takePaidSession(
    event,
    session,
    b,
    now,
    (action, meta) => auditStay(trx, b.id, action, meta),
    (p) => recordStaySessionPaid(trx, { stayBookingId: b.id, ...p }),
  );
  if (!paid) return { applied: false }; // money on another account, or this payment was already applied
  const locale: Locale = isLocale(b.locale) ? b.locale : 'en'; // the language the guest booked in

  const { amountEur, meta } = paid;
  let reason: RefundReason | null = null;
  let afterRelease = false;
  if (paid.mismatch) reason = 'mismatch';
  else if (isLive(b, now)) {
    await trx.updateTable('stay_bookings').set({ status: 'confirmed', expires_at: null, updated_at: now }).where('id', '=', b.id).execute();
  } else if (STAY_PAID.includes(b.status)) reason = 'duplicate';
  else if (b.status === 'awaiting_deposit' || stayReleasedByExpiry(b)) {
    // Released by expiry: the guest still wants the room, so sell it to them if it is still free.
    const outcome = await reconfirm(trx, b, now);
    if (outcome === 'confirmed') afterRelease = true;
    else {
      reason = 'released';
      if (outcome === 'room_taken') await auditStay(trx, b.id, 'deposit_room_taken', meta);
      if (outcome === 'reserve') await auditStay(trx, b.id, 'deposit_reserve_breached', meta);
    }
  } else reason = 'released'; // cancelled on purpose while the hold was live

  if (reason === null) {
    await auditStay(trx, b.id, 'deposit_paid', afterRelease ? { ...meta, after_release: true, previous_status: b.status } : meta);
    const mail = stayConfirmedEmail(locale, facts(b, amountEur), confirmationUrl(deps.appUrl, b.id, linkTokenSlot('stay', b.id), 'stay'));
    await queueEmail(trx, afterCommit, deps.email, { to: b.guest_email, kind: 'stay_confirmed', ...mail });
    return {};
  }

  await auditStay(trx, b.id, REFUND_AUDIT[reason], { ...meta, status: b.status });
  afterCommit(`refund stay deposit stay_booking=${b.id}`, () => refundStayDeposit(deps, b, locale, reason, paid.refund));
  return {};
}

/** Sends the money back through the port and tells the guest; a failure is recorded for the team. */
function refundStayDeposit(deps: PaymentDeps, b: StayBookingRow, locale: Locale, reason: RefundReason, p: TakenPayment['refund']): Promise<void> {
  return refundPaidDeposit(deps, { reservationId: b.id, kind: 'stay_deposit', ...p }, reason, {
    failureLog: `stay deposit refund failed stay_booking=${b.id}`,
    audit: (db, action, meta) => auditStay(db, b.id, action, meta),
    guestEmail: b.guest_email,
    mail: () =>
      stayDepositRefundedEmail(locale, reason, facts(b, p.amountEur), {
        bookUrl: `${deps.appUrl}/stays/${b.restaurant_id}`,
        bookingUrl: confirmationUrl(deps.appUrl, b.id, linkTokenSlot('stay', b.id), 'stay'),
      }),
  });
}
