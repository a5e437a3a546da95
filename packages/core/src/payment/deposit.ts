import type { Transaction } from 'kysely';
import * as z from 'zod';
import type { EventOutcome, StripeEvent } from '../stripe-events/event';
import type { DB } from '../db/types';
import { isLocale, type Locale } from '../i18n';
import type { AfterCommit } from '../db/transaction';
import { among, wasLapsed } from '../hold/lifecycle';
import { isLapsed, isLive } from '../hold/rule';
import { writeAudit } from '../hold/audit';
import { queueEmail } from '../notification/email';
import type { RefundReason } from '../notification/payment-emails';
import { linkTokenSlot } from '../account/guest-link';
import { tripDepositPaid } from '../trip/paid-mail';
import { DINING, STAY, type HeldKind, type HeldRow } from './held-booking';
import { confirmHold, lockVenue, recordSessionPaid } from './repository';
import { confirmationUrl, paidCheckoutSession, REFUND_AUDIT, refundPaidDeposit, takePaidSession, type PaymentDeps, type TakenPayment } from './service';

/** A deposit checkout's session: the metadata the window was opened with names the kind and the booking (port.ts depositMetadata). */
const depositSession = paidCheckoutSession.extend({ metadata: z.record(z.string(), z.string()) });
type DepositSession = z.infer<typeof depositSession>;

const localeOf = (b: { locale: string | null }): Locale => (isLocale(b.locale) ? b.locale : 'en');

/**
 * A paid deposit checkout — a table's or a room's — applied inside the webhook's transaction (its
 * event id is stored in the same transaction, so a replayed event never reaches here).
 */
export async function applyDepositPayment(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  event: StripeEvent,
  now = new Date(),
): Promise<EventOutcome> {
  const parsed = depositSession.safeParse(event.data.object);
  if (!parsed.success) return { applied: false }; // not a deposit checkout (a subscription's, say)
  const session = parsed.data;
  const kind = session.metadata.kind;
  if (kind === STAY.metadataKind) return applyPaid(STAY, deps, trx, afterCommit, event, session, now);
  if (kind === DINING.metadataKind) return applyPaid(DINING, deps, trx, afterCommit, event, session, now);
  return { applied: false };
}

/**
 * Under the venue lock, then the booking row's: a live hold becomes confirmed once. Money that
 * cannot be applied — the hold was released, the booking was already paid, the amount is wrong —
 * is recorded and refunded after commit, and never confirms a table or room the venue may no
 * longer have. Where the kind allows it (stays, ADR 018), money for a hold the expiry released is
 * first used to take the booking again. Nothing here answers the webhook with an error.
 */
async function applyPaid<Row extends HeldRow>(
  kind: HeldKind<Row>,
  deps: PaymentDeps,
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  event: StripeEvent,
  session: DepositSession,
  now: Date,
): Promise<EventOutcome> {
  const id = z.uuid().safeParse(session.metadata[kind.owner]);
  if (!id.success) return { applied: false };
  if (session.payment_status !== 'paid') return { applied: false }; // a delayed method: wait for its success event

  const first = await kind.find(trx, id.data);
  if (!first) {
    console.warn(`[payment] deposit for an unknown ${kind.noun}=${id.data} event=${event.id}`);
    return { applied: false };
  }
  await lockVenue(trx, first.restaurant_id);
  const b: Row = { ...first, ...(await kind.lock(trx, first.id)) };
  const audit = (action: string, meta: Record<string, unknown>) => writeAudit(trx, kind.auditEntity, b.id, action, meta);

  const paid = await takePaidSession(event, session, b, now, audit, (p) => recordSessionPaid(trx, kind.owner, b.id, p));
  if (!paid) return { applied: false }; // money on another account, or this payment was already applied
  const { meta } = paid;

  let reason: RefundReason | null = null;
  let afterRelease = false;
  if (paid.mismatch) reason = 'mismatch';
  else if (isLive(b, now)) await confirmHold(trx, kind, b.id, now);
  else if (among(kind.lc.guest.paid, b.status)) reason = 'duplicate';
  else if (kind.reclaim && (isLapsed(b, now) || wasLapsed(kind.lc, b))) {
    // Released by expiry: the guest still wants the booking, so sell it to them if it is still free.
    const outcome = await kind.reclaim(trx, b, now);
    if (outcome === 'confirmed') afterRelease = true;
    else {
      reason = 'released';
      if (outcome === 'room_taken') await audit('deposit_room_taken', meta);
      if (outcome === 'reserve') await audit('deposit_reserve_breached', meta);
    }
  } else reason = 'released'; // expired, or cancelled on purpose while the hold was live

  const bookingUrl = confirmationUrl(deps.appUrl, b.id, linkTokenSlot(kind.link, b.id), kind.type);
  if (reason === null) {
    await audit('deposit_paid', afterRelease ? { ...meta, after_release: true, previous_status: b.status } : meta);
    // A trip's booking is confirmed to its guest in the trip's one email (trip/paid-mail.ts).
    const inTrip = await tripDepositPaid(trx, afterCommit, deps, kind.type === 'stay' ? 'stay' : 'table', b.id, now);
    if (!inTrip) await queueEmail(trx, afterCommit, deps.email, { to: b.guest_email, ...kind.confirmedMail(localeOf(b), b, paid.amountEur, bookingUrl) });
    deps.push?.notify(afterCommit, { venueId: b.restaurant_id, kind: 'deposit_paid', booking: kind.pushBooking(b), guestName: b.guest_name });
    return {};
  }

  await audit(REFUND_AUDIT[reason], { ...meta, status: b.status });
  afterCommit(`refund deposit ${kind.noun}=${b.id}`, () => refundDeposit(kind, deps, b, reason, paid.refund, bookingUrl));
  return {};
}

/** Sends the money back through the port and tells the guest; a failure is recorded for the team. */
function refundDeposit<Row extends HeldRow>(
  kind: HeldKind<Row>,
  deps: PaymentDeps,
  b: Row,
  reason: RefundReason,
  p: TakenPayment['refund'],
  bookingUrl: string,
): Promise<void> {
  return refundPaidDeposit(deps, { reservationId: b.id, ...(kind.portKind ? { kind: kind.portKind } : {}), ...p }, reason, {
    failureLog: `refund failed ${kind.noun}=${b.id}`,
    audit: (db, action, meta) => writeAudit(db, kind.auditEntity, b.id, action, meta),
    guestEmail: b.guest_email,
    mail: () => kind.refundedMail(localeOf(b), reason, b, p.amountEur, { appUrl: deps.appUrl, bookingUrl }),
  });
}
