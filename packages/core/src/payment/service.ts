import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Core } from '../app';
import type { StripeEvent } from '../billing/webhook';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { sendEmail, type EmailTransport } from '../notification/email';
import type { RefundReason } from '../notification/payment-emails';
import type { Rendered } from '../notification/templates';
import { readCheckoutToken, type LocalCheckoutSession } from './local';
import { toCents, type DepositCheckout, type PaymentsPort, type RefundRequest } from './port';
import {
  audit,
  auditStay,
  findCheckoutBySession,
  findOpenCheckout,
  findOpenStayCheckout,
  findReservation,
  findStayBooking,
  insertCheckout,
  lockReservation,
  lockStayBooking,
  lockVenue,
  setCheckoutRefund,
  type DepositReservation,
  type DepositStayBooking,
} from './repository';
import {
  BOOKING_ACCESS_DENIED,
  DEPOSIT_ALREADY_PAID,
  DEPOSIT_NOT_REQUIRED,
  depositAccessInput,
  HOLD_EXPIRED,
  PAYMENT_SESSION_FAILED,
  RESERVATION_ACCESS_DENIED,
  RESERVATION_CANCELLED,
  type DepositAccessInput,
} from './schema';

export interface PaymentDeps {
  db: Database;
  payments: PaymentsPort;
  email: EmailTransport;
  appUrl: string;
}

export const paymentDeps = (core: Pick<Core, 'db' | 'payments' | 'email' | 'config'>): PaymentDeps => ({
  db: core.db,
  payments: core.payments,
  email: core.email,
  appUrl: core.config.APP_URL,
});

const MINUTE = 60_000;
/** Stripe wants a checkout to stay open at least 30 minutes; one more covers clock skew and the call. */
export const CHECKOUT_MINUTES = 31;
/** The hold outlives its payment window by this much, so a payment made in the window's last second still finds its table. */
export const WEBHOOK_GRACE_MINUTES = 5;
/** An open window is handed out again while the guest still has this long to pay in it. */
export const REUSE_MINUTES = 5;
const MAX_CHECKOUT_MINUTES = 23 * 60;

const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

const typeParam = (type?: 'dining' | 'stay') => (type === 'stay' ? 'type=stay&' : '');
export const confirmationUrl = (appUrl: string, id: string, token: string, type?: 'dining' | 'stay') =>
  `${appUrl}/confirmation/${id}?${typeParam(type)}token=${encodeURIComponent(token)}`;
export const depositUrl = (appUrl: string, id: string, token: string, type?: 'dining' | 'stay') =>
  `${appUrl}/deposit/${id}?${typeParam(type)}token=${encodeURIComponent(token)}`;

function tokenMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A hold that is still holding its table at `now` (no expiry holds until released, as the capacity count has it). */
export const holdIsLive = (r: { status: string; expires_at: Date | null }, now: Date) =>
  r.status === 'awaiting_deposit' && (r.expires_at === null || r.expires_at.getTime() > now.getTime());

// ---- Shared by the webhook side of dining (deposit.ts) and stay (stay-deposit.ts) deposits.

/** A paid checkout session as the webhook sees it; each kind adds its own `metadata`. */
export const paidCheckoutSession = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  payment_status: z.string(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullable().optional(),
});
type PaidCheckoutSession = z.infer<typeof paidCheckoutSession>;

/** The audit action for money that is refunded, by why. */
export const REFUND_AUDIT: Record<RefundReason, string> = {
  released: 'deposit_paid_after_release',
  duplicate: 'deposit_paid_twice',
  mismatch: 'deposit_amount_mismatch',
};

type AuditFn = (action: string, meta: Record<string, unknown>) => Promise<void>;
type RecordPaid = (p: {
  provider: 'stripe' | 'local'; sessionId: string; amountCents: number; currency: string; eventId: string; paymentIntentId: string | null; stripeAccountId: string | null; now: Date;
}) => Promise<boolean>;

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
  const amountEur = amountCents / 100;
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

/** The honest reason a reservation cannot take a deposit now, or nothing when it can. */
function assertPayable(r: { status: string; expires_at: Date | null; deposit_eur?: string }, now: Date): void {
  if (r.status === 'confirmed' || r.status === 'seated') throw new DomainError('payment.already_paid', DEPOSIT_ALREADY_PAID);
  if (r.status === 'cancelled') throw new DomainError('payment.cancelled', RESERVATION_CANCELLED);
  if (r.status === 'pending') throw new DomainError('payment.not_required', DEPOSIT_NOT_REQUIRED);
  if (!holdIsLive(r, now)) throw new DomainError('payment.hold_expired', HOLD_EXPIRED);
  if (r.deposit_eur !== undefined && !(Number(r.deposit_eur) > 0)) throw new DomainError('payment.not_required', DEPOSIT_NOT_REQUIRED);
}

async function reservationByToken(db: Database, input: { id: string; token: string }): Promise<DepositReservation> {
  const r = await findReservation(db, input.id);
  if (!r || !tokenMatches(r.view_token, input.token)) throw new DomainError('reservation.not_found', RESERVATION_ACCESS_DENIED);
  return r;
}

/** A stay booking by its link (id plus view token); a wrong token reads as an unknown booking. */
export async function stayBookingByToken(db: Database, input: { id: string; token: string }): Promise<DepositStayBooking> {
  const b = await findStayBooking(db, input.id);
  if (!b || !tokenMatches(b.view_token, input.token)) throw new DomainError('stay.not_found', BOOKING_ACCESS_DENIED);
  return b;
}

/** Stay statuses a paid deposit has led to. */
export const STAY_PAID: readonly string[] = ['confirmed', 'checked_in', 'checked_out'];

/**
 * A stay hold the expiry job (or the stays core, reusing the room) released: stays have no
 * 'expired' status, so it is a cancellation made at or after the hold's end. A booking cancelled
 * while its hold was live was cancelled on purpose (ADR 018).
 */
export const stayReleasedByExpiry = (b: { status: string; expires_at: Date | null; updated_at: Date }) =>
  b.status === 'cancelled' && b.expires_at !== null && b.expires_at.getTime() <= b.updated_at.getTime();

/** The honest reason a stay booking cannot take a deposit now (same texts as dining), or nothing. */
function assertStayPayable(b: { status: string; expires_at: Date | null; updated_at: Date; deposit_eur?: string }, now: Date): void {
  if (STAY_PAID.includes(b.status)) throw new DomainError('payment.already_paid', DEPOSIT_ALREADY_PAID);
  if (b.status === 'cancelled') {
    if (stayReleasedByExpiry(b)) throw new DomainError('payment.hold_expired', HOLD_EXPIRED);
    throw new DomainError('payment.cancelled', RESERVATION_CANCELLED);
  }
  if (!holdIsLive(b, now)) throw new DomainError('payment.hold_expired', HOLD_EXPIRED);
  if (b.deposit_eur !== undefined && !(Number(b.deposit_eur) > 0)) throw new DomainError('payment.not_required', DEPOSIT_NOT_REQUIRED);
}

/** When a new payment window closes: 31 minutes or the current hold, whichever is later (capped), in whole seconds. */
function windowEnd(now: Date, hold: Date | null): Date {
  const expiryMs = Math.min(Math.max(at(now, CHECKOUT_MINUTES).getTime(), (hold ?? now).getTime()), at(now, MAX_CHECKOUT_MINUTES).getTime());
  // Whole seconds, as providers count them, so the hold and the window end together.
  return new Date(Math.ceil(expiryMs / 1000) * 1000);
}

async function openWindow(deps: PaymentDeps, req: Parameters<PaymentsPort['createDepositCheckout']>[0]): Promise<DepositCheckout> {
  try {
    return await deps.payments.createDepositCheckout(req);
  } catch (err) {
    if (err instanceof DomainError) throw err;
    console.error(`[payment] creating a deposit checkout failed ${req.kind ?? 'deposit'}=${req.reservationId}`, err);
    throw new DomainError('payment.session_failed', PAYMENT_SESSION_FAILED);
  }
}

const providerOf = (payments: PaymentsPort) => (payments.name === 'payment-link' ? 'payment_link' : payments.name);

/**
 * Opens the payment window for a reservation's deposit and returns its URL. The hold is extended
 * (under the venue lock) to cover the window plus a grace for the webhook, so a guest paying in
 * time always finds the table still held. An open window is reused rather than opening another.
 */
export async function startDeposit(deps: PaymentDeps, input: DepositAccessInput, now = new Date()): Promise<{ url: string }> {
  const access = depositAccessInput.parse(input);
  if (access.type === 'stay') return startStayDeposit(deps, access, now);
  const started = Date.now();
  const r = await reservationByToken(deps.db, access);
  assertPayable(r, now);

  const open = await findOpenCheckout(deps.db, r.id, providerOf(deps.payments), at(now, REUSE_MINUTES));
  if (open?.url) return { url: open.url };

  const amountEur = Number(r.deposit_eur);
  const checkoutExpiry = windowEnd(now, r.expires_at);
  const checkout = await openWindow(deps, {
    reservationId: r.id,
    viewToken: r.view_token,
    amountEur,
    currency: 'eur',
    restaurant: { id: r.restaurant_id, name: r.venue, stripeAccountId: r.stripe_account_id, paymentLinkUrl: r.stripe_payment_link_url },
    customerEmail: r.guest_email,
    successUrl: confirmationUrl(deps.appUrl, r.id, r.view_token),
    cancelUrl: depositUrl(deps.appUrl, r.id, r.view_token),
    expiresAt: checkoutExpiry,
  });

  // The window exists; now make the hold cover it, unless the hold lapsed meanwhile (then the
  // window is never shown and expires unused).
  const newHold = at(checkoutExpiry, WEBHOOK_GRACE_MINUTES);
  await deps.db.transaction().execute(async (trx) => {
    await lockVenue(trx, r.restaurant_id);
    const locked = await lockReservation(trx, r.id);
    // Judged at the time it is now, after the provider call: a hold that lapsed meanwhile may
    // already have lost its table to another booking.
    assertPayable(locked, new Date(now.getTime() + Date.now() - started));
    if (locked.expires_at && locked.expires_at < newHold) {
      await trx.updateTable('reservations').set({ expires_at: newHold, updated_at: now }).where('id', '=', r.id).execute();
    }
    await insertCheckout(trx, {
      reservationId: r.id, provider: checkout.provider, sessionId: checkout.sessionId, url: checkout.url,
      amountCents: toCents(amountEur), expiresAt: checkoutExpiry, stripeAccountId: r.stripe_account_id,
    });
    await audit(trx, r.id, 'deposit_checkout_opened', { provider: checkout.provider, session_id: checkout.sessionId, expires_at: checkoutExpiry.toISOString() });
  });
  return { url: checkout.url };
}

/**
 * The stay booking's deposit (ADR 018): the dining rules and window, keyed by the stay booking.
 * The hold is extended under the property lock (`restaurants` row FOR UPDATE, the lock the stays
 * core books under), then the booking row's; metadata { kind: 'stay_deposit', stay_booking_id }.
 */
async function startStayDeposit(deps: PaymentDeps, input: { id: string; token: string }, now: Date): Promise<{ url: string }> {
  const started = Date.now();
  const b = await stayBookingByToken(deps.db, input);
  assertStayPayable(b, now);

  const open = await findOpenStayCheckout(deps.db, b.id, providerOf(deps.payments), at(now, REUSE_MINUTES));
  if (open?.url) return { url: open.url };

  const amountEur = Number(b.deposit_eur);
  const checkoutExpiry = windowEnd(now, b.expires_at);
  const checkout = await openWindow(deps, {
    reservationId: b.id,
    kind: 'stay_deposit',
    viewToken: b.view_token,
    amountEur,
    currency: 'eur',
    restaurant: { id: b.restaurant_id, name: b.property, stripeAccountId: b.stripe_account_id, paymentLinkUrl: b.stripe_payment_link_url },
    customerEmail: b.guest_email,
    successUrl: confirmationUrl(deps.appUrl, b.id, b.view_token, 'stay'),
    cancelUrl: depositUrl(deps.appUrl, b.id, b.view_token, 'stay'),
    expiresAt: checkoutExpiry,
  });

  const newHold = at(checkoutExpiry, WEBHOOK_GRACE_MINUTES);
  await deps.db.transaction().execute(async (trx) => {
    await lockVenue(trx, b.restaurant_id);
    const locked = await lockStayBooking(trx, b.id);
    assertStayPayable(locked, new Date(now.getTime() + Date.now() - started));
    if (locked.expires_at && locked.expires_at < newHold) {
      await trx.updateTable('stay_bookings').set({ expires_at: newHold, updated_at: now }).where('id', '=', b.id).execute();
    }
    await insertCheckout(trx, {
      stayBookingId: b.id, provider: checkout.provider, sessionId: checkout.sessionId, url: checkout.url,
      amountCents: toCents(amountEur), expiresAt: checkoutExpiry, stripeAccountId: b.stripe_account_id,
    });
    await auditStay(trx, b.id, 'deposit_checkout_opened', { provider: checkout.provider, session_id: checkout.sessionId, expires_at: checkoutExpiry.toISOString() });
  });
  return { url: checkout.url };
}

/** Whole nights of a half-open stay [check_in, check_out). */
export const nightsBetween = (checkIn: string, checkOut: string) => Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);

/** `heldUntil`: the hold's expiry (ISO), the same instant the deposit page shows, in the venue's `timezone`. */
export type LocalCheckoutView = { session: LocalCheckoutSession; state: 'open' | 'paid'; heldUntil: string | null; timezone: string } & (
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
      session, state, kind: 'stay', heldUntil: b.expires_at?.toISOString() ?? null, timezone: b.timezone,
      stay: { property: b.property, roomType: b.room_type, checkIn: b.check_in, checkOut: b.check_out, nights: nightsBetween(b.check_in, b.check_out), guests: b.guests },
    };
  }
  const r = row.reservation_id === session.rid ? await findReservation(db, session.rid) : undefined;
  if (!r) return null;
  return {
    session, state, kind: 'dining', heldUntil: r.expires_at?.toISOString() ?? null, timezone: r.timezone,
    reservation: { venue: r.venue, date: r.date, time: r.time.slice(0, 5), partySize: r.party_size },
  };
}
