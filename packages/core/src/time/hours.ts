import type { OpenHours } from '../db/types';
import { toMinutes, weekdayOf } from './clock';
import { addDays } from './zone';

/**
 * A venue's opening hours as every reader takes them: the booking rules (ADR 011), the public week
 * the venue page shows, the forecast's capacity and the page's "Open now". Pure and web-safe.
 */

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MINUTES = 24 * 60;

/**
 * The opening window of a date in minutes, `close` possibly past 24:00 for venues open after
 * midnight. `undefined` means the venue has set no hours at all (every slot is open); `null` means
 * closed that day (no entry, an explicit null, or an entry we cannot read).
 */
export function openingWindow(hours: OpenHours | null, date: string): { open: number; close: number } | null | undefined {
  if (hours === null || typeof hours !== 'object' || Array.isArray(hours)) return undefined;
  const day = hours[weekdayOf(date)];
  if (!day || typeof day.open !== 'string' || typeof day.close !== 'string') return null;
  if (!HHMM.test(day.open) || !(HHMM.test(day.close) || day.close === '24:00')) return null;
  const open = toMinutes(day.open);
  let close = toMinutes(day.close);
  if (close <= open) close += DAY_MINUTES; // '00:00' or a close after midnight
  return { open, close };
}

const inside = (window: { open: number; close: number } | null | undefined, minute: number) => window != null && window.open <= minute && minute < window.close;

/**
 * Open at minute `minutes` of the venue's wall date `date`? The day's own window counts, and so does
 * the previous day's where it runs past midnight ("Fri 18:00–02:00" is open at Saturday 01:30).
 * A venue without hours reads as closed here: the page says nothing about it.
 */
export function isOpenAt(hours: OpenHours | null, date: string, minutes: number): boolean {
  return inside(openingWindow(hours, date), minutes) || inside(openingWindow(hours, addDays(date, -1)), minutes + DAY_MINUTES);
}
