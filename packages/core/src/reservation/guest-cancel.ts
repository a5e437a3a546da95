import type { Transaction } from 'kysely';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';
import { isOwnBooking } from '../account/guard';
import { DomainError } from '../errors';
import { notLapsedHold } from '../hold/sql';
import { type BookingDeps } from './booking';
import { followUpCancel } from './cancelled';
import { rowByToken } from './guest-view';
import { writeAudit } from '../kernel/audit';
import { lockVenue } from './capacity-repository';
import { findReservation, type ReservationRow } from './repository';
import { reservationIdInput } from './schema';
import { TABLES } from '../hold/lifecycle';

/**
 * Cancels under the venue lock when the status permits (SPEC §4), audited with the guest or the
 * link as actor, then tells the guest and offers the freed table (`followUpCancel`).
 */
async function cancel(deps: BookingDeps, row: ReservationRow, now: Date, actor: 'guest' | 'link'): Promise<{ id: string; status: 'cancelled' }> {
  await inTransaction(deps.db, async (trx, afterCommit) => {
    if (!(await cancelTableIn(trx, afterCommit, deps, row, now, actor))) throw new DomainError('reservation.cancel_not_allowed');
  });
  return { id: row.id, status: 'cancelled' };
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
  actor: 'guest' | 'link',
): Promise<boolean> {
  const venue = await lockVenue(trx, row.restaurant_id);
  if (!venue) return false;
  const updated = await trx
    .updateTable('reservations')
    .set({ status: 'cancelled', cancel_reason: 'guest', updated_at: now })
    .where('id', '=', row.id)
    .where('guest_email', '=', row.guest_email)
    .where('status', 'in', TABLES.guest.cancel)
    // A lapsed hold is already expired, whatever the job has written yet.
    .where(notLapsedHold(now))
    .returning(['id', 'status'])
    .executeTakeFirst();
  if (!updated) return false;
  await writeAudit(trx, 'reservation', row.id, 'cancelled', { by: actor, previous_status: row.status });
  await followUpCancel(trx, afterCommit, deps, venue, row, now, 'cancellation');
  return true;
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
