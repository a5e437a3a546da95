import { sql } from 'kysely';
import type { Database } from '../../db/connection';
import type { OpenHours } from '../../db/types';
import { ROOMS, TABLES } from '../../hold/lifecycle';
import { statusIn } from '../../hold/sql';

/** The occupancy forecast's reads (SPEC §5): the venue's capacity, and the bookings of a span of days. */

export interface VenueRow {
  id: string;
  timezone: string;
  total_tables: number;
  blocked_tables: number;
  turn_minutes: number;
  open_hours_json: OpenHours | null;
  total_rooms: number;
  blocked_rooms: number;
}

export const loadVenue = (db: Database, id: string): Promise<VenueRow> =>
  db
    .selectFrom('restaurants')
    .select(['id', 'timezone', 'total_tables', 'blocked_tables', 'turn_minutes', 'open_hours_json', 'total_rooms', 'blocked_rooms'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Reservations that held a table (confirmed or seated) per day of [from, to], every day present. */
export async function tablesByDay(db: Database, venueId: string, from: string, to: string) {
  const { rows } = await sql<{ date: string; n: number }>`
    select to_char(d, 'YYYY-MM-DD') as date, count(r.id)::int as n
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join reservations r
      on r.restaurant_id = ${venueId} and r.date = d::date and ${statusIn(TABLES.guest.paid, 'r')}
    group by d order by d`.execute(db);
  return rows.map((r) => ({ date: r.date, n: Number(r.n) }));
}

/** The venue's stays over any night of [from, to] that were paid for or are gone (cancelled, expired…). */
export const staysOverlapping = (db: Database, venueId: string, from: string, to: string) =>
  db
    .selectFrom('stay_bookings')
    .select(['check_in', 'check_out', 'status', 'created_at', 'updated_at'])
    .where('restaurant_id', '=', venueId)
    .where('check_in', '<=', to)
    .where('check_out', '>', from)
    .where(statusIn([...ROOMS.guest.paid, ...ROOMS.gone]))
    .execute();
