/**
 * One lifecycle for anything held (ADR 113): hold → deposit → confirmed → (seated | checked in →
 * checked out) → reviewable, with cancel and expiry. Each kind's transitions are data, one table per
 * kind (`TABLES`, `ROOMS`); the owner actions, the guest actions (`hold/guest-actions.ts`) and the
 * web's `canX` flags all read them, so a move is allowed in one place. What differs per inventory is
 * capacity, search and words, never these rules.
 *
 * Pure and free of server imports: the web's owner screens read the same tables.
 */
import type { ReservationStatus, StayBookingStatus } from '../db/types';
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
    /** The deposit is settled (confirmed or later). */
    paid: readonly S[];
    /** Statuses a review may follow, once the kind says the visit has come. */
    review: readonly S[];
    calendar: readonly S[];
  };
  /** A held booking still standing: its hold live, or paid and kept (a trip's page and calendar show these). */
  standing: readonly S[];
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
    // As for tables: before the stay begins.
    cancel: ['awaiting_deposit', 'confirmed'],
    // A stay that began or ended was paid.
    paid: ['confirmed', 'checked_in', 'checked_out'],
    review: ['confirmed', 'checked_in', 'checked_out'],
    calendar: ['awaiting_deposit', 'confirmed', 'checked_in'],
  },
  standing: ['awaiting_deposit', 'confirmed', 'checked_in', 'checked_out'],
  lapsedAs: 'cancelled',
} as const satisfies Lifecycle<StayBookingStatus>;

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

/** Whether an owner's screen offers `action` now (its status and its day rule both allow it). */
export const ownerOffers = <L extends Lifecycle<string>>(lc: L, action: ActionOf<L>, status: string, visitDay: string, today: string) =>
  ownerMay(lc, action, status, { visitDay, today }) === true;

/** The one move the owner's screen offers next besides Cancel (SPEC §4), by the order of the table. */
export function nextOwnerAction<L extends Lifecycle<string>>(lc: L, status: string): Exclude<ActionOf<L>, 'cancel'> | null {
  const a = Object.keys(lc.owner).find((k) => k !== 'cancel' && among(moves(lc)[k]!.from, status));
  return (a ?? null) as Exclude<ActionOf<L>, 'cancel'> | null;
}
