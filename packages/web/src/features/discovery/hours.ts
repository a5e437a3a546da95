import { dateTimeFormat } from '@tablestay/core/i18n/format';
import { WEEKDAYS, type DayHours, type Weekday } from '@tablestay/core/restaurant/schema';

export { WEEKDAYS, type Weekday };
export type OpenHours = Partial<Record<Weekday, DayHours>>;

/** The weekday and wall-clock time 'HH:MM' at `now` in the venue's zone (never the browser's). */
export function venueClock(timeZone: string, now: Date = new Date()): { day: Weekday; time: string } {
  const parts = dateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: get('weekday').toLowerCase().slice(0, 3) as Weekday, time: `${get('hour')}:${get('minute')}` };
}

const hhmm = (t: string) => t.slice(0, 5);

/**
 * Open at the venue's wall-clock `time` on `day`? A close at or before the opening time means the
 * venue closes after midnight, so the previous day's late hours count too.
 */
export function isOpenAt(hours: OpenHours, day: Weekday, time: string): boolean {
  const today = hours[day];
  if (today) {
    const open = hhmm(today.open);
    const close = hhmm(today.close);
    if (close > open ? time >= open && time < close : time >= open) return true;
  }
  const previous = hours[WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!];
  if (previous) {
    const open = hhmm(previous.open);
    const close = hhmm(previous.close);
    if (close <= open && time < close) return true;
  }
  return false;
}

/** Weekday names in the page language, Monday first. */
export function weekdayNames(locale: string): Record<Weekday, string> {
  const fmt = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Object.fromEntries(WEEKDAYS.map((d, i) => [d, fmt.format(new Date(Date.UTC(2024, 0, 1 + i)))])) as Record<Weekday, string>;
}
