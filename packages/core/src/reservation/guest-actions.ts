import type { ReservationStatus } from '../db/types';
import { guestActions, type GuestActions } from '../hold/guest-actions';
import { TABLES } from '../hold/lifecycle';
import { dateIn, isPast } from '../time/zone';

const REVIEWABLE: readonly ReservationStatus[] = TABLES.guest.review;

/**
 * After the visit: seated or confirmed, and its start has passed in the venue's zone (ADR 070).
 * Being seated alone is not enough: the owner's Seated must not open a review before the meal.
 */
export function visitIsOver(r: { status: ReservationStatus; date: string; time: string; timezone: string }, now: Date): boolean {
  return REVIEWABLE.includes(r.status) && isPast(r.timezone, r.date, r.time, now);
}

/** What the guest may do with a table reservation at `now` (ADR 107); `timezone` is the venue's. */
export function reservationActions(
  r: { status: ReservationStatus; expires_at: Date | string | null; date: string; time: string; timezone: string; reviewed: boolean },
  now: Date,
): GuestActions {
  return guestActions<ReservationStatus>(TABLES, r, isPast(r.timezone, r.date, r.time, now), { visitDay: r.date, today: dateIn(r.timezone, now) }, now);
}
