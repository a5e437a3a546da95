import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import { DomainError } from '../../errors';
import { requireVenue } from '../../owner/scope';
import { addDays, dateIn } from '../../time/zone';
import type { AiPort } from '../port';
import { busyFacts, type BusyAction } from './actions';
import { futureDays, loadVenue, occupancyHistory, onTheBooks, type VenueRow } from './history';
import { slovenianHolidays, type Holiday } from './holidays';
import { FORECAST_DAYS, forecast, HISTORY_DAYS, reliabilityOf, type ForecastDay } from './model';
import { busyDaysInput, busyTipsInput } from './schema';
import { busyTipsSchema, instructions, localTips, tipsAgree, type BusyTips } from './words';

type User = Pick<SessionUser, 'id' | 'role'>;

/** The last 90 complete days before today (venue time) and the 14 days from today. */
function windows(v: VenueRow, now: Date) {
  const today = dateIn(v.timezone, now);
  return { today, from: addDays(today, -HISTORY_DAYS), to: addDays(today, -1), last: addDays(today, FORECAST_DAYS - 1) };
}

const daysWithHistory = (points: { reserved: number; capacity: number }[]) => points.filter((p) => p.reserved > 0 && p.capacity > 0).length;

/** Whether "Generate tips" can run: the days of the window that had something booked (SPEC §2: disabled without history). */
export async function busyDaysStatus(db: Database, user: User, raw: unknown, now: Date = new Date()) {
  const input = busyDaysInput.parse(raw);
  await requireVenue(db, user, input.venueId, 'read');
  const v = await loadVenue(db, input.venueId);
  const w = windows(v, now);
  const historyDays = daysWithHistory(await occupancyHistory(db, input.kind, v, w.from, w.to));
  return { hasHistory: historyDays > 0, historyDays, windowDays: HISTORY_DAYS, horizonDays: FORECAST_DAYS };
}

export interface BusyDaysAnswer extends BusyTips {
  days: ForecastDay[];
  /** False when the history is too short or too noisy for the forecast to beat the naive guess: the panel shows no chart. */
  reliable: boolean;
  holidays: Holiday[];
  actions: BusyAction[];
  by: 'model' | 'local';
}

/**
 * The Busy Day Suggestions (ADR 080): 90 days of occupancy (and, for stays, what is on the books,
 * ADR 120), a 14-day forecast in the venue's zone, actions on the busiest days, all computed here; the port only words them.
 */
export async function busyDayTips(ai: { db: Database; port: AiPort }, user: User, raw: unknown, now: Date = new Date()): Promise<BusyDaysAnswer> {
  const input = busyTipsInput.parse(raw);
  const venue = await requireVenue(ai.db, user, input.venueId, 'read');
  const v = await loadVenue(ai.db, input.venueId);
  const w = windows(v, now);
  const [history, holidays, onBooks] = await Promise.all([
    occupancyHistory(ai.db, input.kind, v, w.from, w.to),
    slovenianHolidays(w.from, w.last),
    onTheBooks(ai.db, input.kind, v, w.from, w.last),
  ]);
  const historyDays = daysWithHistory(history);
  if (historyDays === 0) throw new DomainError('forecast.no_history');
  const holidaySet = new Set(holidays.map((h) => h.date));
  const days = forecast(history, futureDays(input.kind, v, w.today, FORECAST_DAYS), holidaySet, onBooks);
  const ahead = holidays.filter((h) => h.date >= w.today);
  // The forecast earns its chart only when it beat "same weekday last week" on the last weeks (ADR 118).
  const reliability = reliabilityOf(history, holidaySet, onBooks);
  const facts = busyFacts(input.kind, venue.name, days, ahead, historyDays, v.turn_minutes, reliability);
  const worded = await ai.port.word({
    task: 'busy-days',
    instructions: instructions(input.locale),
    facts,
    schema: busyTipsSchema,
    local: () => localTips(input.locale, facts),
    agrees: (answer) => tipsAgree(facts, answer),
  });
  return { ...worded.value, days, reliable: reliability.reliable, holidays: ahead, actions: facts.actions, by: worded.by };
}
