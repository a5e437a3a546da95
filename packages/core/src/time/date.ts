import * as z from 'zod';

/**
 * One rule for every date a caller sends (ADR 025): 'YYYY-MM-DD', a real calendar day, in the years
 * 2000 to 2099. JavaScript reads '2026-02-30' as 2 March and accepts year 0000, which Postgres
 * refuses; no booking, visit or owner's day lies outside these years. Shared with the web: no
 * server imports.
 */
export const INVALID_DATE = 'Invalid date';

const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** True for a real calendar day 'YYYY-MM-DD' within the accepted years. */
export function isCalendarDate(d: string): boolean {
  if (!DAY.test(d) || d < FIRST_DAY || d > LAST_DAY) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

/** True for a month 'YYYY-MM' within the accepted years. */
export const isCalendarMonth = (m: string) => MONTH.test(m) && isCalendarDate(`${m}-01`);

/**
 * Every date input's schema. `message` is the field's own text where SPEC gives one, else "Invalid
 * date". The pattern stays visible in JSON Schema (the fuzz test draws dates from it).
 */
export const calendarDate = (message: string = INVALID_DATE) => z.string({ error: message }).regex(DAY, message).refine(isCalendarDate, message);

/** Every month input's schema ('YYYY-MM', the same years). */
export const calendarMonth = (message: string) => z.string({ error: message }).regex(MONTH, message).refine(isCalendarMonth, message);
