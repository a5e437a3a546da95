import type { Holiday } from './holidays';
import { MIN_HISTORY_DAYS, type ForecastDay, type Reliability } from './model';
import type { VenueKind } from './history';

// The concrete actions tied to the busiest forecast days (ADR 080), as facts the wording
// only puts into sentences. Thresholds are ADR 080's.

export const ACTIONS = ['staffing', 'deposit', 'waitlist', 'turn_time'] as const;
type ActionKind = (typeof ACTIONS)[number];

/** Expected load from which a day counts as busy (deposit), and as nearly full (waitlist, turn time). */
const BUSY_LOAD = 75;
const FULL_LOAD = 90;
/** How many of the busiest days get extra staff, and the load from which a day needs any. */
const STAFFING_DAYS = 3;
const STAFF_LOAD = 50;
/** The shortest turn time the dashboard's settings accept (SPEC §5: 30–480 in steps of 30). */
const MIN_TURN = 30;

export interface DayRef {
  date: string;
  load: number;
  expected: number;
  capacity: number;
}

export interface BusyAction {
  kind: ActionKind;
  days: DayRef[];
  /** turn_time only: the venue's turn and the one proposed for these days, in minutes. */
  turn?: { from: number; to: number };
}

export interface BusyFacts {
  kind: VenueKind;
  venue: string;
  horizonDays: number;
  historyDays: number;
  /**
   * Set when the forecast has not earned a chart (ADR 118): the history is too short, or the model
   * did not beat "same weekday last week" on the last weeks; then no day is named as busy.
   */
  caution: 'short' | 'noisy' | null;
  /** How many days back from the first booking a forecast needs at least (for the "too short" sentence). */
  minHistoryDays: number;
  averageLoad: number;
  busiest: DayRef[];
  holidays: Holiday[];
  actions: BusyAction[];
}

const ref = (d: ForecastDay): DayRef => ({ date: d.date, load: d.load, expected: d.expected, capacity: d.capacity });
const byDate = (a: DayRef, b: DayRef) => a.date.localeCompare(b.date);

/**
 * Staffing for the busiest few days; a deposit on every busy day; on nearly full days (dining) the
 * waitlist, and a turn 30 minutes shorter when the venue's turn leaves room for one.
 */
export function busyActions(kind: VenueKind, days: readonly ForecastDay[], turnMinutes: number): BusyAction[] {
  const open = days.filter((d) => d.capacity > 0 && d.expected > 0);
  // A quiet fortnight needs no extra hands: "your busiest day is 8% full" is not a reason to staff up.
  const busiest = open
    .filter((d) => d.load >= STAFF_LOAD)
    .toSorted((a, b) => b.load - a.load || a.date.localeCompare(b.date))
    .slice(0, STAFFING_DAYS)
    .map(ref)
    .toSorted(byDate);
  const busy = open.filter((d) => d.load >= BUSY_LOAD).map(ref);
  const full = open.filter((d) => d.load >= FULL_LOAD).map(ref);
  const actions: BusyAction[] = [];
  if (busiest.length > 0) actions.push({ kind: 'staffing', days: busiest });
  if (busy.length > 0) actions.push({ kind: 'deposit', days: busy });
  if (kind === 'dining' && full.length > 0) {
    actions.push({ kind: 'waitlist', days: full });
    if (turnMinutes - 30 >= MIN_TURN && turnMinutes > 60) actions.push({ kind: 'turn_time', days: full, turn: { from: turnMinutes, to: turnMinutes - 30 } });
  }
  return actions;
}

/** The facts handed to the wording: the busiest days, the holidays ahead, the actions. */
export function busyFacts(
  kind: VenueKind,
  venue: string,
  days: readonly ForecastDay[],
  holidays: Holiday[],
  historyDays: number,
  turnMinutes: number,
  reliability: Reliability = { reliable: true },
): BusyFacts {
  const open = days.filter((d) => d.capacity > 0);
  const averageLoad = open.length === 0 ? 0 : Math.round(open.reduce((s, d) => s + d.load, 0) / open.length);
  const busiest = days
    .filter((d) => d.expected > 0)
    .toSorted((a, b) => b.load - a.load || a.date.localeCompare(b.date))
    .slice(0, STAFFING_DAYS)
    .map(ref);
  // A forecast that has not earned a chart names no busy day and proposes nothing on one (ADR 118).
  if (!reliability.reliable)
    return {
      kind,
      venue,
      horizonDays: days.length,
      historyDays,
      caution: reliability.reason,
      minHistoryDays: MIN_HISTORY_DAYS,
      averageLoad,
      busiest: [],
      holidays,
      actions: [],
    };
  return {
    kind,
    venue,
    horizonDays: days.length,
    historyDays,
    caution: null,
    minHistoryDays: MIN_HISTORY_DAYS,
    averageLoad,
    busiest,
    holidays,
    actions: busyActions(kind, days, turnMinutes),
  };
}
