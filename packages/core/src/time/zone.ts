import { TZDate } from '@date-fns/tz';

const pad = (n: number) => String(n).padStart(2, '0');

/** Calendar date 'YYYY-MM-DD' at `now` in an IANA zone: "today" is always the venue's, never the server's. */
export function dateIn(timeZone: string, now: Date = new Date()): string {
  const t = new TZDate(now.getTime(), timeZone);
  return `${String(t.getFullYear()).padStart(4, '0')}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** Adds whole days to a calendar date, independent of any zone. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
