import { among, ROOMS } from '../../hold/lifecycle';
import { occupiedByDay } from '../../owner/stays/repository';
import type { Database } from '../../db/connection';
import type { VenueSide } from '../../restaurant/venue-kind';
import { DEFAULT_HOURS } from '../../onboarding/schema';
import { bookableTables } from '../../reservation/capacity';
import { openingWindow, addDays, dateIn } from '../../time/zone';
import { FORECAST_DAYS, type OccupancyPoint } from './model';
import type { OnTheBooks } from './pickup';
import { staysOverlapping, tablesByDay, type VenueRow } from './repository';

/** Which side of a venue the forecast is for: its tables or its rooms. */
export type VenueKind = VenueSide;

// The venue's read, where the service, the busy-days test and the forecast bench take it.
export { loadVenue, type VenueRow } from './repository';

/**
 * A restaurant's capacity on a date, in table turns: bookable tables × the whole turns that fit in
 * that day's opening hours (ADR 011's model; SPEC's default hours when the venue set none, 0 closed).
 */
function tableTurns(v: VenueRow, date: string): number {
  const window = openingWindow(v.open_hours_json ?? DEFAULT_HOURS, date) ?? null;
  if (window === null || v.turn_minutes <= 0) return 0;
  return bookableTables(v) * Math.floor((window.close - window.open) / v.turn_minutes);
}

/** Rooms on sale (as the stays overview counts them, ADR 065). */
const roomsOnSale = (v: VenueRow) => Math.max(0, v.total_rooms - v.blocked_rooms);

/** What a day can hold, by kind: the one small kind-specific target of the shared forecast (ARCHITECTURE rule 9). */
const capacityOn = (kind: VenueKind, v: VenueRow, date: string) => (kind === 'dining' ? tableTurns(v, date) : roomsOnSale(v));

/** SPEC §5 occupancy history points of [from, to]: reserved table turns or occupied rooms against that day's capacity. */
export async function occupancyHistory(db: Database, kind: VenueKind, v: VenueRow, from: string, to: string): Promise<OccupancyPoint[]> {
  const rows =
    kind === 'dining' ? await tablesByDay(db, v.id, from, to) : (await occupiedByDay(db, v.id, from, to)).map((r) => ({ date: r.date, n: r.occupied }));
  return rows.map((r) => ({ date: r.date, reserved: r.n, capacity: capacityOn(kind, v, r.date) }));
}

/** The capacities of the days to forecast, from `first` on. */
export const futureDays = (kind: VenueKind, v: VenueRow, first: string, days: number) =>
  Array.from({ length: days }, (_, i) => addDays(first, i)).map((date) => ({ date, capacity: capacityOn(kind, v, date) }));

const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * What was on the books for each day of [from, to] (ADR 120), stays only: the rooms held for it as
 * known `lead` days before it (from that day's start in the venue's zone), lead 0 to
 * FORECAST_DAYS − 1 — a stay made before then that stayed, or that was cancelled only afterwards.
 * For a day ahead, lead i known i days before it is today's. Restaurants have none (undefined):
 * their forecast is the history's alone.
 */
export async function onTheBooks(db: Database, kind: VenueKind, v: VenueRow, from: string, to: string): Promise<OnTheBooks | undefined> {
  if (kind !== 'stays') return undefined;
  const stays = await staysOverlapping(db, v.id, from, to);
  const days = Array.from({ length: dayCount(from, to) }, (_, i) => addDays(from, i));
  const books = new Map(days.map((d) => [d, Array.from({ length: FORECAST_DAYS }, () => 0)]));
  for (const b of stays) {
    const made = dateIn(v.timezone, b.created_at);
    // A cancelled stay was on the books until the day it was cancelled (its last change).
    const gone = among(ROOMS.gone, b.status) ? dateIn(v.timezone, b.updated_at) : null;
    for (let day = b.check_in < from ? from : b.check_in; day < b.check_out && day <= to; day = addDays(day, 1)) {
      const byLead = books.get(day)!;
      for (let lead = 0; lead < FORECAST_DAYS; lead++) {
        const known = addDays(day, -lead);
        if (made < known && (gone === null || gone >= known)) byLead[lead]!++;
      }
    }
  }
  return books;
}
