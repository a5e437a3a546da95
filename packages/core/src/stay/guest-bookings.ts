import * as z from 'zod';
import { bookingEmail, isOwnBooking } from '../account/guard';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { escapeText, foldLine } from '../reservation/ics';
import { dateIn } from '../time/zone';
import { findStayBooking, reviewedStays, stayIdsOfGuest, type StayBookingRow } from './repository';
import { nightsBetween, stayReviewForm, type StayReviewTarget, type StaySlot } from './schema';
import { isUuid } from '../text/uuid';
import { cancelRow } from './moves';
import { reviewTargetOf, stayRowIsOver, submitReviewOf } from './reviews';
import { staySlot, type StayDeps } from './shared';

/**
 * A signed-in guest's own stay bookings, matched by the account's email (as `reservation.mine`
 * does for tables): the list on /me and the dashboard, cancel, the calendar file and the review.
 */

export interface GuestStayBooking extends StaySlot {
  room_type: { name: string; name_sl: string | null };
  property: { id: string; name: string; address: string; timezone: string };
  /** The stay is over (a past visit on the dashboard); `canReview` adds "not yet reviewed". */
  visited: boolean;
  /** Check-out not yet reached in the property's zone and still active. */
  upcoming: boolean;
}

export const guestStayIdInput = z.object({ id: z.string().max(100) });
export const guestStayReviewInput = stayReviewForm.extend(guestStayIdInput.shape);

const notFound = () => new DomainError('stay.booking_not_found');

async function ownRow(db: Database, raw: unknown, email: string): Promise<StayBookingRow> {
  const parsed = guestStayIdInput.safeParse(raw);
  if (!parsed.success || !isUuid(parsed.data.id)) throw notFound();
  const row = await findStayBooking(db, parsed.data.id.toLowerCase());
  if (!row || !isOwnBooking(row, email)) throw notFound();
  return row;
}

function toGuestStay(row: StayBookingRow & { reviewed: boolean }, now: Date): GuestStayBooking {
  const slot = staySlot(row, row.reviewed, now);
  return {
    ...slot,
    room_type: { name: row.rt_name, name_sl: row.rt_name_sl },
    property: { id: row.restaurant_id, name: row.v_name, address: row.v_address, timezone: row.v_timezone },
    visited: stayRowIsOver(row, now),
    upcoming: slot.canAddToCalendar && dateIn(row.v_timezone, now) < row.check_out,
  };
}

/** Every stay booked with this email, soonest check-in first. */
export async function listStaysForGuest(db: Database, email: string, now: Date = new Date()): Promise<GuestStayBooking[]> {
  const ids = await stayIdsOfGuest(db, bookingEmail(email));
  if (ids.length === 0) return [];
  const reviewed = new Set(
    await reviewedStays(
      db,
      ids.map((r) => r.id),
    ),
  );
  // One booking row per id through the shared guest-view query (property, room type, zone).
  const rows = await Promise.all(
    ids.map(async ({ id }) => {
      const row = await findStayBooking(db, id);
      return row ? { ...row, reviewed: reviewed.has(id) } : null;
    }),
  );
  return rows.filter((r) => r !== null).map((r) => toGuestStay(r, now));
}

/** The signed-in guest cancels their own stay: awaiting a deposit (live hold) or confirmed. */
export async function cancelOwnStay(deps: StayDeps, raw: unknown, email: string, now: Date = new Date()): Promise<{ id: string; status: 'cancelled' }> {
  const row = await ownRow(deps.db, raw, email);
  const ok = await cancelRow(deps, row, now, { actor: 'guest' });
  if (!ok) throw new DomainError('stay.cancel_not_allowed');
  return { id: row.id, status: 'cancelled' };
}

const compact = (date: string) => date.replace(/-/g, '');

/** RFC 5545 all-day event from check-in to check-out (DTEND is exclusive: the check-out day itself). */
export async function ownStayIcs(db: Database, raw: unknown, email: string, now: Date = new Date()): Promise<{ filename: string; content: string }> {
  const row = await ownRow(db, raw, email);
  const nights = nightsBetween(row.check_in, row.check_out);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TableStay//Stays//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:stay-${row.id}@tablestay`,
    `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
    `DTSTART;VALUE=DATE:${compact(row.check_in)}`,
    `DTEND;VALUE=DATE:${compact(row.check_out)}`,
    `SUMMARY:${escapeText(`${row.v_name} · ${row.rt_name}`)}`,
    `LOCATION:${escapeText(row.v_address)}`,
    `DESCRIPTION:${escapeText(`${nights} ${nights === 1 ? 'night' : 'nights'}, ${row.guests} ${row.guests === 1 ? 'guest' : 'guests'}`)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { filename: `stay-${row.check_in}.ics`, content: `${lines.map(foldLine).join('\r\n')}\r\n` };
}

/** /rate-stay/{id} for the signed-in guest (no link token): what the page shows before the form. */
export async function ownReviewTarget(db: Database, raw: unknown, email: string, now: Date = new Date()): Promise<StayReviewTarget> {
  return reviewTargetOf(db, await ownRow(db, raw, email), now);
}

/** The review sent by the signed-in guest with a proven email: the same submission as with the link. */
export async function submitOwnStayReview(db: Database, raw: unknown, email: string, now: Date = new Date()): Promise<{ ok: true; alreadyReviewed: boolean }> {
  const input = guestStayReviewInput.parse(raw);
  return submitReviewOf(db, await ownRow(db, { id: input.id }, email), input, now);
}
