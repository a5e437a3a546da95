import type { ForecastDay, OccupancyPoint } from './model';

/**
 * What was on the books for a day before it came (ADR 120): for each date, the rooms its stays held
 * as known `lead` days before it, `byLead[lead]`, lead 0 to FORECAST_DAYS − 1. For a day still to
 * come, `byLead[i]` known i days before it is what is booked today when the day is i days ahead.
 */
export type OnTheBooks = ReadonlyMap<string, readonly number[]>;

/**
 * The additive pickup (ADR 120): a day `lead` days ahead is expected to hold what is booked for it
 * now plus what is still to come: its usual level (the history-only forecast) less what the venue's
 * own past days (from its first booking) held on average `lead` days before. Where the history says
 * nothing about a lead, the forecast from the history alone stands. Multi-night stays booked ahead make the next
 * days nearly known; further out, little is booked and the pickup is close to the usual level.
 */
export function withPickup(history: readonly OccupancyPoint[], days: ForecastDay[], onBooks: OnTheBooks): ForecastDay[] {
  const origin = days[0]?.date;
  if (origin === undefined) return days;
  const first = history.findIndex((p) => p.reserved > 0);
  const past = first < 0 ? [] : history.slice(first).filter((p) => p.capacity > 0);
  // The days are consecutive from the origin: the i-th is i days ahead.
  return days.map((d, lead) => {
    const now = onBooks.get(d.date)?.[lead];
    const seen = past.flatMap((p) => {
      const then = onBooks.get(p.date)?.[lead];
      return then === undefined ? [] : [then];
    });
    if (now === undefined || seen.length === 0 || d.capacity <= 0) return d;
    // Still to come = the day's usual level (the history-only forecast, which knows its weekday)
    // less what was usually already booked at this lead. History whose stays were entered late (none
    // known ahead) leaves the history-only forecast as it is.
    const bookedAhead = seen.reduce((a, b) => a + b, 0) / seen.length;
    const expected = Math.min(d.capacity, Math.max(0, Math.round(now + d.expected - bookedAhead)));
    return { ...d, expected, load: Math.round((expected / d.capacity) * 100) };
  });
}
