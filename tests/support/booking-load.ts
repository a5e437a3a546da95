import { randomBytes } from 'node:crypto';
import type { Database } from '@tablestay/core/db/connection';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client } from './server';

/**
 * A booking load on server processes for the failure tests (a dropped connection, a killed process):
 * many guests booking tables at one restaurant at once, and the check that nothing a guest was told
 * is booked went missing.
 */

type Created = { status: 'awaiting_deposit'; reservationId: string } | { status: 'waitlisted'; waitlistId: string };
/** What a booking request got back; status 0 when the process died with it (never acknowledged). */
export type Answer = { status: number; data?: Created; error?: { message: string } };

export interface BookingLoad {
  venueId: string;
  date: string;
  time: string;
  /** Makes this run's guest emails its own. */
  tag: string;
}

/** A restaurant with a table for every guest of the load (999 tables, 30-minute turns), and its slot `daysAhead` days from today. */
export async function bookingLoad(db: Database, name: string, slot: { daysAhead: number; time: string }): Promise<BookingLoad> {
  const venue = await createVenue(db, {
    name: `${name} ${randomBytes(3).toString('hex')}`,
    total_tables: 999,
    blocked_tables: 0,
    turn_minutes: 30,
    timezone: 'Europe/Ljubljana',
  });
  return { venueId: venue.id, date: addDays(dateIn('Europe/Ljubljana'), slot.daysAhead), time: slot.time, tag: randomBytes(3).toString('hex') };
}

/** Guest `i` books a table of the load over HTTP on one server process. */
export function bookTable(server: { url: string }, load: BookingLoad, i: number): Promise<Answer> {
  return new Client(server.url).mutate<Created>('reservation.create', {
    restaurantId: load.venueId,
    date: load.date,
    time: load.time,
    partySize: 2,
    guestName: `Guest ${i}`,
    guestEmail: `load-${load.tag}-${i}@example.com`,
    privacyConsent: true,
  });
}

/** The reservations the guests were told they hold. */
export const acknowledged = (answers: Answer[]) =>
  answers.flatMap((a) => (a.status === 200 && a.data?.status === 'awaiting_deposit' ? [a.data.reservationId] : []));

/** Of `ids`, those the database does not have. */
export async function missing(db: Database, load: BookingLoad, ids: string[]): Promise<string[]> {
  const stored = new Set((await db.selectFrom('reservations').select('id').where('restaurant_id', '=', load.venueId).execute()).map((r) => r.id));
  return ids.filter((id) => !stored.has(id));
}
