/**
 * What a guest may do with a booking, as flags the API returns with it (ADR 107). The web shows a
 * Cancel, Pay or Review action only when its flag says so and never spells a status set itself.
 * One shape and one rule for every kind of booking held (ARCHITECTURE rule 11); each kind passes
 * its lifecycle table (`hold/lifecycle.ts`, ADR 113) and says whether its visit has come
 * (`reservation/guest-actions.ts`, `stay/guest-actions.ts`).
 *
 * Pure and free of server imports: the kinds' tables are data the server's cancel and pay checks read too.
 */
import type { Lifecycle } from './lifecycle';
import { HOLD_STATUS } from './rule';
import { guestMayCancel, statusAt } from './lifecycle';

export interface GuestActions {
  /** The guest may cancel it now (SPEC §4). */
  canCancel: boolean;
  /** A deposit is due and its hold is live, with a deadline to show: the deposit page offers Pay. */
  canPay: boolean;
  /** The visit has come and no review is on file: the review form is open. */
  canReview: boolean;
  /** The deposit is settled (confirmed or later): the deposit page links to the confirmation. */
  paid: boolean;
  /** Still ahead or under way: Add to Calendar. */
  canAddToCalendar: boolean;
}

export interface HeldBooking<S extends string> {
  status: S;
  expires_at: Date | string | null;
  /** A review of it is on file. */
  reviewed: boolean;
}

/**
 * The flags of one booking at `now`; `visitCome` is the kind's own test (a table's start, a stay's
 * check-out), `day` the visit's day and today in the venue's zone (the kind's cancel day rule).
 */
export function guestActions<S extends string>(
  lc: Lifecycle<S>,
  b: HeldBooking<S>,
  visitCome: boolean,
  day: { visitDay: string; today: string },
  now: Date | number,
): GuestActions {
  const status = statusAt(lc, b.status, b.expires_at, now);
  const rules = lc.guest;
  return {
    canCancel: guestMayCancel(lc, status, day) === true,
    // After effectiveStatus an unpaid status is a live hold; one without a deadline has no window to pay in.
    canPay: status === HOLD_STATUS && b.expires_at !== null,
    canReview: rules.review.includes(status) && visitCome && !b.reviewed,
    paid: rules.paid.includes(status),
    canAddToCalendar: rules.calendar.includes(status),
  };
}
