import * as z from 'zod';
import type { StripeEvent } from '../stripe-events/event';
import type { Database } from '../db/connection';
import { isLocale, type Locale } from '../i18n';
import { findReservation } from '../reservation/repository';
import { findStayBooking } from '../stay/repository';
import { stayFacts } from './held-booking';
import { sendEmail, type EmailTransport } from '../notification/email';
import type { OwnerPush } from '../push/service';
import type { RefundReason } from '../notification/payment-emails';
import type { Rendered } from '../notification/templates';
import { readCheckoutToken, type LocalCheckoutSession } from './local';
import { fromCents, toCents } from '../money';
import { type PaymentsPort, type RefundRequest } from './port';
import { findCheckoutBySession, setCheckoutRefund, type SessionPaid } from './repository';

export interface PaymentDeps {
  db: Database;
  payments: PaymentsPort;
  email: EmailTransport;
  appUrl: string;
  /** Tells the venue's owner of a paid deposit (ADR 119). */
  push?: OwnerPush;
}

const typeParam = (type?: 'dining' | 'stay') => (type === 'stay' ? 'type=stay&' : '');
export const confirmationUrl = (appUrl: string, id: string, token: string, type?: 'dining' | 'stay') =>
  `${appUrl}/confirmation/${id}?${typeParam(type)}token=${encodeURIComponent(token)}`;
export const depositUrl = (appUrl: string, id: string, token: string, type?: 'dining' | 'stay') =>
  `${appUrl}/deposit/${id}?${typeParam(type)}token=${encodeURIComponent(token)}`;

// ---- The webhook side of a deposit (deposit.ts), for every kind of held booking.

/** A paid checkout session as the webhook sees it; each kind adds its own `metadata`. */
export const paidCheckoutSession = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  payment_status: z.string(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullable()
    .optional(),
});
type PaidCheckoutSession = z.infer<typeof paidCheckoutSession>;

/** The audit action for money that is refunded, by why. */
export const REFUND_AUDIT: Record<RefundReason, string> = {
  released: 'deposit_paid_after_release',
  duplicate: 'deposit_paid_twice',
  mismatch: 'deposit_amount_mismatch',
};

type AuditFn = (action: string, meta: Record<string, unknown>) => Promise<void>;
type RecordPaid = (p: SessionPaid) => Promise<boolean>;

/** A paid session recorded for the first time: what the rest of applying it needs. */
export interface TakenPayment {
  amountCents: number;
  amountEur: number;
  /** Paid in another currency or less than the deposit. */
  mismatch: boolean;
  meta: { event_id: string; session_id: string; amount_eur: number };
  refund: Omit<RefundRequest, 'reservationId' | 'kind'>;
}

/**
 * The first steps of applying a paid session, under the locks: money on an account that is not the
 * venue's is audited and left alone (it is not the platform's to apply or refund); otherwise the
 * session is recorded as paid. Null when there is nothing more to do (a foreign account, or a
 * payment that was already applied).
 */
export async function takePaidSession(
  event: StripeEvent,
  session: PaidCheckoutSession,
  venue: { stripe_account_id: string | null; deposit_eur: string },
  now: Date,
  auditFor: AuditFn,
  record: RecordPaid,
): Promise<TakenPayment | null> {
  const account = event.account ?? null;
  if (account && account !== venue.stripe_account_id) {
    await auditFor('deposit_account_mismatch', { event_id: event.id, session_id: session.id, account });
    return null;
  }

  const amountCents = session.amount_total ?? 0;
  const amountEur = fromCents(amountCents);
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const fresh = await record({
    provider: session.id.startsWith('cs_local_') ? 'local' : 'stripe',
    sessionId: session.id,
    amountCents,
    currency: session.currency ?? 'eur',
    eventId: event.id,
    paymentIntentId,
    stripeAccountId: account ?? venue.stripe_account_id,
    now,
  });
  if (!fresh) return null;
  return {
    amountCents,
    amountEur,
    mismatch: session.currency !== 'eur' || amountCents < toCents(Number(venue.deposit_eur)),
    meta: { event_id: event.id, session_id: session.id, amount_eur: amountEur },
    refund: { sessionId: session.id, paymentIntentId, amountEur, stripeAccountId: account ?? venue.stripe_account_id },
  };
}

/** Sends the money back through the port and tells the guest; a failure is recorded for the team. */
export async function refundPaidDeposit(
  deps: PaymentDeps,
  req: RefundRequest,
  reason: RefundReason,
  on: { failureLog: string; audit: (db: Database, action: string, meta: Record<string, unknown>) => Promise<void>; guestEmail: string; mail: () => Rendered },
): Promise<void> {
  let refundId: string;
  try {
    ({ refundId } = await deps.payments.refundDeposit(req));
  } catch (err) {
    console.error(`[payment] ${on.failureLog} session=${req.sessionId}`, err);
    await setCheckoutRefund(deps.db, req.sessionId, 'refund_failed', null, new Date());
    await on.audit(deps.db, 'deposit_refund_failed', { session_id: req.sessionId, reason, error: String(err).slice(0, 300) });
    return;
  }
  await setCheckoutRefund(deps.db, req.sessionId, 'refunded', refundId, new Date());
  await on.audit(deps.db, 'deposit_refunded', { session_id: req.sessionId, refund_id: refundId, reason, amount_eur: req.amountEur });
  await sendEmail(deps.db, deps.email, { to: on.guestEmail, kind: 'deposit_refunded', ...on.mail() });
}

/** `heldUntil`: the hold's expiry (ISO), the same instant the deposit page shows, in the venue's `timezone`. */
export type LocalCheckoutView = {
  session: LocalCheckoutSession;
  state: 'open' | 'paid';
  heldUntil: string | null;
  timezone: string;
  /** The language the guest booked in: the window speaks it, as Stripe's does (DepositCheckoutRequest.locale). */
  locale: Locale;
} & (
  | { kind: 'dining'; reservation: { venue: string; date: string; time: string; partySize: number } }
  | { kind: 'stay'; stay: { property: string; roomType: string; checkIn: string; checkOut: string; nights: number; guests: number } }
);

/** What the embedded checkout page shows for a token, or null for a forged, expired or unknown one. */
export async function getLocalCheckout(db: Database, secret: string, token: string, now = new Date()): Promise<LocalCheckoutView | null> {
  const session = readCheckoutToken(token, secret, now);
  if (!session) return null;
  const row = await findCheckoutBySession(db, session.sid);
  if (!row) return null;
  const state = row.status === 'open' ? 'open' : 'paid';
  if (session.kind === 'stay_deposit') {
    const b = row.stay_booking_id === session.rid ? await findStayBooking(db, session.rid) : undefined;
    if (!b) return null;
    return {
      session,
      state,
      kind: 'stay',
      heldUntil: b.expires_at?.toISOString() ?? null,
      timezone: b.v_timezone,
      locale: isLocale(b.locale) ? b.locale : 'en',
      stay: stayFacts(b, isLocale(b.locale) ? b.locale : 'en'),
    };
  }
  const r = row.reservation_id === session.rid ? await findReservation(db, session.rid) : undefined;
  if (!r) return null;
  return {
    session,
    state,
    kind: 'dining',
    heldUntil: r.expires_at?.toISOString() ?? null,
    timezone: r.v_timezone,
    locale: isLocale(r.locale) ? r.locale : 'en',
    reservation: { venue: r.v_name, date: r.date, time: r.time.slice(0, 5), partySize: r.party_size },
  };
}
