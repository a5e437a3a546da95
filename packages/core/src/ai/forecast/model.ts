import { weekdayOf, type Weekday } from '../../time/zone';

// The busy-day forecast (ADR 080), pure: a weekday profile times a linear trend,
// fitted on the venue's last 90 days; public holidays get their own factor. Tested on known series.

/** SPEC §9: occupancy history window and forecast horizon. */
export const HISTORY_DAYS = 90;
export const FORECAST_DAYS = 14;

/** SPEC §5 "occupancy history point": what was reserved on a day against that day's capacity. */
export interface OccupancyPoint {
  date: string;
  reserved: number;
  capacity: number;
}

export interface ForecastDay {
  date: string;
  weekday: Weekday;
  /** The holiday's date when the day is a public holiday (its name is in the holiday list). */
  holiday: boolean;
  /** Expected reserved tables (turns) or rooms, whole. */
  expected: number;
  capacity: number;
  /** expected / capacity, 0–100 (0 on a closed day). */
  load: number;
}

export interface Fit {
  /** Trend at day index t (0 = the first history day): level + slope × t. */
  level: number;
  slope: number;
  /** Multiplicative weekday profile (1 = an average day). */
  profile: Record<Weekday, number>;
  /** How a holiday compares with the same weekday; null when the history has no open holiday. */
  holidayFactor: number | null;
}

const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_MS = 86_400_000;
const dayIndex = (start: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
const mean = (xs: number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

/** A slope is kept only when it stands out of the noise: |b| over its standard error at least this. */
const TREND_T = 2;

/**
 * Least squares y = a + b x, with b = 0 (the plain mean) when the slope is not significant: on a
 * noisy series without a real trend, extrapolating a chance slope 14 days out only adds error.
 */
function line(points: { x: number; y: number }[]): { a: number; b: number } {
  const mx = mean(points.map((p) => p.x)) ?? 0;
  const my = mean(points.map((p) => p.y)) ?? 0;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  if (sxx === 0 || points.length < 3) return { a: my, b: 0 };
  const b = sxy / sxx;
  const residual = points.reduce((s, p) => s + (p.y - (my + b * (p.x - mx))) ** 2, 0) / (points.length - 2);
  const se = Math.sqrt(residual / sxx);
  return se > 0 && Math.abs(b) / se < TREND_T ? { a: my, b: 0 } : { a: my - b * mx, b };
}

/** The weekday profile of `ys` over a baseline (mean ratio per weekday, normalised to average 1). */
function profileOf(days: { w: Weekday; y: number; base: number }[]): Record<Weekday, number> {
  const raw = WEEKDAYS.map((w) => mean(days.filter((d) => d.w === w && d.base > 0).map((d) => d.y / d.base)));
  const known = raw.filter((r): r is number => r !== null);
  const avg = mean(known) ?? 1;
  return Object.fromEntries(WEEKDAYS.map((w, i) => [w, avg > 0 ? (raw[i] ?? avg) / avg : 1])) as Record<Weekday, number>;
}

/**
 * Fits the weekday profile and trend on open, non-holiday days (two passes: profile on the plain
 * mean, trend on the deseasonalised series, profile again on the trend), then the holiday factor.
 */
export function fit(history: readonly OccupancyPoint[], holidays: ReadonlySet<string>): Fit {
  const start = history[0]?.date ?? '1970-01-01';
  const open = history.filter((p) => p.capacity > 0);
  const regular = open.filter((p) => !holidays.has(p.date)).map((p) => ({ t: dayIndex(start, p.date), w: weekdayOf(p.date), y: p.reserved }));
  const flat = mean(regular.map((d) => d.y)) ?? 0;
  let profile = profileOf(regular.map((d) => ({ ...d, base: flat })));
  let trend = { a: flat, b: 0 };
  for (let pass = 0; pass < 2; pass++) {
    trend = line(regular.filter((d) => profile[d.w] > 0).map((d) => ({ x: d.t, y: d.y / profile[d.w] })));
    profile = profileOf(regular.map((d) => ({ ...d, base: Math.max(0, trend.a + trend.b * d.t) })));
  }
  const ratios = open
    .filter((p) => holidays.has(p.date))
    .map((p) => {
      const expected = Math.max(0, trend.a + trend.b * dayIndex(start, p.date)) * profile[weekdayOf(p.date)];
      return expected > 0 ? p.reserved / expected : null;
    })
    .filter((r): r is number => r !== null);
  return { level: trend.a, slope: trend.b, profile, holidayFactor: mean(ratios) };
}

/**
 * The next days' expected load: trend × weekday profile, capped at capacity. A holiday uses the
 * factor seen on past holidays; with none in the history it is expected to behave like a Sunday.
 */
export function forecast(
  history: readonly OccupancyPoint[],
  future: readonly { date: string; capacity: number }[],
  holidays: ReadonlySet<string>,
): ForecastDay[] {
  const f = fit(history, holidays);
  const start = history[0]?.date ?? future[0]?.date ?? '1970-01-01';
  return future.map(({ date, capacity }) => {
    const weekday = weekdayOf(date);
    const holiday = holidays.has(date);
    let raw = Math.max(0, f.level + f.slope * dayIndex(start, date)) * f.profile[weekday];
    if (holiday) raw = f.holidayFactor === null ? (raw / (f.profile[weekday] || 1)) * f.profile.sun : raw * f.holidayFactor;
    const expected = capacity > 0 ? Math.min(capacity, Math.round(raw)) : 0;
    return { date, weekday, holiday, expected, capacity, load: capacity > 0 ? Math.round((expected / capacity) * 100) : 0 };
  });
}

/** Mean absolute percentage error over the days that had something reserved (the bench's figure). */
export function mape(actual: readonly OccupancyPoint[], predicted: readonly ForecastDay[]): number | null {
  const byDate = new Map(predicted.map((p) => [p.date, p.expected]));
  const errors = actual.filter((a) => a.reserved > 0 && byDate.has(a.date)).map((a) => Math.abs(a.reserved - (byDate.get(a.date) ?? 0)) / a.reserved);
  const m = mean(errors);
  return m === null ? null : Math.round(m * 1000) / 10;
}
