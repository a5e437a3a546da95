import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { EventOutcome, StripeEvent } from '../billing/webhook';
import type { DB } from '../db/types';
import { isLocale, type Locale } from '../i18n';
import { deliverEmails, enqueueEmail, sendEmail } from '../notification/email';
import { depositConfirmedEmail, depositRefundedEmail, type DepositEmailFacts, type RefundReason } from '../notification/payment-emails';
import { toCents } from './port';
import { audit, findReservation, lockReservation, lockVenue, recordSessionPaid, setCheckoutRefund, type DepositReservation } from './repository';
import { confirmationUrl, holdIsLive, type PaymentDeps } from './service';
import { applyStayDepositPayment, isStayDepositEvent } from './stay-deposit';

const paidSession = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  payment_status: z.string(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullable().optional(),
  metadata: z.object({ kind: z.literal('deposit'), reservation_id: z.uuid() }),
});

const REFUND_AUDIT: Record<RefundReason, string> = {
  released: 'deposit_paid_after_release',
  duplicate: 'deposit_paid_twice',
  mismatch: 'deposit_amount_mismatch',
};

const facts = (r: DepositReservation, amountEur: number): DepositEmailFacts => ({
  venue: r.venue, date: r.date, time: r.time, partySize: r.party_size, amountEur,
});
const localeOf = (r: DepositReservation): Locale => (isLocale(r.locale) ? r.locale : 'en');

/**
 * A paid deposit checkout, applied inside the webhook's transaction (its event id is stored in the
 * same transaction, so a replayed event never reaches here). Under the venue lock: a live hold
 * becomes confirmed once; money that cannot be applied — the hold was released, the reservation
 * was already paid, the amount is wrong — is recorded and refunded after commit, and never
 * confirms a table the venue may no longer have. Stay deposits are handed to applyStayDepositPayment.
 */
export async function applyDepositPayment(deps: PaymentDeps, trx: Transaction<DB>, event: StripeEvent, now = new Date()): Promise<EventOutcome> {
  // A stay booking's deposit (metadata kind 'stay_deposit') has rules of its own (ADR 018).
  if (isStayDepositEvent(event)) return applyStayDepositPayment(deps, trx, event, now);
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

  const account = event.account ?? null;
  if (account && account !== r.stripe_account_id) {
    // Money on an account that is not this venue's is not the platform's to apply or refund.
    await audit(trx, r.id, 'deposit_account_mismatch', { event_id: event.id, session_id: session.id, account });
    return { applied: false };
  }

  const amountCents = session.amount_total ?? 0;
  const amountEur = amountCents / 100;
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const fresh = await recordSessionPaid(trx, {
    reservationId: r.id,
    provider: session.id.startsWith('cs_local_') ? 'local' : 'stripe',
    sessionId: session.id,
    amountCents,
    currency: session.currency ?? 'eur',
    eventId: event.id,
    paymentIntentId,
    stripeAccountId: account ?? r.stripe_account_id,
    now,
  });
  if (!fresh) return { applied: false }; // this payment was already applied

  const meta = { event_id: event.id, session_id: session.id, amount_eur: amountEur };
  const reason: RefundReason | null =
    session.currency !== 'eur' || amountCents < toCents(Number(r.deposit_eur))
      ? 'mismatch'
      : holdIsLive(r, now)
        ? null
        : r.status === 'confirmed' || r.status === 'seated'
          ? 'duplicate'
          : 'released';

  if (reason === null) {
    await trx.updateTable('reservations').set({ status: 'confirmed', expires_at: null, updated_at: now }).where('id', '=', r.id).execute();
    await audit(trx, r.id, 'deposit_paid', meta);
    const mail = depositConfirmedEmail(localeOf(r), facts(r, amountEur), confirmationUrl(deps.appUrl, r.id, r.view_token));
    const mailId = await enqueueEmail(trx, { to: r.guest_email, kind: 'deposit_confirmed', ...mail });
    return { afterCommit: () => deliverEmails(deps.db, deps.email, [mailId]) };
  }

  await audit(trx, r.id, REFUND_AUDIT[reason], { ...meta, status: r.status });
  return {
    afterCommit: () =>
      refundDeposit(deps, r, reason, { sessionId: session.id, paymentIntentId, amountEur, stripeAccountId: account ?? r.stripe_account_id }),
  };
}

/** Sends the money back through the port and tells the guest; a failure is recorded for the team. */
async function refundDeposit(
  deps: PaymentDeps,
  r: DepositReservation,
  reason: RefundReason,
  p: { sessionId: string; paymentIntentId: string | null; amountEur: number; stripeAccountId: string | null },
): Promise<void> {
  let refundId: string;
  try {
    ({ refundId } = await deps.payments.refundDeposit({ reservationId: r.id, ...p }));
  } catch (err) {
    console.error(`[payment] refund failed reservation=${r.id} session=${p.sessionId}`, err);
    await setCheckoutRefund(deps.db, p.sessionId, 'refund_failed', null, new Date());
    await audit(deps.db, r.id, 'deposit_refund_failed', { session_id: p.sessionId, reason, error: String(err).slice(0, 300) });
    return;
  }
  await setCheckoutRefund(deps.db, p.sessionId, 'refunded', refundId, new Date());
  await audit(deps.db, r.id, 'deposit_refunded', { session_id: p.sessionId, refund_id: refundId, reason, amount_eur: p.amountEur });
  const mail = depositRefundedEmail(localeOf(r), reason, facts(r, p.amountEur), {
    bookUrl: `${deps.appUrl}/book?restaurant_id=${r.restaurant_id}`,
    reservationUrl: confirmationUrl(deps.appUrl, r.id, r.view_token),
  });
  await sendEmail(deps.db, deps.email, { to: r.guest_email, kind: 'deposit_refunded', ...mail });
}
