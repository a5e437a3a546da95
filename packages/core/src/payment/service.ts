import { timingSafeEqual } from 'node:crypto';
import type { Core } from '../app';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import type { EmailTransport } from '../notification/email';
import { readCheckoutToken, type LocalCheckoutSession } from './local';
import { toCents, type PaymentsPort } from './port';
import { audit, findCheckoutBySession, findOpenCheckout, findReservation, insertCheckout, lockReservation, lockVenue, type DepositReservation } from './repository';
import {
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

export const confirmationUrl = (appUrl: string, id: string, token: string) => `${appUrl}/confirmation/${id}?token=${encodeURIComponent(token)}`;
export const depositUrl = (appUrl: string, id: string, token: string) => `${appUrl}/deposit/${id}?token=${encodeURIComponent(token)}`;

function tokenMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A hold that is still holding its table at `now` (no expiry holds until released, as the capacity count has it). */
export const holdIsLive = (r: { status: string; expires_at: Date | null }, now: Date) =>
  r.status === 'awaiting_deposit' && (r.expires_at === null || r.expires_at.getTime() > now.getTime());

/** The honest reason a reservation cannot take a deposit now, or nothing when it can. */
function assertPayable(r: { status: string; expires_at: Date | null; deposit_eur?: string }, now: Date): void {
  if (r.status === 'confirmed' || r.status === 'seated') throw new DomainError('payment.already_paid', DEPOSIT_ALREADY_PAID);
  if (r.status === 'cancelled') throw new DomainError('payment.cancelled', RESERVATION_CANCELLED);
  if (r.status === 'pending') throw new DomainError('payment.not_required', DEPOSIT_NOT_REQUIRED);
  if (!holdIsLive(r, now)) throw new DomainError('payment.hold_expired', HOLD_EXPIRED);
  if (r.deposit_eur !== undefined && !(Number(r.deposit_eur) > 0)) throw new DomainError('payment.not_required', DEPOSIT_NOT_REQUIRED);
}

async function reservationByToken(db: Database, input: DepositAccessInput): Promise<DepositReservation> {
  const { id, token } = depositAccessInput.parse(input);
  const r = await findReservation(db, id);
  if (!r || !tokenMatches(r.view_token, token)) throw new DomainError('reservation.not_found', RESERVATION_ACCESS_DENIED);
  return r;
}

/**
 * Opens the payment window for a reservation's deposit and returns its URL. The hold is extended
 * (under the venue lock) to cover the window plus a grace for the webhook, so a guest paying in
 * time always finds the table still held. An open window is reused rather than opening another.
 */
export async function startDeposit(deps: PaymentDeps, input: DepositAccessInput, now = new Date()): Promise<{ url: string }> {
  const started = Date.now();
  const r = await reservationByToken(deps.db, input);
  assertPayable(r, now);

  const provider = deps.payments.name === 'payment-link' ? 'payment_link' : deps.payments.name;
  const open = await findOpenCheckout(deps.db, r.id, provider, at(now, REUSE_MINUTES));
  if (open?.url) return { url: open.url };

  const amountEur = Number(r.deposit_eur);
  const hold = r.expires_at ?? now;
  const expiryMs = Math.min(Math.max(at(now, CHECKOUT_MINUTES).getTime(), hold.getTime()), at(now, MAX_CHECKOUT_MINUTES).getTime());
  // Whole seconds, as providers count them, so the hold and the window end together.
  const checkoutExpiry = new Date(Math.ceil(expiryMs / 1000) * 1000);
  let checkout;
  try {
    checkout = await deps.payments.createDepositCheckout({
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
  } catch (err) {
    if (err instanceof DomainError) throw err;
    console.error(`[payment] creating a deposit checkout failed reservation=${r.id}`, err);
    throw new DomainError('payment.session_failed', PAYMENT_SESSION_FAILED);
  }

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

export interface LocalCheckoutView {
  session: LocalCheckoutSession;
  state: 'open' | 'paid';
  reservation: { venue: string; date: string; time: string; partySize: number };
}

/** What the embedded checkout page shows for a token, or null for a forged, expired or unknown one. */
export async function getLocalCheckout(db: Database, secret: string, token: string, now = new Date()): Promise<LocalCheckoutView | null> {
  const session = readCheckoutToken(token, secret, now);
  if (!session) return null;
  const row = await findCheckoutBySession(db, session.sid);
  const r = row && row.reservation_id === session.rid ? await findReservation(db, session.rid) : undefined;
  if (!row || !r) return null;
  return {
    session,
    state: row.status === 'open' ? 'open' : 'paid',
    reservation: { venue: r.venue, date: r.date, time: r.time.slice(0, 5), partySize: r.party_size },
  };
}
