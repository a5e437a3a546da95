import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB, DepositCheckoutStatus } from '../db/types';
import type { Lifecycle } from '../hold/lifecycle';
import { lockVenueRow } from '../restaurant/venue-lock';

/** The venue lock every change of a reservation's status is made under (the booking core's too). */
export async function lockVenue(trx: Transaction<DB>, restaurantId: string): Promise<void> {
  await lockVenueRow(trx, restaurantId, ['id']);
}

/** Which booking a payment window belongs to: a reservation's column or a stay booking's. */
export type CheckoutOwner = 'reservation_id' | 'stay_booking_id';
type Provider = 'stripe' | 'payment_link' | 'local';

/** The newest payment window of a booking still open at `until` (so the guest has time to pay in it). */
export function findOpenCheckout(db: Db, owner: CheckoutOwner, ownerId: string, provider: Provider, until: Date) {
  return db
    .selectFrom('deposit_checkouts')
    .select(['id', 'url', 'session_id', 'expires_at'])
    .where(owner, '=', ownerId)
    .where('provider', '=', provider)
    .where('status', '=', 'open')
    .where('expires_at', '>', until)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findCheckoutBySession(db: Db, sessionId: string) {
  return db.selectFrom('deposit_checkouts').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** A payment window opened for a booking (a reservation's or a stay booking's, by `owner`). */
export async function insertCheckout(
  trx: Transaction<DB>,
  row: {
    owner: CheckoutOwner;
    ownerId: string;
    provider: Provider;
    sessionId: string | null;
    url: string;
    amountCents: number;
    expiresAt: Date;
    stripeAccountId: string | null;
  },
) {
  await trx
    .insertInto('deposit_checkouts')
    .values({
      reservation_id: row.owner === 'reservation_id' ? row.ownerId : null,
      stay_booking_id: row.owner === 'stay_booking_id' ? row.ownerId : null,
      provider: row.provider,
      session_id: row.sessionId,
      url: row.url,
      amount_cents: row.amountCents,
      expires_at: row.expiresAt,
      stripe_account_id: row.stripeAccountId,
    })
    .execute();
}

/** The tables that hold a booking with a deposit: a reservation's or a stay booking's. */
type HoldTable = 'reservations' | 'stay_bookings';

/** The hold now lasts `until` (the payment window plus its grace). */
export async function extendHold(trx: Transaction<DB>, table: HoldTable, id: string, until: Date, now: Date) {
  await trx.updateTable(table).set({ expires_at: until, updated_at: now }).where('id', '=', id).execute();
}

/** A live hold whose deposit is paid: its kind's confirm (hold/lifecycle.ts), no longer expiring. */
export async function confirmHold(trx: Transaction<DB>, kind: { table: HoldTable; lc: Lifecycle<string> }, id: string, now: Date) {
  const to = kind.lc.owner.confirm!.to;
  await trx
    .updateTable(kind.table as 'reservations')
    .set({ status: to as never, expires_at: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A paid session as recorded on its payment window. */
export type SessionPaid = {
  provider: 'stripe' | 'local';
  sessionId: string;
  amountCents: number;
  currency: string;
  eventId: string;
  paymentIntentId: string | null;
  stripeAccountId: string | null;
  now: Date;
};

/**
 * Records that a session was paid, for the booking it belongs to. Returns false when that session had
 * already been recorded as paid: the same payment reported again (another event for it, a double
 * submit) changes nothing (the upsert only updates an open window of the same owner).
 */
export async function recordSessionPaid(trx: Transaction<DB>, owner: CheckoutOwner, ownerId: string, p: SessionPaid): Promise<boolean> {
  const row = await trx
    .insertInto('deposit_checkouts')
    .values({
      ...(owner === 'reservation_id' ? { reservation_id: ownerId } : { stay_booking_id: ownerId }),
      provider: p.provider,
      session_id: p.sessionId,
      amount_cents: p.amountCents,
      currency: p.currency,
      status: 'paid',
      event_id: p.eventId,
      payment_intent_id: p.paymentIntentId,
      stripe_account_id: p.stripeAccountId,
    })
    .onConflict((oc) =>
      oc
        .column('session_id')
        .doUpdateSet((eb) => ({
          status: 'paid',
          amount_cents: eb.ref('excluded.amount_cents'),
          currency: eb.ref('excluded.currency'),
          event_id: eb.ref('excluded.event_id'),
          payment_intent_id: eb.ref('excluded.payment_intent_id'),
          stripe_account_id: eb.fn.coalesce('excluded.stripe_account_id', 'deposit_checkouts.stripe_account_id'),
          updated_at: p.now,
        }))
        .where('deposit_checkouts.status', '=', 'open')
        .whereRef(`deposit_checkouts.${owner}`, '=', `excluded.${owner}`),
    )
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function setCheckoutRefund(db: Db, sessionId: string, status: DepositCheckoutStatus, refundId: string | null, now: Date) {
  await db.updateTable('deposit_checkouts').set({ status, refund_id: refundId, updated_at: now }).where('session_id', '=', sessionId).execute();
}

/** When the trip a held booking belongs to was made (a table through `trip_reservations`, a stay as the trip's stay), or null. */
export async function tripMadeAt(db: Db, owner: CheckoutOwner, id: string): Promise<Date | null> {
  const row =
    owner === 'stay_booking_id'
      ? await db.selectFrom('trips').select('created_at').where('stay_booking_id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('trip_reservations as tr')
          .innerJoin('trips as t', 't.id', 'tr.trip_id')
          .select('t.created_at')
          .where('tr.reservation_id', '=', id)
          .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}
