/**
 * One lifecycle for anything held (ADR 113): hold → deposit → confirmed → (seated | checked in →
 * checked out) → reviewable, with cancel and expiry. Each kind's transitions are data, one table per
 * kind (`TABLES`, `ROOMS`); the owner actions, the guest actions (`hold/guest-actions.ts`) and the
 * web's `canX` flags all read them, so a move is allowed in one place. What differs per inventory is
 * capacity, search and words, never these rules.
 *
 * Pure and free of server imports: the web's owner screens read the same tables.
 */
import type { ReservationStatus, StayBookingStatus, WaitlistStatus } from '../db/types';
import { effectiveStatus } from './rule';

/** When an owner move may happen relative to the visit's day in the venue's zone. */
type VisitDay = 'on' | 'from';

/** One owner move: the statuses it starts from, the status it leads to, and its day rule if any. */
interface OwnerMove<S extends string> {
  from: readonly S[];
  to: S;
  /** `on`: only on the visit's day (a table is seated that day); `from`: from that day on (check-in). */
  day?: VisitDay;
}

export interface Lifecycle<S extends string, A extends string = string> {
  /** The owner's actions, each a move. */
  owner: Readonly<Record<A, OwnerMove<S>>>;
  /** The guest's: the (effective) statuses each guest action or flag starts from. */
  guest: {
    cancel: readonly S[];
    /** A guest cancels only before the visit's day in the venue's zone (rooms: before the stay begins, ADR 123). */
    cancelBeforeDay?: boolean;
    /** The deposit is settled (confirmed or later). */
    paid: readonly S[];
    /** Statuses a review may follow, once the kind says the visit has come. */
    review: readonly S[];
    calendar: readonly S[];
  };
  /** A held booking still standing: its hold live, or paid and kept (a trip's page and calendar show these). */
  standing: readonly S[];
  /** Keeping its table or room on its slot or nights: an unpaid one only while its hold is live (hold/sql.ts). */
  holding: readonly S[];
  /** Not yet begun: the guest's dashboard lists these as upcoming. */
  upcoming: readonly S[];
  /** The owner marked the visit as had (seated; checked out): the review prompt asks these guests. */
  completed: readonly S[];
  /** No longer counting at all: cancelled, or a hold the tick wrote as lapsed. */
  gone: readonly S[];
  /** What a lapsed hold reads as (tables: expired; rooms, which have no such status: cancelled, ADR 017). */
  lapsedAs: S;
}

/** A table reservation (SPEC §4). */
export const TABLES = {
  owner: {
    confirm: { from: ['pending', 'awaiting_deposit'], to: 'confirmed' },
    // Seated on the reservation's own day only (ADR 062): being seated opens a review.
    seat: { from: ['confirmed'], to: 'seated', day: 'on' },
    cancel: { from: ['pending', 'awaiting_deposit', 'confirmed'], to: 'cancelled' },
  },
  guest: {
    cancel: ['pending', 'awaiting_deposit', 'confirmed'],
    paid: ['confirmed', 'seated'],
    review: ['confirmed', 'seated'],
    calendar: ['pending', 'awaiting_deposit', 'confirmed'],
  },
  standing: ['awaiting_deposit', 'confirmed', 'seated'],
  holding: ['awaiting_deposit', 'confirmed', 'seated'],
  upcoming: ['pending', 'awaiting_deposit', 'confirmed'],
  completed: ['seated'],
  gone: ['cancelled', 'expired'],
  lapsedAs: 'expired',
} as const satisfies Lifecycle<ReservationStatus>;

/** A stay booking (SPEC §4, ADR 017). */
export const ROOMS = {
  owner: {
    confirm: { from: ['awaiting_deposit'], to: 'confirmed' },
    // From the check-in day on, in the property's zone.
    check_in: { from: ['confirmed'], to: 'checked_in', day: 'from' },
    check_out: { from: ['checked_in'], to: 'checked_out' },
    cancel: { from: ['awaiting_deposit', 'confirmed'], to: 'cancelled' },
  },
  guest: {
    cancel: ['awaiting_deposit', 'confirmed'],
    // From the check-in day the room is the guest's, checked in or not; the owner may still cancel (a no-show).
    cancelBeforeDay: true,
    // A stay that began or ended was paid.
    paid: ['confirmed', 'checked_in', 'checked_out'],
    review: ['confirmed', 'checked_in', 'checked_out'],
    calendar: ['awaiting_deposit', 'confirmed', 'checked_in'],
  },
  standing: ['awaiting_deposit', 'confirmed', 'checked_in', 'checked_out'],
  // A stay checked out early frees its remaining nights.
  holding: ['awaiting_deposit', 'confirmed', 'checked_in'],
  upcoming: ['awaiting_deposit', 'confirmed'],
  completed: ['checked_out'],
  gone: ['cancelled'],
  lapsedAs: 'cancelled',
} as const satisfies Lifecycle<StayBookingStatus>;

/**
 * A waitlist entry (SPEC §4, ADR 013): waiting in the queue, then offered a freed table (`notified`,
 * holding it until the offer's deadline), then converted into a held reservation by the guest's
 * claim or the owner's Promote; it ends expired (the offer or the slot passed) or cancelled. An
 * offer past its deadline reads as `lapsedAs` whatever the tick has written yet (`entryStatusAt`),
 * so no move starts from it.
 */
export const WAITLIST = {
  owner: { promote: { from: ['waiting', 'notified'], to: 'converted' } },
  guest: {
    leave: { from: ['waiting', 'notified'], to: 'cancelled' },
    claim: { from: ['notified'], to: 'converted' },
  },
  /** The system's: a freed table offered to a waiting guest. */
  offer: { from: ['waiting'], to: 'notified' },
  queued: 'waiting',
  offered: 'notified',
  /** In the queue or holding an offer: an offer only while it is live. */
  open: ['waiting', 'notified'],
  converted: 'converted',
  lapsedAs: 'expired',
  left: 'cancelled',
} as const satisfies {
  owner: Record<string, OwnerMove<WaitlistStatus>>;
  guest: Record<string, OwnerMove<WaitlistStatus>>;
  offer: OwnerMove<WaitlistStatus>;
  open: readonly WaitlistStatus[];
  [k: string]: unknown;
};

/** One of the waitlist's moves (the owner's Promote, the guest's Leave and Claim, the system's offer). */
export type EntryMove = { readonly from: readonly WaitlistStatus[]; readonly to: WaitlistStatus };

type EntryState = { status: string; offer_expires_at: Date | string | null };

/** The entry holds an offer its guest can still claim at `now` (the owner's list and the guest's page show it). */
export function offerIsLive(w: EntryState, now: Date | number): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  if (w.status !== WAITLIST.offered || w.offer_expires_at === null) return false;
  return (typeof w.offer_expires_at === 'string' ? Date.parse(w.offer_expires_at) : w.offer_expires_at.getTime()) > at;
}

/** The status an entry reads as at `now`: an offer past its deadline is lapsed, whatever the tick has written yet. */
export function entryStatusAt<S extends string>(w: EntryState & { status: S }, now: Date | number): S | typeof WAITLIST.lapsedAs {
  return w.status === WAITLIST.offered && !offerIsLive(w, now) ? WAITLIST.lapsedAs : w.status;
}

/** Whether `move` may start from the entry as it reads at `now`. */
export const entryMay = (move: EntryMove, w: EntryState, now: Date | number) => among(move.from, entryStatusAt(w, now));

export type TableAction = keyof typeof TABLES.owner;

type StatusOf<L> = L extends Lifecycle<infer S> ? S : never;
type ActionOf<L> = L extends { owner: infer O } ? keyof O & string : never;

const moves = <L extends Lifecycle<string>>(lc: L) => lc.owner as Record<string, OwnerMove<StatusOf<L>>>;
/** `s` is one of `list` (a kind's status list, asked with any string). */
export const among = <S extends string>(list: readonly S[], s: string) => (list as readonly string[]).includes(s);

/** The status a booking reads as at `now`: a lapsed hold reads as the kind's `lapsedAs`. */
export function statusAt<L extends Lifecycle<string>>(lc: L, status: StatusOf<L>, expiresAt: Date | string | null, now: Date | number): StatusOf<L> {
  return effectiveStatus<StatusOf<L>>(status, expiresAt, now, lc.lapsedAs as StatusOf<L>);
}

/**
 * A booking the expiry wrote as lapsed: its kind's `lapsedAs`. Where that is also the cancel's
 * status (rooms, ADR 017) the row carries the reason `expired`; a booking cancelled while its hold
 * was live was cancelled on purpose.
 */
export function wasLapsed<L extends Lifecycle<string>>(lc: L, b: { status: string; cancel_reason?: string | null }): boolean {
  if (b.status !== lc.lapsedAs) return false;
  return lc.lapsedAs !== lc.owner.cancel?.to || b.cancel_reason === 'expired';
}

/** A calendar event's STATUS for a booking of this kind: paid is confirmed, gone is cancelled, the rest tentative. */
export function calendarStatus<L extends Lifecycle<string>>(lc: L, status: string): 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' {
  if (among(lc.guest.paid, status)) return 'CONFIRMED';
  return among(lc.gone, status) ? 'CANCELLED' : 'TENTATIVE';
}

/** The owner action that moves a booking to `to`, if any. */
export function actionTo<L extends Lifecycle<string>>(lc: L, to: string): ActionOf<L> | undefined {
  return Object.keys(lc.owner).find((a) => moves(lc)[a]!.to === to) as ActionOf<L> | undefined;
}

/**
 * Whether the owner may take `action` from `status`; with `visitDay` and `today` (both dates in the
 * venue's zone) the move's day rule is checked too. `'day'` says the status allows it but not today.
 */
export function ownerMay<L extends Lifecycle<string>>(lc: L, action: ActionOf<L>, status: string, day?: { visitDay: string; today: string }): boolean | 'day' {
  const move = moves(lc)[action]!;
  if (!among(move.from, status)) return false;
  if (move.day === undefined || day === undefined) return true;
  const ok = move.day === 'on' ? day.today === day.visitDay : day.today >= day.visitDay;
  return ok || 'day';
}

/** Whether the guest may cancel from `status` on `today` (dates in the venue's zone): the statuses and the kind's day rule. */
export function guestMayCancel<L extends Lifecycle<string>>(lc: L, status: string, day: { visitDay: string; today: string }): boolean | 'day' {
  if (!among(lc.guest.cancel, status)) return false;
  return guestCancelDayPassed(lc, day) ? 'day' : true;
}

/** The kind's day rule alone: a guest's cancel comes too late, whatever the status. */
export const guestCancelDayPassed = <L extends Lifecycle<string>>(lc: L, day: { visitDay: string; today: string }) =>
  Boolean(lc.guest.cancelBeforeDay) && day.today >= day.visitDay;

/** Whether an owner's screen offers `action` now (its status and its day rule both allow it). */
export const ownerOffers = <L extends Lifecycle<string>>(lc: L, action: ActionOf<L>, status: string, visitDay: string, today: string) =>
  ownerMay(lc, action, status, { visitDay, today }) === true;

/** The one move the owner's screen offers next besides Cancel (SPEC §4), by the order of the table. */
export function nextOwnerAction<L extends Lifecycle<string>>(lc: L, status: string): Exclude<ActionOf<L>, 'cancel'> | null {
  const a = Object.keys(lc.owner).find((k) => k !== 'cancel' && among(moves(lc)[k]!.from, status));
  return (a ?? null) as Exclude<ActionOf<L>, 'cancel'> | null;
}
