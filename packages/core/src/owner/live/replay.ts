import * as z from 'zod';
import type { SessionUser } from '../../account/schema';
import { DomainError } from '../../errors';
import { writeAudit } from '../../kernel/audit';
import type { BookingDeps } from '../../reservation/booking';
import type { StayDeps } from '../../stay/shared';
import { staysTransition } from '../stays/overview';
import { changeReservation } from '../dining/reservations';
import { requireVenue } from '../scope';

// A status action the owner took offline, sent when the device is back online (ADR 116). Each
// carries the key the device gave it when it was tapped: a key already applied is answered without
// doing anything again (the answer to the first send was lost), and an action the booking no longer
// allows is answered plainly — the same status already (another device did it: the devices
// converge) or a conflict with the status it has now (the guest cancelled meanwhile) — never applied.

const TARGET = { confirm: 'confirmed', seat: 'seated', cancel: 'cancelled' } as const;
const REFUSED = new Set(['reservation.transition_not_allowed', 'reservation.seat_not_today']);

export const replayInput = z.object({
  venueId: z.string({ error: 'Restaurant not found' }).max(100, 'Restaurant not found'),
  reservationId: z.string({ error: 'Reservation not found or access denied' }).max(100),
  action: z.enum(['confirm', 'seat', 'cancel'], 'Please check your inputs'),
  key: z.uuid('Please check your inputs'),
});

export interface ReplayAnswer {
  outcome: 'done' | 'already' | 'conflict';
  status: string;
  guestName: string;
}

type User = Pick<SessionUser, 'id' | 'role'>;

export async function replayReservationAction(deps: BookingDeps, user: User, raw: z.input<typeof replayInput>, now: Date = new Date()): Promise<ReplayAnswer> {
  const input = replayInput.parse(raw);
  await requireVenue(deps.db, user, input.venueId, 'write');
  const current = async () => {
    const row = await deps.db
      .selectFrom('reservations')
      .select(['status', 'guest_name'])
      .where('id', '=', input.reservationId)
      .where('restaurant_id', '=', input.venueId)
      .executeTakeFirst();
    if (!row) throw new DomainError('reservation.not_found');
    return { status: row.status as string, guestName: row.guest_name };
  };
  const applied = await deps.db
    .selectFrom('audit_logs')
    .select('id')
    .where('entity', '=', 'owner_replay')
    .where('entity_id', '=', input.key)
    .executeTakeFirst();
  if (applied) return { outcome: 'already', ...(await current()) };
  try {
    const r = await changeReservation(deps, user, input.action, { venueId: input.venueId, reservationId: input.reservationId }, now);
    await writeAudit(deps.db, 'owner_replay', input.key, input.action, { reservation_id: input.reservationId, restaurant_id: input.venueId }, user.id);
    return { outcome: 'done', status: r.status, guestName: r.guestName };
  } catch (err) {
    if (!(err instanceof DomainError) || !REFUSED.has(err.code)) throw err;
    const now2 = await current();
    return { outcome: now2.status === TARGET[input.action] ? 'already' : 'conflict', ...now2 };
  }
}

const STAY_REFUSED = new Set(['stay.update_failed', 'stay.cancel_not_allowed']);

export const stayReplayInput = z.object({
  venueId: z.string({ error: 'Restaurant not found' }).max(100, 'Restaurant not found'),
  id: z.string({ error: 'Booking not found or access denied' }).max(100),
  to: z.enum(['confirmed', 'checked_in', 'checked_out', 'cancelled'], 'Failed to update booking'),
  key: z.uuid('Please check your inputs'),
});

/** A stay's Confirm, Check in, Check out or cancel taken offline: the same rules as a table's. */
export async function replayStayAction(deps: StayDeps, user: User, raw: z.input<typeof stayReplayInput>, now: Date = new Date()): Promise<ReplayAnswer> {
  const input = stayReplayInput.parse(raw);
  await requireVenue(deps.db, user, input.venueId, 'write');
  const current = async () => {
    const row = await deps.db
      .selectFrom('stay_bookings')
      .select(['status', 'guest_name'])
      .where('id', '=', input.id)
      .where('restaurant_id', '=', input.venueId)
      .executeTakeFirst();
    if (!row) throw new DomainError('stay.booking_not_found');
    return { status: row.status as string, guestName: row.guest_name };
  };
  const applied = await deps.db
    .selectFrom('audit_logs')
    .select('id')
    .where('entity', '=', 'owner_replay')
    .where('entity_id', '=', input.key)
    .executeTakeFirst();
  if (applied) return { outcome: 'already', ...(await current()) };
  try {
    await staysTransition(deps, user, { venueId: input.venueId, id: input.id, to: input.to }, now);
    await writeAudit(deps.db, 'owner_replay', input.key, input.to, { stay_booking_id: input.id, restaurant_id: input.venueId }, user.id);
    return { outcome: 'done', ...(await current()) };
  } catch (err) {
    if (!(err instanceof DomainError) || !STAY_REFUSED.has(err.code)) throw err;
    const after = await current();
    return { outcome: after.status === input.to ? 'already' : 'conflict', ...after };
  }
}
