import type { ReservationStatus } from '../db/types';
import { guestActions, type GuestActions, type GuestRules } from '../hold/guest-actions';
import { isPast } from '../time/zone';
import { GUEST_CANCELLABLE } from './schema';

/** A table's guest transitions (SPEC §4), read by the flags and by the server's cancel and pay checks. */
export const RESERVATION_GUEST_RULES: GuestRules<ReservationStatus> = {
  cancel: GUEST_CANCELLABLE,
  paid: ['confirmed', 'seated'],
  review: ['confirmed', 'seated'],
  calendar: ['pending', 'awaiting_deposit', 'confirmed'],
  lapsedAs: 'expired',
};

/**
 * After the visit: seated or confirmed, and its start has passed in the venue's zone (ADR 070).
 * Being seated alone is not enough: the owner's Seated must not open a review before the meal.
 */
export function visitIsOver(r: { status: ReservationStatus; date: string; time: string; timezone: string }, now: Date): boolean {
  return RESERVATION_GUEST_RULES.review.includes(r.status) && isPast(r.timezone, r.date, r.time, now);
}

/** What the guest may do with a table reservation at `now` (ADR 107); `timezone` is the venue's. */
export function reservationActions(
  r: { status: ReservationStatus; expires_at: Date | string | null; date: string; time: string; timezone: string; reviewed: boolean },
  now: Date,
): GuestActions {
  return guestActions(RESERVATION_GUEST_RULES, r, isPast(r.timezone, r.date, r.time, now), now);
}
