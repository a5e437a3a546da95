/**
 * Venue wall-clock arithmetic. A slot is a wall date and time in the venue's IANA zone; every
 * comparison with "now" converts the instant into that zone, never into the server's.
 */

import { TZDate, tzOffset } from '@date-fns/tz';

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
