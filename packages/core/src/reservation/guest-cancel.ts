import type { Transaction } from 'kysely';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';
import { isOwnBooking } from '../account/guard';
import { DomainError } from '../errors';
import { applyMove, type Mover } from '../hold/apply-move';
import { tableMoves } from './moves';
import { type BookingDeps } from './booking';
import { rowByToken } from './guest-view';
import { lockVenue } from './capacity-repository';
import { findReservation, type ReservationRow } from './repository';
import { reservationIdInput } from './schema';
import { TABLES } from '../hold/lifecycle';

/**
 * Cancels under the venue lock when the status permits (SPEC §4), audited with the guest or the
 * link as actor, then tells the guest and offers the freed table (`followUpCancel`).
 */
async function cancel(deps: BookingDeps, row: ReservationRow, now: Date, actor: 'guest' | 'link') {
  await inTransaction(deps.db, async (trx, afterCommit) => {
    if (!(await cancelTableIn(trx, afterCommit, deps, row, now, { actor }))) throw new DomainError('reservation.cancel_not_allowed');
  });
  return { id: row.id, status: TABLES.owner.cancel.to };
}

/**
 * The guest's cancel of one table inside the caller's transaction (a trip cancels its stay and
 * tables in one, ADR 112). False when the status no longer permits it (nothing written); the email
 * and the waitlist offer follow the caller's commit.
 */
export async function cancelTableIn(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: BookingDeps,
  row: ReservationRow,
  now: Date,
  by: Mover & { actor: 'guest' | 'link' },
): Promise<boolean> {
  const venue = await lockVenue(trx, row.restaurant_id);
  if (!venue) return false;
  return (await applyMove(trx, afterCommit, tableMoves(deps), { row, venue }, 'cancel', by, now)) !== null;
}

/** SPEC cancel_own_reservation: only the guest whose email it carries, only from pending, awaiting_deposit, confirmed. */
export async function cancelOwnReservation(deps: BookingDeps, raw: { id: string }, email: string, now: Date = new Date()) {
  const parsed = reservationIdInput.safeParse(raw);
  const row = parsed.success ? await findReservation(deps.db, parsed.data.id) : undefined;
  if (!row || !isOwnBooking(row, email)) throw new DomainError('reservation.cancel_not_allowed');
  return cancel(deps, row, now, 'guest');
}

/** A visitor cancels with the reservation's link; the same status rules apply. */
export async function cancelByToken(deps: BookingDeps, raw: { id: string; token: string }, now: Date = new Date()) {
  return cancel(deps, await rowByToken(deps.db, raw), now, 'link');
}
