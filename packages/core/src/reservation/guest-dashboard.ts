import { sql } from 'kysely';
import { bookingEmail } from '../account/guard';
import type { Database } from '../db/connection';
import type { ReservationStatus } from '../db/types';
import { lapsedHold } from '../hold/sql';
import { reservationActions } from './guest-actions';
import { listByEmail, reviewedColumn, venueToday } from './repository';
import type { GuestDashboard, GuestReservation } from './schema';
import { effectiveStatus, iso } from './status';

/** The signed-in guest's reservations, found by their account email (SPEC §6). */
export async function listForGuest(db: Database, email: string, now: Date = new Date()): Promise<GuestReservation[]> {
  const rows = await listByEmail(db, email);
  return rows.map((r) => toGuestReservation(r, now));
}

function toGuestReservation(
  r: {
    id: string;
    date: string;
    time: string;
    party_size: number;
    status: ReservationStatus;
    expires_at: Date | null;
    restaurant_id: string;
    restaurant_name: string;
    restaurant_address: string;
    restaurant_timezone: string;
    reviewed: boolean;
  },
  now: Date,
): GuestReservation {
  return {
    id: r.id,
    date: r.date,
    time: r.time.slice(0, 5),
    party_size: r.party_size,
    status: effectiveStatus(r.status, r.expires_at, now),
    expires_at: iso(r.expires_at),
    restaurant: { id: r.restaurant_id, name: r.restaurant_name, address: r.restaurant_address, timezone: r.restaurant_timezone },
    ...reservationActions({ ...r, timezone: r.restaurant_timezone }, now),
  };
}

/** The guest dashboard (SPEC §2): counters, the next 5 upcoming and the last 3 past, in each venue's own calendar. */
export async function guestDashboard(db: Database, email: string, now: Date = new Date()): Promise<GuestDashboard> {
  const guestEmail = bookingEmail(email);
  const upcomingWhere = sql<boolean>`r.status in ('pending', 'awaiting_deposit', 'confirmed')
    and not ${lapsedHold(now, 'r')}
    and r.date >= ${venueToday(now)}`;
  const base = db.selectFrom('reservations as r').innerJoin('restaurants as v', 'v.id', 'r.restaurant_id').where('r.guest_email', '=', guestEmail);
  const columns = [
    'r.id',
    'r.date',
    'r.time',
    'r.party_size',
    'r.status',
    'r.expires_at',
    'v.id as restaurant_id',
    'v.name as restaurant_name',
    'v.address as restaurant_address',
    'v.timezone as restaurant_timezone',
    reviewedColumn('r'),
  ] as const;
  const [counts, upcoming, past] = await Promise.all([
    base
      .select([
        sql<number>`count(*) filter (where ${upcomingWhere})::int`.as('upcoming'),
        // Visits that happened: seated, or confirmed for a day already past (not cancelled, not future).
        sql<number>`count(*) filter (where r.status = 'seated' or (r.status = 'confirmed' and r.date < ${venueToday(now)}))::int`.as('visited'),
        sql<number>`coalesce(sum(r.party_size), 0)::int`.as('guests'),
      ])
      .executeTakeFirstOrThrow(),
    base.select(columns).where(upcomingWhere).orderBy('r.date').orderBy('r.time').limit(5).execute(),
    base
      .select(columns)
      .where(sql<boolean>`not (${upcomingWhere})`)
      .orderBy('r.date', 'desc')
      .orderBy('r.time', 'desc')
      .limit(3)
      .execute(),
  ]);
  return {
    counts: { upcoming: counts.upcoming, pastVisits: counts.visited, totalGuests: counts.guests },
    upcoming: upcoming.map((r) => toGuestReservation(r, now)),
    past: past.map((r) => toGuestReservation(r, now)),
  };
}
