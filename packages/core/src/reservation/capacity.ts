import type { OpenHours } from '../db/types';
import { isPast, toMinutes, openingWindow } from '../time/zone';

/**
 * The capacity model (ADR 011), pure so that booking, availability, waitlist offers and claims
 * all answer with the same function.
 *
 * A holder (a live hold, a confirmed or seated reservation, or a live waitlist offer) keeps one
 * table busy over [start, start + turn). A booking at S fits when, at every 30-minute point p in
 * [S, S + turn), fewer holders cover p than the venue has bookable tables. With turn = 30 this is
 * SPEC's per-slot count.
 */

export const SLOT_STEP_MINUTES = 30;

export interface VenueRules {
  timezone: string;
  total_tables: number;
  blocked_tables: number;
  turn_minutes: number;
  open_hours_json: OpenHours | null;
}

export const bookableTables = (v: Pick<VenueRules, 'total_tables' | 'blocked_tables'>) =>
  Math.max(0, v.total_tables - Math.min(v.blocked_tables, v.total_tables));

/** How many holders (start minutes) keep a table busy at minute `point`. */
export function busyAt(holders: readonly number[], point: number, turn: number): number {
  let n = 0;
  for (const h of holders) if (h <= point && point < h + turn) n++;
  return n;
}

/** Exact interval check: the new table [start, start + turn) fits under `tables` at every point. */
export function fits(holders: readonly number[], start: number, turn: number, tables: number): boolean {
  if (tables <= 0) return false;
  for (let p = start; p < start + turn; p += SLOT_STEP_MINUTES) {
    if (busyAt(holders, p, turn) >= tables) return false;
  }
  return true;
}

/** ADR 011: a slot is bookable when the venue is open at its start and the whole turn ends by closing. */
export function withinHours(hours: OpenHours | null, date: string, start: number, turn: number): boolean {
  const window = openingWindow(hours, date);
  if (window === undefined) return true;
  if (window === null) return false;
  return window.open <= start && start + turn <= window.close;
}

/** 'past' and 'closed' do not depend on who holds tables; checked before capacity. */
export function timeRule(venue: VenueRules, date: string, time: string, now: Date): 'past' | 'closed' | null {
  if (isPast(venue.timezone, date, time, now)) return 'past';
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
