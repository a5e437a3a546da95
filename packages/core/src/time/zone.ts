import { TZDate, tzOffset } from '@date-fns/tz';
import type { OpenHours } from '../db/types';

/**
 * Venue time, the one module (ADR 108): a slot is a wall date and time in the venue's IANA zone;
 * "today", "past" and "open now" convert the instant into that zone, never into the server's.
 * Calendar dates are 'YYYY-MM-DD' and belong to no zone. Pure and web-safe: it imports only
 * `@date-fns/tz` (and a type), as the schemas the web imports.
 */

export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Seconds since the wall clock's midnight. */
  seconds: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The venue's wall date and time at an instant (the zone data comes from @date-fns/tz). */
export function wallClock(timeZone: string, instant: Date): WallTime {
  const t = new TZDate(instant.getTime(), timeZone);
  return {
    date: `${String(t.getFullYear()).padStart(4, '0')}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`,
    seconds: t.getHours() * 3600 + t.getMinutes() * 60 + t.getSeconds(),
  };
}

/** Calendar date 'YYYY-MM-DD' at `now` in an IANA zone: "today" is always the venue's, never the server's. */
export const dateIn = (timeZone: string, now: Date = new Date()): string => wallClock(timeZone, now).date;

/** Adds whole days to a calendar date, independent of any zone. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'HH:MM' or 'HH:MM:SS' → minutes since midnight. */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

export type Weekday = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';
const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekday of a calendar date: a property of the date itself, independent of any zone. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] as Weekday;
}

/** True when the slot's wall time has been reached (or passed) in the venue's zone. */
export function isPast(timeZone: string, date: string, time: string, now: Date): boolean {
  const wall = wallClock(timeZone, now);
  if (date !== wall.date) return date < wall.date;
  return toMinutes(time) * 60 <= wall.seconds;
}

/** The zone's UTC offset in minutes at an instant (e.g. +120 for CEST). */
export function offsetMinutes(timeZone: string, instant: Date): number {
  return tzOffset(timeZone, instant);
}

const DAY_MS = 86_400_000;

/**
 * The instant of a wall date and time in a zone. In the hour skipped by a spring-forward the wall
 * time does not exist and the result is the instant one offset later (as calendars do); in the
 * repeated autumn hour the earlier instant is chosen. (TZDate's own constructor picks the later
 * one there, so the choice is made here from the offsets a day either side, which cover every
 * zone's distance from UTC.)
 */
export function wallToInstant(timeZone: string, date: string, minutes: number): Date {
  const local = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const before = offsetMinutes(timeZone, new Date(local - DAY_MS));
  const after = offsetMinutes(timeZone, new Date(local + DAY_MS));
  const candidates = [local - before * 60_000, local - after * 60_000]
    .filter((t) => offsetMinutes(timeZone, new Date(t)) * 60_000 === local - t)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - before * 60_000);
}

// ---- Opening hours, as every reader takes them: the booking rules (ADR 011), the public week the
// venue page shows, the forecast's capacity and the page's "Open now".

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
