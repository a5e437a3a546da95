import type { StayBookingStatus } from '../db/types';
import { effectiveStatus } from '../hold/rule';
import { guestActions, type GuestActions, type GuestRules } from '../hold/guest-actions';
import { dateIn } from '../time/zone';

/** A stay's guest transitions (SPEC §4, ADR 017), read by the flags and by the server's cancel and pay checks. */
export const STAY_GUEST_RULES: GuestRules<StayBookingStatus> = {
  // As for tables: before the stay begins.
  cancel: ['awaiting_deposit', 'confirmed'],
  // A stay that began or ended was paid.
  paid: ['confirmed', 'checked_in', 'checked_out'],
  review: ['confirmed', 'checked_in', 'checked_out'],
  calendar: ['awaiting_deposit', 'confirmed', 'checked_in'],
  lapsedAs: 'cancelled',
};

type StayFacts = { status: StayBookingStatus; expires_at: Date | string | null; check_out: string; timezone: string };

/** The stay is over: checked out, or its check-out day reached (property zone) while confirmed or checked in. */
export function stayIsOver(b: StayFacts, now: Date): boolean {
  const status = effectiveStatus(b.status, b.expires_at, now, STAY_GUEST_RULES.lapsedAs);
  if (status === 'checked_out') return true;
  return STAY_GUEST_RULES.review.includes(status) && dateIn(b.timezone, now) >= b.check_out;
}

/** What the guest may do with a stay booking at `now` (ADR 107); `timezone` is the property's. */
export function stayActions(b: StayFacts & { reviewed: boolean }, now: Date): GuestActions {
  return guestActions(STAY_GUEST_RULES, b, stayIsOver(b, now), now);
}
