import { roomTypeName } from '../i18n/labels';
import type { Database } from '../db/connection';
import type { Transaction } from 'kysely';
import type { DB, StayBookingStatus } from '../db/types';
import { DomainError } from '../errors';
import { inTransaction } from '../db/transaction';
import { moveUnderLock, ownerMove, tellsGuest, type MoveKind, type Mover } from '../hold/apply-move';
import { queueEmail } from '../notification/email';
import { stayBookingCancelledEmail } from '../notification/stay-emails';
import { opensGuestLink } from '../account/guest-link';
import { isUuid } from '../text/uuid';
import { totalPrice } from './availability';
import { actionTo, ROOMS } from '../hold/lifecycle';
import { findStayBooking, hasStayReview, lockProperty, type StayBookingRow } from './repository';
import { nightsBetween, stayAccessInput, type StayAccessInput, type StayBookingView } from './schema';
import { bookingNotFound, refuse, staySlot, type StayDeps } from './shared';

export async function rowByToken(db: Database, raw: StayAccessInput): Promise<StayBookingRow> {
  const parsed = stayAccessInput.safeParse(raw);
  if (!parsed.success || !isUuid(parsed.data.id) || parsed.data.token.length === 0) throw bookingNotFound();
  const row = await findStayBooking(db, parsed.data.id.toLowerCase());
  if (!row || !opensGuestLink('stay', row, parsed.data.token)) throw bookingNotFound();
  return row;
}

function toView(r: StayBookingRow, reviewed: boolean, now: Date): StayBookingView {
  const slot = staySlot(r, reviewed, now);
  const price = Number(r.price_per_night_eur);
  return {
    ...slot,
    guest_name: r.guest_name,
    guest_email: r.guest_email,
    guest_phone: r.guest_phone,
    notes: r.notes,
    price_per_night_eur: price,
    total_eur: totalPrice(price, slot.nights),
    room_type: { id: r.room_type_id, name: r.rt_name, name_sl: r.rt_name_sl },
    property: {
      id: r.restaurant_id,
      name: r.v_name,
      address: r.v_address,
      city: r.v_city,
      timezone: r.v_timezone,
      latitude: r.v_latitude,
      longitude: r.v_longitude,
    },
  };
}

/** A stay booking by its link: id plus the unguessable view token. */
export async function getStayBookingByToken(db: Database, raw: StayAccessInput, now: Date = new Date()): Promise<StayBookingView> {
  const row = await rowByToken(db, raw);
  return toView(row, Boolean(await hasStayReview(db, row.id)), now);
}

export async function cancelRow(deps: StayDeps, row: StayBookingRow, now: Date, by: Mover) {
  return inTransaction(deps.db, async (trx, afterCommit) => (await moveUnderLock(trx, afterCommit, roomMoves(deps), row, 'cancel', by, now)) !== null);
}

/**
 * Rooms' part of every move (hold/apply-move.ts): the owner hears "Failed to update booking" (with
 * `before_check_in` for a Check in before the day); a guest's cancel from the check-in day on is
 * refused (ADR 123), one the status no longer allows is the caller's to answer; a cancel emails the
 * guest, and tells the owner when the guest cancelled (ADR 119).
 */
export const roomMoves = (deps: StayDeps): MoveKind<StayBookingRow> => ({
  kind: 'room',
  lc: ROOMS,
  // A stay's moves give room nights back or take them: under the property lock (ADR 016).
  lock: async (trx, row) => {
    await lockProperty(trx, row.restaurant_id);
    return row;
  },
  facts: (row) => ({
    id: row.id,
    status: row.status,
    expiresAt: row.expires_at,
    visitDay: row.check_in,
    zone: row.v_timezone,
    guestEmail: row.guest_email,
    venueId: row.restaurant_id,
  }),
  refused: (by, why, d) => {
    if (by.actor === 'owner') return refuse({ from: d.from, to: d.to, ...(why === 'day' ? { reason: 'before_check_in' } : {}) });
    return why === 'day' ? new DomainError('stay.cancel_after_check_in') : null;
  },
  afterCancel: async (trx, afterCommit, row, by) => {
    const mail = stayBookingCancelledEmail(row.locale, {
      guestName: row.guest_name,
      property: row.v_name,
      roomType: roomTypeName(row.locale, { name: row.rt_name, name_sl: row.rt_name_sl }),
      checkIn: row.check_in,
      checkOut: row.check_out,
      nights: nightsBetween(row.check_in, row.check_out),
      guests: row.guests,
      url: `${deps.appUrl}/stays/${row.restaurant_id}`,
    });
    if (tellsGuest(by)) await queueEmail(trx, afterCommit, deps.email, { to: row.guest_email, kind: 'stay_booking_cancelled', ...mail });
    // The owner hears of a guest's cancel, not of their own (ADR 119).
    if (by.actor !== 'owner') {
      const booking = { type: 'stay' as const, id: row.id, checkIn: row.check_in, checkOut: row.check_out };
      deps.push?.notify(afterCommit, { venueId: row.restaurant_id, kind: 'cancellation', booking, guestName: row.guest_name });
    }
  },
});

/** A guest cancels with the booking's link, from awaiting_deposit (live) or confirmed. */
export async function cancelStayByToken(deps: StayDeps, raw: StayAccessInput, now: Date = new Date()): Promise<{ id: string; status: StayBookingStatus }> {
  const row = await rowByToken(deps.db, raw);
  const ok = await cancelRow(deps, row, now, { actor: 'guest' });
  if (!ok) throw new DomainError('stay.cancel_not_allowed');
  return { id: row.id, status: ROOMS.owner.cancel.to };
}

/**
 * SPEC §4 owner actions, as the rooms lifecycle has them (hold/lifecycle.ts, ADR 113):
 * awaiting_deposit → confirmed (only while the hold is live), confirmed → checked_in (from the
 * check-in day, property zone), checked_in → checked_out; cancel from awaiting_deposit or confirmed.
 * `venueId` is a venue the owner scope (owner/scope.ts, the one ownership check) opened for writing:
 * a booking of any other venue is not found. Each move runs under the property lock and is audited
 * with the owner as actor.
 */
export async function transitionStayBooking(
  deps: StayDeps,
  venueId: string,
  move: { id: string; to: string },
  ownerUserId: string,
  now: Date = new Date(),
): Promise<{ id: string; status: StayBookingStatus }> {
  const action = actionTo(ROOMS, move.to);
  if (!action || !isUuid(move.id)) throw refuse();
  const target = {
    id: move.id,
    notFound: bookingNotFound,
    owned: async (trx: Transaction<DB>, id: string) => {
      await lockProperty(trx, venueId);
      const row = await findStayBooking(trx, id);
      return row?.restaurant_id === venueId ? row : null;
    },
  };
  const { to } = await ownerMove(deps.db, roomMoves(deps), target, action, { actor: 'owner', userId: ownerUserId }, now);
  return { id: move.id, status: to as StayBookingStatus };
}
