import { DomainError } from '../errors';
import { among, wasLapsed } from '../hold/lifecycle';
import { HOLD_STATUS, isLive } from '../hold/rule';
import { isLocale } from '../i18n';
import { toCents } from '../money';
import { writeAudit } from '../hold/audit';
import { opensGuestLink } from '../account/guest-link';
import { DINING, STAY, type HeldKind, type HeldRow } from './held-booking';
import { type DepositCheckout, type PaymentsPort } from './port';
import { extendHold, findOpenCheckout, insertCheckout, lockVenue, tripMadeAt } from './repository';
import { depositAccessInput, type DepositAccessInput } from './schema';
import { confirmationUrl, depositUrl, type PaymentDeps } from './service';

/**
 * The deposit window (ADR 014, 018): one start for every kind of held booking, reading the kind's
 * descriptor (held-booking.ts) for where its rows live and how its ids travel.
 */

const MINUTE = 60_000;
/** Stripe wants a checkout to stay open at least 30 minutes; one more covers clock skew and the call. */
const CHECKOUT_MINUTES = 31;
/** The hold outlives its payment window by this much, so a payment made in the window's last second still finds its table. */
const WEBHOOK_GRACE_MINUTES = 5;
/** An open window is handed out again while the guest still has this long to pay in it. */
const REUSE_MINUTES = 5;
const MAX_CHECKOUT_MINUTES = 23 * 60;
/** How long a booking sent to a new checkout stays held, at least: the window plus the webhook's grace. */
export const DEPOSIT_HOLD_MINUTES = CHECKOUT_MINUTES + WEBHOOK_GRACE_MINUTES;
/**
 * However many payment windows are opened (and a trip's "Pay all deposits" steps), a hold is never
 * kept past this long after its booking, or its trip, was made (ADR 112): never indefinitely. A
 * deposit paid after the hold lapsed is refunded (deposit.ts).
 */
export const MAX_HOLD_MINUTES = 120;

const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

type HoldState = { status: string; expires_at: Date | null; cancel_reason?: string | null };

/** The honest reason a booking cannot take a deposit now (the same texts for a table and a room), or nothing when it can. */
function assertPayable(kind: HeldKind<HeldRow>, b: HoldState, depositEur: string, now: Date): void {
  if (among(kind.lc.guest.paid, b.status)) throw new DomainError('payment.already_paid');
  if (among(kind.lc.gone, b.status)) throw new DomainError(wasLapsed(kind.lc, b) ? 'payment.hold_expired' : 'payment.cancelled');
  // Not a hold (a table the owner confirms, SPEC §4): no deposit is asked.
  if (b.status !== HOLD_STATUS) throw new DomainError('payment.not_required');
  if (!isLive(b, now)) throw new DomainError('payment.hold_expired');
  if (!(Number(depositEur) > 0)) throw new DomainError('payment.not_required');
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
    throw new DomainError('payment.session_failed');
  }
}

const providerOf = (payments: PaymentsPort) => (payments.name === 'payment-link' ? 'payment_link' : payments.name);

/**
 * Opens the payment window for a booking's deposit and returns its URL. The hold is extended
 * (under the venue lock) to cover the window plus a grace for the webhook, so a guest paying in
 * time always finds the table or room still held. An open window is reused rather than opening another.
 */
export async function startDeposit(deps: PaymentDeps, input: DepositAccessInput, now = new Date()): Promise<{ url: string }> {
  const access = depositAccessInput.parse(input);
  return access.type === 'stay' ? startFor(STAY, deps, access, now) : startFor(DINING, deps, access, now);
}

async function startFor<Row extends HeldRow>(
  kind: HeldKind<Row>,
  deps: PaymentDeps,
  access: { id: string; token: string },
  now: Date,
): Promise<{ url: string }> {
  const started = Date.now();
  const b = await kind.find(deps.db, access.id);
  if (!b || !opensGuestLink(kind.link, b, access.token)) throw kind.denied();
  assertPayable(kind, b, b.deposit_eur, now);

  const open = await findOpenCheckout(deps.db, kind.owner, b.id, providerOf(deps.payments), at(now, REUSE_MINUTES));
  if (open?.url) return { url: open.url };

  // The token the guest came with (it opened the row): the checkout returns them to the same link.
  const token = access.token;
  const restaurant = { id: b.restaurant_id, name: b.v_name, stripeAccountId: b.stripe_account_id, paymentLinkUrl: b.stripe_payment_link_url };
  const amountEur = Number(b.deposit_eur);
  const checkoutExpiry = windowEnd(now, b.expires_at);
  const checkout = await openWindow(deps, {
    reservationId: b.id,
    ...(kind.portKind ? { kind: kind.portKind } : {}),
    viewToken: token,
    amountEur,
    currency: 'eur',
    restaurant,
    customerEmail: b.guest_email,
    locale: isLocale(b.locale) ? b.locale : 'en', // the language the guest booked in
    successUrl: confirmationUrl(deps.appUrl, b.id, token, kind.type),
    cancelUrl: depositUrl(deps.appUrl, b.id, token, kind.type),
    expiresAt: checkoutExpiry,
  });

  // The window exists; now make the hold cover it, unless the hold lapsed meanwhile (then the
  // window is never shown and expires unused), and never past the booking's or its trip's cap.
  const madeAt = Math.min(new Date(b.created_at).getTime(), (await tripMadeAt(deps.db, kind.owner, b.id))?.getTime() ?? Infinity);
  const newHold = new Date(Math.min(at(checkoutExpiry, WEBHOOK_GRACE_MINUTES).getTime(), madeAt + MAX_HOLD_MINUTES * MINUTE));
  await deps.db.transaction().execute(async (trx) => {
    await lockVenue(trx, b.restaurant_id);
    const locked = await kind.lock(trx, b.id);
    // Judged at the time it is now, after the provider call: a hold that lapsed meanwhile may
    // already have lost its table or room to another booking.
    assertPayable(kind, locked, b.deposit_eur, new Date(now.getTime() + Date.now() - started));
    if (locked.expires_at && locked.expires_at < newHold) await extendHold(trx, kind.table, b.id, newHold, now);
    await insertCheckout(trx, {
      owner: kind.owner,
      ownerId: b.id,
      provider: checkout.provider,
      sessionId: checkout.sessionId,
      url: checkout.url,
      amountCents: toCents(amountEur),
      expiresAt: checkoutExpiry,
      stripeAccountId: restaurant.stripeAccountId,
    });
    await writeAudit(trx, kind.auditEntity, b.id, 'deposit_checkout_opened', {
      provider: checkout.provider,
      session_id: checkout.sessionId,
      expires_at: checkoutExpiry.toISOString(),
    });
  });
  return { url: checkout.url };
}
