import * as z from 'zod';
import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import { DomainError, type ErrorCode } from '../../errors';
import { writeAudit } from '../../hold/audit';
import { isUuid } from '../../text/uuid';
import type { BookingDeps } from '../../reservation/booking';
import { venueId } from '../../restaurant/schema';
import type { StayDeps } from '../../stay/shared';
import { staysTransition } from '../stays/overview';
import { OWNER_ACTIONS } from '../stays/schema';
import { TABLES, WAITLIST } from '../../hold/lifecycle';
import { changeReservation, promoteWaitlistEntry } from '../dining/reservations';
import { requireVenue } from '../scope';
import { bookingStatus, claimKey, findKey, releaseKey, settleKey } from './repository';

// A status action the owner took offline, sent when the device is back online (ADR 116). Each
// carries the key the device gave it when it was tapped: a key already applied is answered without
// doing anything again (the answer to the first send was lost), and an action the booking no longer
// allows is answered plainly — the same status already (another device did it: the devices
// converge) or a conflict with the status it has now (the guest cancelled meanwhile) — never applied.
// A Promote taken offline (ADR 119) names the waitlist entry; one another device (or the guest's
// claim) converted first is a conflict, not a convergence: the owner sees who acted before them.

export const replayInput = z.object({
  venueId,
  /** The reservation, or for `promote` the waitlist entry. */
  reservationId: z.string({ error: 'Reservation not found or access denied' }).max(100),
  action: z.enum(['confirm', 'seat', 'cancel', 'promote'], 'Please check your inputs'),
  key: z.uuid('Please check your inputs'),
});

export const stayReplayInput = z.object({
  venueId,
  id: z.string({ error: 'Booking not found or access denied' }).max(100),
  to: z.enum(OWNER_ACTIONS, 'Failed to update booking'),
  key: z.uuid('Please check your inputs'),
});

export interface ReplayAnswer {
  outcome: 'done' | 'already' | 'conflict';
  status: string;
  guestName: string;
}

type User = Pick<SessionUser, 'id' | 'role'>;

/** One offline move of either kind: where its booking lives, what it moves to, and how it is applied. */
interface Move {
  venueId: string;
  key: string;
  table: 'reservations' | 'stay_bookings' | 'waitlist_entries';
  id: string;
  /** The status the move leads to, and the action recorded for its key. */
  target: string;
  action: string;
  notFound: ErrorCode;
  /** The owner path's refusals that mean "the booking has moved on", answered rather than thrown. */
  refused: ReadonlySet<ErrorCode>;
  meta: Record<string, unknown>;
  apply: () => Promise<unknown>;
  /** Whether a refusal that finds the target status already there is the devices converging (else a conflict). */
  converges: boolean;
}

/** How long a send waits for another send of the same key to finish before answering. */
const WAIT_FOR_FIRST_MS = 5_000;

async function replay(db: Database, user: User, m: Move): Promise<ReplayAnswer> {
  await requireVenue(db, user, m.venueId, 'write');
  if (!isUuid(m.id)) throw new DomainError(m.notFound);
  const id = m.id.toLowerCase();
  const current = async () => {
    const row = await bookingStatus(db, m.table, m.venueId, id);
    if (!row) throw new DomainError(m.notFound);
    return { status: row.status as string, guestName: row.guest_name };
  };
  // The key is claimed before anything runs, so sends of one key at once apply it once; it stays
  // bound to this action on this booking (a key is never spent on another).
  if (!(await claimKey(db, { key: m.key, userId: user.id, venueId: m.venueId, action: m.action, targetId: id }))) {
    const first = await firstSendOf(db, m.key);
    if (!first || first.restaurant_id !== m.venueId || first.action !== m.action || first.target_id !== id) throw new DomainError('owner.replay_key_reused');
    return { outcome: first.outcome === 'conflict' ? 'conflict' : 'already', ...(await current()) };
  }
  try {
    await m.apply();
    await writeAudit(db, 'owner_replay', m.key, m.action, { ...m.meta, restaurant_id: m.venueId }, user.id);
    await settleKey(db, m.key, 'done');
    return { outcome: 'done', ...(await current()) };
  } catch (err) {
    if (!(err instanceof DomainError) || !m.refused.has(err.code as ErrorCode)) {
      await releaseKey(db, m.key);
      throw err;
    }
    const after = await current();
    const outcome = m.converges && after.status === m.target ? 'already' : 'conflict';
    await settleKey(db, m.key, outcome === 'conflict' ? 'conflict' : 'done');
    return { outcome, ...after };
  }
}

/** The key's first send, once it has answered (waiting a little while it still runs). */
async function firstSendOf(db: Database, key: string) {
  const until = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = await findKey(db, key);
    if (!row || row.outcome !== null || Date.now() > until) return row;
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

/** A table's Confirm, Seated or cancel taken offline, or a waitlist entry's Promote. */
export async function replayReservationAction(deps: BookingDeps, user: User, raw: z.input<typeof replayInput>, now: Date = new Date()): Promise<ReplayAnswer> {
  const input = replayInput.parse(raw);
  const common = { venueId: input.venueId, key: input.key, id: input.reservationId, action: input.action };
  if (input.action === 'promote') {
    return replay(deps.db, user, {
      ...common,
      table: 'waitlist_entries',
      target: WAITLIST.owner.promote.to,
      notFound: 'waitlist.not_found',
      refused: new Set(['waitlist.promote_not_allowed', 'reservation.slot_full']),
      meta: { waitlist_id: input.reservationId },
      apply: () => promoteWaitlistEntry(deps, user, { venueId: input.venueId, waitlistId: input.reservationId }, now),
      converges: false,
    });
  }
  const action = input.action;
  return replay(deps.db, user, {
    ...common,
    table: 'reservations',
    target: TABLES.owner[action].to,
    notFound: 'reservation.not_found',
    refused: new Set(['reservation.transition_not_allowed', 'reservation.seat_not_today']),
    meta: { reservation_id: input.reservationId },
    apply: () => changeReservation(deps, user, action, { venueId: input.venueId, reservationId: input.reservationId }, now),
    converges: true,
  });
}

/** A stay's Confirm, Check in, Check out or cancel taken offline: the same rules as a table's. */
export async function replayStayAction(deps: StayDeps, user: User, raw: z.input<typeof stayReplayInput>, now: Date = new Date()): Promise<ReplayAnswer> {
  const input = stayReplayInput.parse(raw);
  return replay(deps.db, user, {
    venueId: input.venueId,
    key: input.key,
    table: 'stay_bookings',
    id: input.id,
    target: input.to,
    action: input.to,
    notFound: 'stay.booking_not_found',
    refused: new Set(['stay.update_failed', 'stay.cancel_not_allowed']),
    meta: { stay_booking_id: input.id },
    apply: () => staysTransition(deps, user, { venueId: input.venueId, id: input.id, to: input.to }, now),
    converges: true,
  });
}
