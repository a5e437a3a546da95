import type { StayBookingStatus } from '../db/types';
import { guestActions, type GuestActions } from '../hold/guest-actions';
import { among, ROOMS, statusAt } from '../hold/lifecycle';
import { dateIn } from '../time/zone';

const REVIEWABLE: readonly StayBookingStatus[] = ROOMS.guest.review;

type StayFacts = { status: StayBookingStatus; expires_at: Date | string | null; check_in: string; check_out: string; timezone: string };

/** The stay's day for the rooms lifecycle's day rules: its check-in day, and today, in the property's zone. */
const stayDay = (b: Pick<StayFacts, 'check_in' | 'timezone'>, now: Date) => ({ visitDay: b.check_in, today: dateIn(b.timezone, now) });

/** The stay is over: checked out, or its check-out day reached (property zone) while confirmed or checked in. */
export function stayIsOver(b: StayFacts, now: Date): boolean {
  const status = statusAt(ROOMS, b.status, b.expires_at, now);
  if (among(ROOMS.completed, status)) return true;
  return REVIEWABLE.includes(status) && dateIn(b.timezone, now) >= b.check_out;
}

/** What the guest may do with a stay booking at `now` (ADR 107); `timezone` is the property's. */
export function stayActions(b: StayFacts & { reviewed: boolean }, now: Date): GuestActions {
  // ADR 123: a guest cancels a stay only before its check-in day (the lifecycle's `cancelBeforeDay`).
  return guestActions<StayBookingStatus>(ROOMS, b, stayIsOver(b, now), stayDay(b, now), now);
}
