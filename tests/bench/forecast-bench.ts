/**
 * The busy-day forecast's backtest on the seed's history (ADR 080): for each demo venue,
 * the last 90 complete days are split into 76 to fit and the 14 after them to check; the figure is
 * the MAPE (mean absolute percentage error over days that had bookings), beside a seasonal-naive
 * baseline (the same weekday one week earlier). PGlite in memory, no server: a few seconds.
 * `npm run bench:forecast` runs only this.
 */
import { futureDays, loadVenue, occupancyHistory, type VenueKind } from '@tablestay/core/ai/forecast/history';
import { slovenianHolidays } from '@tablestay/core/ai/forecast/holidays';
import { FORECAST_DAYS, forecast, HISTORY_DAYS, mape, type ForecastDay, type OccupancyPoint } from '@tablestay/core/ai/forecast/model';
import { loadConfig } from '@tablestay/core/config';
import { createDatabase } from '@tablestay/core/db/connection';
import { prepareDatabase } from '@tablestay/core/db/startup';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { table } from './format';

export interface ForecastRow {
  venue: string;
  kind: VenueKind;
  mape: number | null;
  naive: number | null;
}

const naive = (train: OccupancyPoint[], test: OccupancyPoint[]): ForecastDay[] =>
  test.map((p, i) => {
    const weekAgo = i >= 7 ? test[i - 7]! : train[train.length - 7 + i]!;
    return { date: p.date, weekday: 'mon', holiday: false, expected: weekAgo.reserved, capacity: p.capacity, load: 0 };
  });

export async function benchForecast(): Promise<{ rows: ForecastRow[]; seconds: number }> {
  const started = performance.now();
  const handle = await createDatabase(loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://' }));
  try {
    await prepareDatabase(handle, { migrate: true, seedIfEmpty: true, log: () => {} });
    const db = handle.db;
    const venues = await db.selectFrom('restaurants').select(['id', 'name', 'total_tables', 'total_rooms']).orderBy('name').execute();
    const rows: ForecastRow[] = [];
    for (const venue of venues) {
      for (const kind of ['dining', 'stays'] as const) {
        if ((kind === 'dining' ? venue.total_tables : venue.total_rooms) <= 0) continue;
        const v = await loadVenue(db, venue.id);
        const today = dateIn(v.timezone);
        const from = addDays(today, -HISTORY_DAYS);
        const history = await occupancyHistory(db, kind, v, from, addDays(today, -1));
        const train = history.slice(0, HISTORY_DAYS - FORECAST_DAYS);
        const test = history.slice(HISTORY_DAYS - FORECAST_DAYS);
        if (!train.some((p) => p.reserved > 0)) continue;
        const holidays = new Set((await slovenianHolidays(from, today)).map((h) => h.date));
        const predicted = forecast(train, futureDays(kind, v, test[0]!.date, FORECAST_DAYS), holidays);
        rows.push({ venue: venue.name, kind, mape: mape(test, predicted), naive: mape(test, naive(train, test)) });
      }
    }
    return { rows, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

const pct = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(1)}%`);
const meanOf = (xs: (number | null)[]) => {
  const ok = xs.filter((x): x is number => x !== null);
  return ok.length === 0 ? null : ok.reduce((a, b) => a + b, 0) / ok.length;
};

export function printForecast({ rows, seconds }: { rows: ForecastRow[]; seconds: number }) {
  console.log('  seed history: 76 days fit, the next 14 forecast and compared with what the seed booked');
  const body = rows.map((r) => [r.venue, r.kind, pct(r.mape), pct(r.naive)]);
  for (const kind of ['dining', 'stays'] as const) {
    const of = rows.filter((r) => r.kind === kind);
    if (of.length > 0) body.push([`mean, ${kind}`, '', pct(meanOf(of.map((r) => r.mape))), pct(meanOf(of.map((r) => r.naive)))]);
  }
  console.log(table(['venue', 'kind', 'MAPE forecast', 'MAPE same weekday last week'], body));
  console.log(`  took ${seconds.toFixed(1)} s (seeding included)`);
}
