import type { StayBookingStatus } from '../db/types';
import { guestActions, type GuestActions } from '../hold/guest-actions';
import { ROOMS, statusAt } from '../hold/lifecycle';
import { dateIn } from '../time/zone';

const REVIEWABLE: readonly StayBookingStatus[] = ROOMS.guest.review;

type StayFacts = { status: StayBookingStatus; expires_at: Date | string | null; check_out: string; timezone: string };

/** The stay is over: checked out, or its check-out day reached (property zone) while confirmed or checked in. */
export function stayIsOver(b: StayFacts, now: Date): boolean {
  const status = statusAt(ROOMS, b.status, b.expires_at, now);
  if (status === 'checked_out') return true;
  return REVIEWABLE.includes(status) && dateIn(b.timezone, now) >= b.check_out;
}

/** What the guest may do with a stay booking at `now` (ADR 107); `timezone` is the property's. */
export function stayActions(b: StayFacts & { reviewed: boolean }, now: Date): GuestActions {
  return guestActions<StayBookingStatus>(ROOMS, b, stayIsOver(b, now), now);
}
