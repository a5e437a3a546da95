import { inTransaction } from '../db/transaction';
import { isOwnBooking } from '../account/guard';
import { DomainError } from '../errors';
import { moveUnderLock } from '../hold/apply-move';
import { tableMoves } from './moves';
import { type BookingDeps } from './booking';
import { rowByToken } from './guest-view';
import { findReservation, type ReservationRow } from './repository';
import { reservationIdInput } from './schema';
import { TABLES } from '../hold/lifecycle';

/**
 * Cancels under the venue lock when the status permits (SPEC §4), audited with the guest or the
 * link as actor, then tells the guest and offers the freed table (`followUpCancel`).
 */
async function cancel(deps: BookingDeps, row: ReservationRow, now: Date, actor: 'guest' | 'link') {
  await inTransaction(deps.db, async (trx, afterCommit) => {
    if ((await moveUnderLock(trx, afterCommit, tableMoves(deps), row, 'cancel', { actor }, now)) === null)
      throw new DomainError('reservation.cancel_not_allowed');
  });
  return { id: row.id, status: TABLES.owner.cancel.to };
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
