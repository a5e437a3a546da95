import { fileURLToPath } from 'node:url';
import { addDays, dateIn, toMinutes } from '@tablestay/core/time/zone';
import { MAX_DAYS_AHEAD } from '@tablestay/core/time/limits';
import type { Db } from '@tablestay/core/db/connection';
import type { OpenHours } from '@tablestay/core/db/types';
import { slovenianHolidays } from '@tablestay/core/ai/forecast/holidays';
import { withinHours } from '@tablestay/core/reservation/capacity';
import { DEFAULT_HOURS } from '@tablestay/core/onboarding/schema';
import { testClock } from './test-clock.mjs';

/**
 * The suite's clock (ADR 121): `Date` in this process reads the real clock moved by an offset that
 * `npm run test:dates` sets for a whole run, or a test sets for itself. Servers this process starts
 * share it: in-process servers directly, spawned ones through `clockProcessOptions()`.
 */
const state = testClock;

/**
 * Whether this process runs in the clock matrix. A test of a date-dependent file whose outcome
 * cannot depend on the day (it books nothing and shows no date) is `it.skipIf(inClockMatrix)`: it
 * runs in its layer, and the matrix does not repeat it under each clock.
 */
export const inClockMatrix = process.env.TEST_CLOCK_MATRIX !== undefined;

/** The `node --import` file that moves a spawned process's clock. */
const CLOCK_PRELOAD = fileURLToPath(new URL('./test-clock.mjs', import.meta.url));

/** Whether this process runs on a moved clock (the browser's must then be moved too). */
export const clockIsMoved = () => state.offset !== 0;

/** How far this process's clock is moved, in milliseconds. */
export const clockOffset = () => state.offset;

/**
 * Sets this process's "now" to `instant` (it ticks on from there), for the test and the in-process
 * server alike; returns what puts the clock back as it was (the run's own, moved or not).
 */
export function setClock(instant: Date | string): () => void {
  const before = state.offset;
  state.offset = new state.RealDate(instant).getTime() - state.RealDate.now();
  return () => {
    state.offset = before;
  };
}

/** The environment and node arguments that give a spawned server this process's clock. */
export function clockProcessOptions(): { env: Record<string, string>; nodeArgs: string[] } {
  if (!clockIsMoved()) return { env: {}, nodeArgs: [] };
  return { env: { TEST_CLOCK_OFFSET_MS: String(state.offset) }, nodeArgs: [`--import=${CLOCK_PRELOAD}`] };
}

/**
 * Whether a table at `time` on `date` lies within the venue's hours for its whole turn, by the booking
 * core's own rule (the demo venues keep the SPEC's default hours and a 90-minute turn).
 */
export function fitsHours(date: string, time: string, opts: { hours?: OpenHours | null; turnMinutes?: number } = {}): boolean {
  return withinHours(opts.hours === undefined ? DEFAULT_HOURS : opts.hours, date, toMinutes(time), opts.turnMinutes ?? 90);
}

/**
 * The first day from `from` days after the venue's today (1: tomorrow) on which `fits` holds and
 * that is no Slovenian public holiday, within the bookable 365 days: what a test that needs "a day
 * the venue is open at 20:00" books, whatever day the suite runs on.
 */
export async function dayWhere(fits: (date: string) => boolean, opts: { from?: number; zone?: string } = {}): Promise<string> {
  const today = dateIn(opts.zone ?? 'Europe/Ljubljana');
  const holidays = new Set((await slovenianHolidays(today, addDays(today, MAX_DAYS_AHEAD))).map((h) => h.date));
  for (let ahead = opts.from ?? 1; ahead <= MAX_DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    if (!holidays.has(date) && fits(date)) return date;
  }
  throw new Error('no day within the bookable year fits');
}

/** A venue's own hours, turn and zone, by name: what a test reads to choose a time that suits it. */
export async function venueRules(db: Db, name: string): Promise<{ hours: OpenHours | null; turnMinutes: number; zone: string }> {
  const v = await db.selectFrom('restaurants').select(['open_hours_json', 'turn_minutes', 'timezone']).where('name', '=', name).executeTakeFirstOrThrow();
  return { hours: v.open_hours_json, turnMinutes: v.turn_minutes, zone: v.timezone };
}

/** The first of `times` at which a table on `date` lies within the venue's hours (throws if none does). */
export function timeThatFits(date: string, times: readonly string[], rules: { hours?: OpenHours | null; turnMinutes?: number }): string {
  const time = times.find((t) => fitsHours(date, t, rules));
  if (!time) throw new Error(`none of ${times.join(', ')} is within the venue's hours on ${date}`);
  return time;
}

/**
 * Moves this process's clock to one second into the next fixed rate-limit window (ADR 005: windows
 * start at multiples of `seconds`), so calls a test counts against a limit all fall in one window
 * whatever the time of day. Returns what puts the clock back.
 */
export function atRateWindowStart(seconds = 600): () => void {
  const ms = seconds * 1000;
  return setClock(new Date(Math.ceil(Date.now() / ms) * ms + 1000));
}
