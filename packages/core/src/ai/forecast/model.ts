import { weekdayOf, type Weekday } from '../../time/zone';
import { withPickup, type OnTheBooks } from './pickup';

// The busy-day forecast (ADR 080), pure: a weekday profile times a linear trend,
// fitted on the venue's last 90 days; public holidays get their own factor. Tested on known series.
// Where what is already booked for the days ahead is known (stays), the pickup model uses it (ADR 120).

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
  /**
   * How much of the last day's departure from the trend carries to the next day (0–0.95, lag-one
   * autocorrelation): multi-night stays keep a busy week busy for a few days (ADR 118).
   */
  persistence: number;
  /** The last open day's departure from trend × profile, in deseasonalised units, and its day index. */
  lastResidual: number;
  lastIndex: number;
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

/**
 * The weekday profile of `ys` over a baseline (mean ratio per weekday, normalised to average 1),
 * shrunk towards a flat week by how clearly the weekdays differ (ADR 118): each weekday's
 * departure is kept in the share 1 − 1/F, F the between-weekday over the within-weekday variance
 * (one-way analysis of variance). A real weekly pattern (F large) is kept whole; on a series whose
 * weekdays differ only by chance (F near 1) the profile is flat instead of fitting the noise.
 */
function profileOf(days: { w: Weekday; y: number; base: number }[]): Record<Weekday, number> {
  const groups = WEEKDAYS.map((w) => days.filter((d) => d.w === w && d.base > 0).map((d) => d.y / d.base));
  const raw = groups.map((g) => mean(g));
  const known = raw.filter((r): r is number => r !== null);
  const avg = mean(known) ?? 1;
  const all = groups.flat();
  const grand = mean(all) ?? 0;
  const within = groups.reduce((s, g, i) => s + g.reduce((t, y) => t + (y - raw[i]!) ** 2, 0), 0) / Math.max(1, all.length - known.length);
  const between = groups.reduce((s, g, i) => s + (g.length ? g.length * (raw[i]! - grand) ** 2 : 0), 0) / Math.max(1, known.length - 1);
  const keep = within > 0 ? Math.max(0, 1 - within / Math.max(between, Number.MIN_VALUE)) : 1;
  return Object.fromEntries(WEEKDAYS.map((w, i) => [w, avg > 0 ? 1 + keep * ((raw[i] ?? avg) / avg - 1) : 1])) as Record<Weekday, number>;
}

/** Lag-one autocorrelation of the departures on consecutive days, 0–0.95 (a negative one is not carried). */
function persistenceOf(residuals: { t: number; e: number }[]): number {
  let num = 0;
  let den = 0;
  for (let i = 1; i < residuals.length; i++) {
    if (residuals[i]!.t !== residuals[i - 1]!.t + 1) continue;
    num += residuals[i]!.e * residuals[i - 1]!.e;
    den += residuals[i - 1]!.e ** 2;
  }
  return den > 0 ? Math.min(0.95, Math.max(0, num / den)) : 0;
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
  const residuals = regular.filter((d) => profile[d.w] > 0).map((d) => ({ t: d.t, e: d.y / profile[d.w] - Math.max(0, trend.a + trend.b * d.t) }));
  const last = residuals.at(-1);
  return {
    level: trend.a,
    slope: trend.b,
    profile,
    holidayFactor: mean(ratios),
    persistence: persistenceOf(residuals),
    lastResidual: last?.e ?? 0,
    lastIndex: last?.t ?? 0,
  };
}

/**
 * The next days' expected load: trend × weekday profile, capped at capacity. A holiday uses the
 * factor seen on past holidays; with none in the history it is expected to behave like a Sunday.
 * Given what is on the books (`onBooks`, stays), each day is instead what is booked for it now plus
 * the venue's usual pickup at that lead (ADR 120). `future` is consecutive days from the first.
 */
export function forecast(
  history: readonly OccupancyPoint[],
  future: readonly { date: string; capacity: number }[],
  holidays: ReadonlySet<string>,
  onBooks?: OnTheBooks,
): ForecastDay[] {
  // A venue's history starts with its first booking: the empty days before it say nothing about its weeks.
  const first = history.findIndex((p) => p.reserved > 0);
  const h = first > 0 ? history.slice(first) : history;
  const f = fit(h, holidays);
  const start = h[0]?.date ?? future[0]?.date ?? '1970-01-01';
  const days = future.map(({ date, capacity }) => {
    const weekday = weekdayOf(date);
    const holiday = holidays.has(date);
    const t = dayIndex(start, date);
    // The trend, plus what is left of the last day's departure from it (it fades day by day).
    const carried = f.lastResidual * f.persistence ** Math.max(1, t - f.lastIndex);
    let raw = Math.max(0, f.level + f.slope * t + carried) * f.profile[weekday];
    if (holiday) raw = f.holidayFactor === null ? (raw / (f.profile[weekday] || 1)) * f.profile.sun : raw * f.holidayFactor;
    const expected = capacity > 0 ? Math.min(capacity, Math.round(raw)) : 0;
    return { date, weekday, holiday, expected, capacity, load: capacity > 0 ? Math.round((expected / capacity) * 100) : 0 };
  });
  return onBooks ? withPickup(h, days, onBooks) : days;
}

/** A history reaching back fewer days than this, from its first booking, is too short to forecast from (four weeks: each weekday seen four times). */
export const MIN_HISTORY_DAYS = 28;

/** How many past weeks the model is checked on before its chart is shown. */
const CHECKS = 4;

export type Reliability = { reliable: true } | { reliable: false; reason: 'short' | 'noisy' };

/**
 * Whether the forecast earns a chart (ADR 118): the history must reach back MIN_HISTORY_DAYS from
 * its first booking, and on each of the last CHECKS weeks, forecast from the days before it, the
 * model's mean error (with what was on the books then, when given) must be no worse than the seasonal-naive baseline's (the same weekday a week
 * earlier; holidays left out of the check). When it is worse, or the history is too short, the
 * owner is told the forecast is a rough guide instead of being shown a confident chart.
 */
export function reliabilityOf(history: readonly OccupancyPoint[], holidays: ReadonlySet<string>, onBooks?: OnTheBooks): Reliability {
  const first = history.findIndex((p) => p.reserved > 0);
  if (first < 0 || history.length - first < MIN_HISTORY_DAYS) return { reliable: false, reason: 'short' };
  // Rolling origins: the last CHECKS weeks, each forecast from the days before it.
  const model: number[] = [];
  const naive: number[] = [];
  for (let k = 1; k <= CHECKS; k++) {
    const end = history.length - (k - 1) * 7;
    const train = history.slice(0, end - 7);
    const week = history.slice(end - 7, end);
    // Holidays are judged apart (their own factor); the check is about the weekly pattern.
    const check = week.filter((p) => !holidays.has(p.date));
    // Each check needs three weeks before it.
    if (train.length - first < MIN_HISTORY_DAYS - 7) break;
    const m = mape(check, forecast(train, week, holidays, onBooks));
    const n = mape(check, naiveForecast(train, week));
    if (m === null || n === null) continue;
    model.push(m);
    naive.push(n);
  }
  const m = mean(model);
  const n = mean(naive);
  if (m === null || n === null || m > n) return { reliable: false, reason: 'noisy' };
  return { reliable: true };
}

/**
 * The seasonal-naive baseline the forecast must beat (ADR 118): each checked day as the same
 * weekday one week earlier, what was booked then — from the history for the first week, from the
 * checked days themselves after it (so the baseline always knows last week: it is the stronger one).
 */
export function naiveForecast(history: readonly OccupancyPoint[], actual: readonly OccupancyPoint[]): ForecastDay[] {
  return actual.map(({ date, capacity }, i) => {
    const weekAgo = i >= 7 ? actual[i - 7] : history[history.length - 7 + i];
    const expected = weekAgo?.reserved ?? 0;
    return { date, weekday: weekdayOf(date), holiday: false, expected, capacity, load: capacity > 0 ? Math.round((expected / capacity) * 100) : 0 };
  });
}

/** Mean absolute percentage error over the days that had something reserved (the bench's figure). */
export function mape(actual: readonly OccupancyPoint[], predicted: readonly ForecastDay[]): number | null {
  const byDate = new Map(predicted.map((p) => [p.date, p.expected]));
  const errors = actual.filter((a) => a.reserved > 0 && byDate.has(a.date)).map((a) => Math.abs(a.reserved - (byDate.get(a.date) ?? 0)) / a.reserved);
  const m = mean(errors);
  return m === null ? null : Math.round(m * 1000) / 10;
}
