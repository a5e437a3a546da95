import type { Transaction } from 'kysely';
import * as z from 'zod';
import type { EventOutcome, StripeEvent } from '../stripe-events/event';
import type { DB } from '../db/types';
import { isLocale, type Locale } from '../i18n';
import type { AfterCommit } from '../db/transaction';
import { isLive } from '../hold/rule';
import { queueEmail } from '../notification/email';
import { depositConfirmedEmail, depositRefundedEmail, type DepositEmailFacts, type RefundReason } from '../notification/payment-emails';
import { findReservation, lockReservation, type ReservationRow } from '../reservation/repository';
import { linkTokenSlot } from '../kernel/guest-link';
import { audit, lockVenue, recordSessionPaid } from './repository';
import { confirmationUrl, paidCheckoutSession, REFUND_AUDIT, refundPaidDeposit, takePaidSession, type PaymentDeps, type TakenPayment } from './service';
import { applyStayDepositPayment, isStayDepositEvent } from './stay-deposit';

const paidSession = paidCheckoutSession.extend({
  metadata: z.object({ kind: z.literal('deposit'), reservation_id: z.uuid() }),
});

const facts = (r: ReservationRow, amountEur: number): DepositEmailFacts => ({
  venue: r.v_name,
  date: r.date,
  time: r.time,
  partySize: r.party_size,
  amountEur,
});
const localeOf = (r: ReservationRow): Locale => (isLocale(r.locale) ? r.locale : 'en');

/**
 * A paid deposit checkout, applied inside the webhook's transaction (its event id is stored in the
 * same transaction, so a replayed event never reaches here). Under the venue lock: a live hold
 * becomes confirmed once; money that cannot be applied — the hold was released, the reservation
 * was already paid, the amount is wrong — is recorded and refunded after commit, and never
 * confirms a table the venue may no longer have. Stay deposits are handed to applyStayDepositPayment.
 */
export async function applyDepositPayment(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  event: StripeEvent,
  now = new Date(),
): Promise<EventOutcome> {
  // A stay booking's deposit (metadata kind 'stay_deposit') has rules of its own (ADR 018).
  if (isStayDepositEvent(event)) return applyStayDepositPayment(deps, trx, afterCommit, event, now);
  const parsed = paidSession.safeParse(event.data.object);
  if (!parsed.success) return { applied: false }; // not a deposit checkout (a subscription's, say)
  const session = parsed.data;
  if (session.payment_status !== 'paid') return { applied: false }; // a delayed method: wait for its success event

  const reservationId = session.metadata.reservation_id;
  const first = await findReservation(trx, reservationId);
  if (!first) {
    console.warn(`[payment] deposit for an unknown reservation=${reservationId} event=${event.id}`);
    return { applied: false };
  }
  await lockVenue(trx, first.restaurant_id);
  const locked = await lockReservation(trx, reservationId);
  const r = { ...first, status: locked.status, expires_at: locked.expires_at };

  const paid = await takePaidSession(
    event,
    session,
    r,
    now,
    (action, meta) => audit(trx, r.id, action, meta),
    (p) => recordSessionPaid(trx, { reservationId: r.id, ...p }),
  );
  if (!paid) return { applied: false }; // money on another account, or this payment was already applied
  const { amountEur, meta } = paid;

  const reason: RefundReason | null = paid.mismatch
    ? 'mismatch'
    : isLive(r, now)
      ? null
      : r.status === 'confirmed' || r.status === 'seated'
        ? 'duplicate'
        : 'released';

  if (reason === null) {
    await trx.updateTable('reservations').set({ status: 'confirmed', expires_at: null, updated_at: now }).where('id', '=', r.id).execute();
    await audit(trx, r.id, 'deposit_paid', meta);
    const mail = depositConfirmedEmail(localeOf(r), facts(r, amountEur), confirmationUrl(deps.appUrl, r.id, linkTokenSlot('reservation', r.id)));
    await queueEmail(trx, afterCommit, deps.email, { to: r.guest_email, kind: 'deposit_confirmed', ...mail });
    return {};
  }

  await audit(trx, r.id, REFUND_AUDIT[reason], { ...meta, status: r.status });
  afterCommit(`refund deposit reservation=${r.id}`, () => refundDeposit(deps, r, reason, paid.refund));
  return {};
}

/** Sends the money back through the port and tells the guest; a failure is recorded for the team. */
function refundDeposit(deps: PaymentDeps, r: ReservationRow, reason: RefundReason, p: TakenPayment['refund']): Promise<void> {
  return refundPaidDeposit(deps, { reservationId: r.id, ...p }, reason, {
    failureLog: `refund failed reservation=${r.id}`,
    audit: (db, action, meta) => audit(db, r.id, action, meta),
    guestEmail: r.guest_email,
    mail: () =>
      depositRefundedEmail(localeOf(r), reason, facts(r, p.amountEur), {
        bookUrl: `${deps.appUrl}/book?restaurant_id=${r.restaurant_id}`,
        reservationUrl: confirmationUrl(deps.appUrl, r.id, linkTokenSlot('reservation', r.id)),
      }),
  });
}
