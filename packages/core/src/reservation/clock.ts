/**
 * Venue wall-clock arithmetic. A slot is a wall date and time in the venue's IANA zone; every
 * comparison with "now" converts the instant into that zone, never into the server's.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Seconds since the wall clock's midnight. */
  seconds: number;
}

/** The venue's wall date and time at an instant. */
export function wallClock(timeZone: string, instant: Date): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
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
  const w = wallClock(timeZone, instant);
  const asUtc = Date.parse(`${w.date}T00:00:00Z`) + w.seconds * 1000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall date and time in a zone. In the hour skipped by a spring-forward the wall
 * time does not exist and the result is the instant one offset later (as calendars do); in the
 * repeated autumn hour the earlier instant is chosen.
 */
export function wallToInstant(timeZone: string, date: string, minutes: number): Date {
  const local = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const before = offsetMinutes(timeZone, new Date(local - 43_200_000));
  const after = offsetMinutes(timeZone, new Date(local + 43_200_000));
  const candidates = [local - before * 60_000, local - after * 60_000]
    .filter((t) => offsetMinutes(timeZone, new Date(t)) * 60_000 === local - t)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - before * 60_000);
}
