import type { Transaction } from 'kysely';
import type { Database } from '../db/connection';
import type { DB } from '../db/types';
import { DomainError } from '../errors';
import { isLive } from '../hold/rule';
import { isLocale, type Locale } from '../i18n';
import { opensGuestLink } from '../kernel/guest-link';
import { findReservation, lockReservation } from '../reservation/repository';
import { findStayBooking, lockStayBooking } from '../stay/repository';
import { toCents } from '../money';
import { type DepositCheckout, type PaymentsPort } from './port';
import { audit, auditStay, findOpenCheckout, findOpenStayCheckout, insertCheckout, lockVenue } from './repository';
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
import { RESERVATION_GUEST_RULES } from '../reservation/guest-actions';
import { STAY_GUEST_RULES } from '../stay/guest-actions';
import { confirmationUrl, depositUrl, stayReleasedByExpiry, type PaymentDeps } from './service';

/**
 * The deposit window (ADR 014, 018): one start for every kind of booking, with a small per-kind
 * target saying how to find, judge, lock and extend that kind's hold.
 */

const MINUTE = 60_000;
/** Stripe wants a checkout to stay open at least 30 minutes; one more covers clock skew and the call. */
const CHECKOUT_MINUTES = 31;
/** The hold outlives its payment window by this much, so a payment made in the window's last second still finds its table. */
const WEBHOOK_GRACE_MINUTES = 5;
/** An open window is handed out again while the guest still has this long to pay in it. */
const REUSE_MINUTES = 5;
const MAX_CHECKOUT_MINUTES = 23 * 60;

const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

/** The honest reason a reservation cannot take a deposit now, or nothing when it can. */
function assertPayable(r: { status: string; expires_at: Date | null; deposit_eur?: string }, now: Date): void {
  if ((RESERVATION_GUEST_RULES.paid as readonly string[]).includes(r.status)) throw new DomainError('payment.already_paid', DEPOSIT_ALREADY_PAID);
  if (r.status === 'cancelled') throw new DomainError('payment.cancelled', RESERVATION_CANCELLED);
  if (r.status === 'pending') throw new DomainError('payment.not_required', DEPOSIT_NOT_REQUIRED);
  if (!isLive(r, now)) throw new DomainError('payment.hold_expired', HOLD_EXPIRED);
  if (r.deposit_eur !== undefined && !(Number(r.deposit_eur) > 0)) throw new DomainError('payment.not_required', DEPOSIT_NOT_REQUIRED);
}

/** A stay booking by its link (id plus view token); a wrong token reads as an unknown booking. */
async function stayBookingByToken(db: Database, input: { id: string; token: string }) {
  const b = await findStayBooking(db, input.id);
  if (!b || !opensGuestLink('stay', b, input.token)) throw new DomainError('stay.not_found', BOOKING_ACCESS_DENIED);
  return b;
}

/** The honest reason a stay booking cannot take a deposit now (same texts as dining), or nothing. */
function assertStayPayable(b: { status: string; expires_at: Date | null; cancel_reason: string | null; deposit_eur?: string }, now: Date): void {
  if ((STAY_GUEST_RULES.paid as readonly string[]).includes(b.status)) throw new DomainError('payment.already_paid', DEPOSIT_ALREADY_PAID);
  if (b.status === 'cancelled') {
    if (stayReleasedByExpiry(b)) throw new DomainError('payment.hold_expired', HOLD_EXPIRED);
    throw new DomainError('payment.cancelled', RESERVATION_CANCELLED);
  }
  if (!isLive(b, now)) throw new DomainError('payment.hold_expired', HOLD_EXPIRED);
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

type HoldRow = { status: string; expires_at: Date | null; cancel_reason?: string | null };

/** What the generic start needs to know about one kind of booking. */
interface DepositTarget {
  id: string;
  type: 'dining' | 'stay';
  viewToken: string;
  expiresAt: Date | null;
  depositEur: string;
  restaurant: { id: string; name: string; stripeAccountId: string | null; paymentLinkUrl: string | null };
  guestEmail: string;
  /** The language the guest booked in. */
  locale: Locale;
  /** The booking as read by its link, before any lock. */
  row: HoldRow;
  /** Throws the honest reason the booking cannot take a deposit at `now`. */
  assertPayable(row: HoldRow, now: Date): void;
  findOpen(db: Database, provider: ReturnType<typeof providerOf>, until: Date): Promise<{ url: string | null } | undefined>;
  /** Locks the booking row (after the venue lock) and returns what judging it needs. */
  lock(trx: Transaction<DB>): Promise<HoldRow>;
  extendHold(trx: Transaction<DB>, until: Date, now: Date): Promise<void>;
  owner: { reservationId: string } | { stayBookingId: string };
  audit(trx: Transaction<DB>, action: string, meta: Record<string, unknown>): Promise<void>;
}

async function diningTarget(db: Database, input: { id: string; token: string }): Promise<DepositTarget> {
  const r = await findReservation(db, input.id);
  if (!r || !opensGuestLink('reservation', r, input.token)) throw new DomainError('reservation.not_found', RESERVATION_ACCESS_DENIED);
  return {
    id: r.id,
    type: 'dining',
    // The token the guest came with (it opened the row): the checkout returns them to the same link.
    viewToken: input.token,
    expiresAt: r.expires_at,
    depositEur: r.deposit_eur,
    guestEmail: r.guest_email,
    locale: isLocale(r.locale) ? r.locale : 'en',
    row: r,
    restaurant: { id: r.restaurant_id, name: r.v_name, stripeAccountId: r.stripe_account_id, paymentLinkUrl: r.stripe_payment_link_url },
    assertPayable: (row, now) => assertPayable({ ...row, deposit_eur: r.deposit_eur }, now),
    findOpen: (d, provider, until) => findOpenCheckout(d, r.id, provider, until),
    lock: (trx) => lockReservation(trx, r.id),
    extendHold: async (trx, until, now) => {
      await trx.updateTable('reservations').set({ expires_at: until, updated_at: now }).where('id', '=', r.id).execute();
    },
    owner: { reservationId: r.id },
    audit: (trx, action, meta) => audit(trx, r.id, action, meta),
  };
}

/**
 * The stay booking's target (ADR 018): the dining rules and window, keyed by the stay booking, under
 * the property lock (the lock the stays core books under); metadata { kind: 'stay_deposit', stay_booking_id }.
 */
async function stayTarget(db: Database, input: { id: string; token: string }): Promise<DepositTarget> {
  const b = await stayBookingByToken(db, input);
  return {
    id: b.id,
    type: 'stay',
    viewToken: input.token,
    expiresAt: b.expires_at,
    depositEur: b.deposit_eur,
    guestEmail: b.guest_email,
    locale: isLocale(b.locale) ? b.locale : 'en',
    row: b,
    restaurant: { id: b.restaurant_id, name: b.v_name, stripeAccountId: b.stripe_account_id, paymentLinkUrl: b.stripe_payment_link_url },
    assertPayable: (row, now) => assertStayPayable({ ...row, cancel_reason: row.cancel_reason ?? null, deposit_eur: b.deposit_eur }, now),
    findOpen: (d, provider, until) => findOpenStayCheckout(d, b.id, provider, until),
    lock: (trx) => lockStayBooking(trx, b.id),
    extendHold: async (trx, until, now) => {
      await trx.updateTable('stay_bookings').set({ expires_at: until, updated_at: now }).where('id', '=', b.id).execute();
    },
    owner: { stayBookingId: b.id },
    audit: (trx, action, meta) => auditStay(trx, b.id, action, meta),
  };
}

/**
 * Opens the payment window for a booking's deposit and returns its URL. The hold is extended
 * (under the venue lock) to cover the window plus a grace for the webhook, so a guest paying in
 * time always finds the table or room still held. An open window is reused rather than opening another.
 */
export async function startDeposit(deps: PaymentDeps, input: DepositAccessInput, now = new Date()): Promise<{ url: string }> {
  const access = depositAccessInput.parse(input);
  const started = Date.now();
  const t = access.type === 'stay' ? await stayTarget(deps.db, access) : await diningTarget(deps.db, access);
  t.assertPayable(t.row, now);

  const open = await t.findOpen(deps.db, providerOf(deps.payments), at(now, REUSE_MINUTES));
  if (open?.url) return { url: open.url };

  const type = t.type === 'stay' ? 'stay' : undefined;
  const amountEur = Number(t.depositEur);
  const checkoutExpiry = windowEnd(now, t.expiresAt);
  const checkout = await openWindow(deps, {
    reservationId: t.id,
    ...(t.type === 'stay' ? { kind: 'stay_deposit' as const } : {}),
    viewToken: t.viewToken,
    amountEur,
    currency: 'eur',
    restaurant: t.restaurant,
    customerEmail: t.guestEmail,
    locale: t.locale,
    successUrl: confirmationUrl(deps.appUrl, t.id, t.viewToken, type),
    cancelUrl: depositUrl(deps.appUrl, t.id, t.viewToken, type),
    expiresAt: checkoutExpiry,
  });

  // The window exists; now make the hold cover it, unless the hold lapsed meanwhile (then the
  // window is never shown and expires unused).
  const newHold = at(checkoutExpiry, WEBHOOK_GRACE_MINUTES);
  await deps.db.transaction().execute(async (trx) => {
    await lockVenue(trx, t.restaurant.id);
    const locked = await t.lock(trx);
    // Judged at the time it is now, after the provider call: a hold that lapsed meanwhile may
    // already have lost its table or room to another booking.
    t.assertPayable(locked, new Date(now.getTime() + Date.now() - started));
    if (locked.expires_at && locked.expires_at < newHold) await t.extendHold(trx, newHold, now);
    await insertCheckout(trx, {
      ...t.owner,
      provider: checkout.provider,
      sessionId: checkout.sessionId,
      url: checkout.url,
      amountCents: toCents(amountEur),
      expiresAt: checkoutExpiry,
      stripeAccountId: t.restaurant.stripeAccountId,
    });
    await t.audit(trx, 'deposit_checkout_opened', { provider: checkout.provider, session_id: checkout.sessionId, expires_at: checkoutExpiry.toISOString() });
  });
  return { url: checkout.url };
}
