import type { Database } from '../db/connection';
import { reservationActions } from './guest-actions';
import { dashboardRows, listByEmail, type GuestListRow } from './repository';
import type { GuestDashboard, GuestReservation } from './schema';
import { slotView } from './status';

/** The signed-in guest's reservations, found by their account email (SPEC §6). */
export async function listForGuest(db: Database, email: string, now: Date = new Date()): Promise<GuestReservation[]> {
  const rows = await listByEmail(db, email);
  return rows.map((r) => toGuestReservation(r, now));
}

function toGuestReservation(r: GuestListRow, now: Date): GuestReservation {
  return {
    ...slotView(r, now),
    restaurant: { id: r.restaurant_id, name: r.restaurant_name, address: r.restaurant_address, timezone: r.restaurant_timezone },
    ...reservationActions({ ...r, timezone: r.restaurant_timezone }, now),
  };
}

/** The guest dashboard (SPEC §2): counters, the next 5 upcoming and the last 3 past, in each venue's own calendar. */
export async function guestDashboard(db: Database, email: string, now: Date = new Date()): Promise<GuestDashboard> {
  const { counts, upcoming, past } = await dashboardRows(db, email, now);
  return {
    counts: { upcoming: counts.upcoming, pastVisits: counts.visited, totalGuests: counts.guests },
    upcoming: upcoming.map((r) => toGuestReservation(r, now)),
    past: past.map((r) => toGuestReservation(r, now)),
  };
}
