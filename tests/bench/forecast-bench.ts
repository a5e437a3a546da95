/**
 * The busy-day forecast's backtest on seeded histories (ADR 080, ADR 118). One run is one seeded
 * database (a random seed of the demo data) and one cut-off date: the days before the cut-off, from
 * the seed's first day of history, are fitted and the 14 after it forecast and compared with what the
 * seed booked. The figure is the MAPE (mean absolute percentage error over days that had bookings),
 * beside a seasonal-naive baseline (the same weekday one week earlier). Stays also use what was on
 * the books at the cut-off, as the product does today (ADR 120); their history-only figure is printed too. Several seeds × several
 * cut-offs give the spread; a single run proves little. PGlite in memory, no server.
 * `npm run bench:forecast` runs only this.
 */
import { futureDays, loadVenue, occupancyHistory, onTheBooks, type VenueKind } from '@tablestay/core/ai/forecast/history';
import { slovenianHolidays } from '@tablestay/core/ai/forecast/holidays';
import { FORECAST_DAYS, forecast, HISTORY_DAYS, mape, naiveForecast, reliabilityOf } from '@tablestay/core/ai/forecast/model';
import { loadConfig } from '@tablestay/core/config';
import { createDatabase } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { seed as seedDemo } from '@tablestay/core/db/seed';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { table } from './format';

export interface ForecastRow {
  seed: number;
  /** How many days before today the forecast starts (0: the 14 days up to yesterday are checked). */
  cutoff: number;
  venue: string;
  kind: VenueKind;
  mape: number | null;
  /** The same forecast from the history alone, without what was on the books at the cut-off (stays; ADR 120). */
  alone: number | null;
  naive: number | null;
  /** Whether the product would draw this forecast (it beat the baseline on the weeks before the cut-off), or tell the owner it is a rough guide. */
  charted: boolean;
}

/** The demo's own seed first, then others; cut-offs a week apart. */
const SEEDS = [20261122, 1, 2, 3, 4];
const CUTOFFS = [0, 7, 14, 21];

export async function benchForecast(seeds = SEEDS, cutoffs = CUTOFFS): Promise<{ rows: ForecastRow[]; seconds: number }> {
  const started = performance.now();
  const rows: ForecastRow[] = [];
  for (const s of seeds) {
    const handle = await createDatabase(loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://' }));
    try {
      await migrateToLatest(handle.db);
      await seedDemo(handle.db, new Date(), s);
      const db = handle.db;
      const venues = await db.selectFrom('restaurants').select(['id', 'name', 'total_tables', 'total_rooms']).orderBy('name').execute();
      for (const venue of venues) {
        for (const kind of ['dining', 'stays'] as const) {
          if ((kind === 'dining' ? venue.total_tables : venue.total_rooms) <= 0) continue;
          const v = await loadVenue(db, venue.id);
          const today = dateIn(v.timezone);
          const from = addDays(today, -HISTORY_DAYS);
          const all = await occupancyHistory(db, kind, v, from, addDays(today, -1));
          const holidays = new Set((await slovenianHolidays(from, today)).map((h) => h.date));
          // What was booked for each day, as known each lead before it: at a cut-off, only what was booked before it.
          const onBooks = await onTheBooks(db, kind, v, from, addDays(today, FORECAST_DAYS - 1));
          for (const cutoff of cutoffs) {
            const end = all.length - cutoff;
            const train = all.slice(0, end - FORECAST_DAYS);
            const test = all.slice(end - FORECAST_DAYS, end);
            if (!train.some((p) => p.reserved > 0)) continue;
            const days = futureDays(kind, v, test[0]!.date, FORECAST_DAYS);
            const predicted = forecast(train, days, holidays, onBooks);
            const naive = naiveForecast(train, test);
            const charted = reliabilityOf(train, holidays, onBooks).reliable;
            const alone = mape(test, forecast(train, days, holidays));
            rows.push({ seed: s, cutoff, venue: venue.name, kind, mape: mape(test, predicted), alone, naive: mape(test, naive), charted });
          }
        }
      }
    } finally {
      await handle.close();
    }
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

const pct = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(1)}%`);
const meanOf = (xs: (number | null)[]) => {
  const ok = xs.filter((x): x is number => x !== null);
  return ok.length === 0 ? null : ok.reduce((a, b) => a + b, 0) / ok.length;
};
const spread = (xs: number[]) => {
  const s = xs.toSorted((a, b) => a - b);
  return s.length ? `${s[0]!.toFixed(1)} / ${s[Math.floor(s.length / 2)]!.toFixed(1)} / ${s.at(-1)!.toFixed(1)}` : 'n/a';
};

export function printForecast({ rows, seconds }: { rows: ForecastRow[]; seconds: number }) {
  const runs = [...new Set(rows.map((r) => `${r.seed}:${r.cutoff}`))];
  console.log(`  ${runs.length} runs (seed × cut-off); each fits the history before the cut-off and forecasts the 14 days after it`);
  const body: string[][] = [];
  const margins: Record<VenueKind, number[]> = { dining: [], stays: [] };
  const model: Record<VenueKind, number[]> = { dining: [], stays: [] };
  const naive: Record<VenueKind, number[]> = { dining: [], stays: [] };
  let beaten = 0;
  for (const run of runs) {
    const [seed, cutoff] = run.split(':').map(Number);
    const of = rows.filter((r) => r.seed === seed && r.cutoff === cutoff);
    const cells: string[] = [String(seed), `-${cutoff} d`];
    let both = true;
    for (const kind of ['dining', 'stays'] as const) {
      const k = of.filter((r) => r.kind === kind);
      const m = meanOf(k.map((r) => r.mape));
      const n = meanOf(k.map((r) => r.naive));
      cells.push(pct(m), pct(n));
      if (m !== null && n !== null) {
        model[kind].push(m);
        naive[kind].push(n);
        margins[kind].push(n - m);
        if (m >= n) both = false;
      }
    }
    if (both) beaten++;
    cells.push(both ? 'yes' : 'NO');
    body.push(cells);
  }
  console.log(table(['seed', 'cut-off', 'dining MAPE', 'dining naive', 'stays MAPE', 'stays naive', 'beats naive on both'], body));
  for (const kind of ['dining', 'stays'] as const)
    console.log(
      `  ${kind}: MAPE min / median / max ${spread(model[kind])} %, naive ${spread(naive[kind])} %, naive − forecast ${spread(margins[kind])} points`,
    );
  console.log(`  the forecast beats "same weekday last week" on both kinds in ${beaten} of ${runs.length} runs (every venue counted)`);
  // Stays use what was on the books at the cut-off (ADR 120); the history alone, for comparison.
  const alone = runs.map((run) => {
    const of = rows.filter((r) => `${r.seed}:${r.cutoff}` === run && r.kind === 'stays');
    return { m: meanOf(of.map((r) => r.alone)), n: meanOf(of.map((r) => r.naive)) };
  });
  const aloneBeats = alone.filter(({ m, n }) => m !== null && n !== null && m < n).length;
  console.log(
    `  stays from the history alone (not using what was on the books): MAPE ${spread(alone.flatMap(({ m }) => (m === null ? [] : [m])))} %, beats the baseline in ${aloneBeats} of ${runs.length} runs`,
  );
  // What the owner sees: a chart only where the forecast beat the baseline on the weeks before; elsewhere the caution.
  const shown = rows.filter((r) => r.charted);
  let shownBeaten = 0;
  for (const run of runs) {
    const [seed, cutoff] = run.split(':').map(Number);
    const of = shown.filter((r) => r.seed === seed && r.cutoff === cutoff);
    const ok = (['dining', 'stays'] as const).every((kind) => {
      const k = of.filter((r) => r.kind === kind);
      const m = meanOf(k.map((r) => r.mape));
      const n = meanOf(k.map((r) => r.naive));
      return m === null || n === null || m < n;
    });
    if (ok) shownBeaten++;
  }
  for (const kind of ['dining', 'stays'] as const) {
    const all = rows.filter((r) => r.kind === kind);
    const k = shown.filter((r) => r.kind === kind);
    console.log(
      `  ${kind}: charted ${k.length} of ${all.length} venue-runs (the rest told "a rough guide"); charted MAPE ${pct(meanOf(k.map((r) => r.mape)))} vs naive ${pct(meanOf(k.map((r) => r.naive)))}; told: ${pct(meanOf(all.filter((r) => !r.charted).map((r) => r.mape)))} vs ${pct(meanOf(all.filter((r) => !r.charted).map((r) => r.naive)))}`,
    );
  }
  console.log(`  counting only the charted forecasts, it beats the baseline on both kinds in ${shownBeaten} of ${runs.length} runs`);
  console.log(`  took ${seconds.toFixed(1)} s (seeding included)`);
}
