import type { OpenHours } from '../db/types';
import { MAX_DAYS_AHEAD } from '../time/limits';
import { addDays, dateIn, isPast, toMinutes, openingWindow } from '../time/zone';

/**
 * The capacity model (ADR 011), pure so that booking, availability, waitlist offers and claims
 * all answer with the same function.
 *
 * A holder (a live hold, a confirmed or seated reservation, or a live waitlist offer) keeps one
 * table busy over [start, start + turn). A booking at S fits when, at every 30-minute point p in
 * [S, S + turn), fewer holders cover p than the venue has bookable tables. With turn = 30 this is
 * SPEC's per-slot count.
 */

const SLOT_STEP_MINUTES = 30;

export interface VenueRules {
  timezone: string;
  total_tables: number;
  blocked_tables: number;
  turn_minutes: number;
  open_hours_json: OpenHours | null;
}

export const bookableTables = (v: Pick<VenueRules, 'total_tables' | 'blocked_tables'>) =>
  Math.max(0, v.total_tables - Math.min(v.blocked_tables, v.total_tables));

/**
 * The holders that keep a table busy at one point: those that started after `after` and at or
 * before `upTo` (a holder at h covers [h, h + turn), so it covers p when p − turn < h ≤ p).
 */
export interface BusyWindow {
  after: number;
  upTo: number;
}

/**
 * The capacity rule as data (ADR 011, 114): a booking at `start` fits when, in each of these windows,
 * fewer holders started than the venue has bookable tables. `fits` counts them here; the booking's
 * one statement (booking-state.ts) receives the same windows as a parameter and only counts, so the
 * rule is written once, here.
 */
export function busyWindows(start: number, turn: number): BusyWindow[] {
  const windows: BusyWindow[] = [];
  for (let p = start; p < start + turn; p += SLOT_STEP_MINUTES) windows.push({ after: p - turn, upTo: p });
  return windows;
}

const holdersIn = (holders: readonly number[], w: BusyWindow) => {
  let n = 0;
  for (const h of holders) if (w.after < h && h <= w.upTo) n++;
  return n;
};

/** How many holders (start minutes) keep a table busy at minute `point`. */
export const busyAt = (holders: readonly number[], point: number, turn: number): number => holdersIn(holders, { after: point - turn, upTo: point });

/**
 * Exact interval check: the new table [start, start + turn) fits under `tables` at every point.
 * With no bookable table nothing fits; a turn is at least 30 minutes (a check constraint), so there
 * is always a window and the statement's count refuses that case by itself.
 */
export function fits(holders: readonly number[], start: number, turn: number, tables: number): boolean {
  if (tables <= 0) return false;
  return busyWindows(start, turn).every((w) => holdersIn(holders, w) < tables);
}

/** ADR 011: a slot is bookable when the venue is open at its start and the whole turn ends by closing. */
export function withinHours(hours: OpenHours | null, date: string, start: number, turn: number): boolean {
  const window = openingWindow(hours, date);
  if (window === undefined) return true;
  if (window === null) return false;
  return window.open <= start && start + turn <= window.close;
}

/**
 * The slot rule of every way a table is held (a booking, availability, a waitlist offer, a trip's
 * dinner, the chat): not past, not more than 365 days ahead (ADR 025), within the hours for the
 * whole turn. None depends on who holds tables; checked before capacity.
 */
export function timeRule(venue: VenueRules, date: string, time: string, now: Date): 'past' | 'too_far' | 'closed' | null {
  if (isPast(venue.timezone, date, time, now)) return 'past';
  if (date > addDays(dateIn(venue.timezone, now), MAX_DAYS_AHEAD)) return 'too_far';
  if (!withinHours(venue.open_hours_json, date, toMinutes(time), venue.turn_minutes)) return 'closed';
  return null;
}

export interface WaitingGuest {
  id: string;
  time: string;
}

/**
 * Fair offers (ADR 013): walks the waiting guests of one venue and date in the order they joined
 * and gives each whose slot now fits a table, which then counts as a holder for everyone after.
 * Returns the ids offered; `holders` gains their start times.
 */
export function allocateOffers(venue: VenueRules, date: string, holders: number[], waiting: readonly WaitingGuest[], now: Date): string[] {
  const tables = bookableTables(venue);
  const offered: string[] = [];
  for (const w of waiting) {
    if (timeRule(venue, date, w.time, now)) continue;
    const start = toMinutes(w.time);
    if (fits(holders, start, venue.turn_minutes, tables)) {
      holders.push(start);
      offered.push(w.id);
    }
  }
  return offered;
}
