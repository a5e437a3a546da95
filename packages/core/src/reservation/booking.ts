import type { Transaction } from 'kysely';
import type { Database } from '../db/connection';
import type { DB } from '../db/types';
import { DomainError, ERROR_CATALOGUE } from '../errors';
import type { AfterCommit } from '../db/transaction';
import type { EmailTransport } from '../notification/email';
import type { OwnerPush } from '../push/service';
import { insertWithTrail, type Trail } from '../hold/trail';
import { linkTokenSlot, newGuestLink } from '../account/guest-link';
import { liveOn, sellsTables } from '../restaurant/venue-kind';
import { toMinutes } from '../time/zone';
import { reservationReceivedEmail } from '../notification/reservation-emails';
import type { RateLimitRule } from '../rate-limit/service';
import { bookableTables, fits, timeRule } from './capacity';
import { holdValues, type GuestDetails } from './booking-repository';
import type { VenueRow } from './capacity-repository';

/** What the booking core needs, built once per process (Core.booking). */
export interface BookingDeps {
  db: Database;
  email: EmailTransport;
  appUrl: string;
  /** How long an unpaid hold keeps its table (ADR 012). */
  holdMinutes: number;
  /** How long a waitlist offer keeps a freed table (ADR 013). */
  offerMinutes: number;
  /** Booking creations per IP and per email in one window. */
  rateLimit: RateLimitRule;
  /** Tells the venue's owner of new bookings, cancellations and claimed offers (ADR 119); none in some unit tests. */
  push?: OwnerPush;
}

export const RESTAURANT_NOT_FOUND = ERROR_CATALOGUE['reservation.restaurant_not_found'].message;
export const DATE_IN_PAST = ERROR_CATALOGUE['reservation.past'].message;
export const CLOSED_AT_TIME = ERROR_CATALOGUE['reservation.closed'].message;
export const NO_TABLES = ERROR_CATALOGUE['reservation.slot_full'].message;
export const RESERVATION_NOT_FOUND = ERROR_CATALOGUE['reservation.not_found'].message;
export const CANCEL_NOT_ALLOWED = ERROR_CATALOGUE['reservation.cancel_not_allowed'].message;

const restaurantNotFound = () => new DomainError('reservation.restaurant_not_found');

/**
 * A live venue that takes table bookings (ADR 104: onboarding done, the owner's Restaurant plan
 * running at `now`), or the SPEC's "Restaurant not found": a draft or an unpaid venue answers as a
 * venue that does not exist.
 */
export function requireDiningVenue(venue: VenueRow | undefined, now: Date): VenueRow {
  if (!venue || !takesBookings(venue, now)) throw restaurantNotFound();
  return venue;
}

/** Takes table bookings at `now`: it has tables and is live on the dining side. */
export const takesBookings = (venue: VenueRow, now: Date): boolean => sellsTables(venue) && liveOn(venue, 'dining', now);

/** Past, closed-hours and how-far-ahead (ADR 025) rules in the venue's zone, with their texts. */
export function assertSlotOpen(venue: VenueRow, date: string, time: string, now: Date): void {
  const rule = timeRule(venue, date, time, now);
  if (rule === 'past') throw new DomainError('reservation.past');
  if (rule === 'too_far') throw new DomainError('reservation.too_far_ahead');
  if (rule === 'closed') throw new DomainError('reservation.closed');
}

export const slotFits = (venue: VenueRow, holders: readonly number[], time: string) =>
  fits(holders, toMinutes(time), venue.turn_minutes, bookableTables(venue));

export interface PlacedHold {
  reservationId: string;
  viewToken: string;
  mailId: string;
}

/** A hold ready to write: its id, token and row, with the audit row and email that go with it. */
export interface PreparedHold {
  id: string;
  viewToken: string;
  values: ReturnType<typeof holdValues>;
  trail: Trail;
}

/**
 * Where a hold comes from. A trip's tables (ADR 112) carry their trip in the audit row and send no
 * email of their own: the trip's one confirmation names them all.
 */
export type HoldSource = { via: 'booking' | 'waitlist_claim' | 'owner_promote'; waitlistId?: string } | { via: 'trip'; tripId: string };

/** What a guest asked a venue for, as the hold's and the waitlist's emails say it. */
export const requestFacts = (venue: VenueRow, guest: GuestDetails) => ({
  guestName: guest.guestName,
  venue: venue.name,
  date: guest.date,
  time: guest.time,
  partySize: guest.partySize,
});

/** Builds everything a new hold writes (ADR 052: composed before the write, written in one statement). */
export function prepareHold(afterCommit: AfterCommit, deps: BookingDeps, venue: VenueRow, guest: GuestDetails, now: Date, source: HoldSource): PreparedHold {
  const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const link = newGuestLink('reservation');
  const id = link.id;
  const viewToken = link.token;
  const mail = reservationReceivedEmail(guest.locale, {
    ...requestFacts(venue, guest),
    depositEur: Number(venue.deposit_eur),
    holdMinutes: deps.holdMinutes,
    url: `${deps.appUrl}/deposit/${id}?token=${linkTokenSlot('reservation', id)}`,
  });
  const audit = {
    entity: 'reservation' as const,
    action: 'created',
    meta: {
      via: source.via,
      restaurant_id: venue.id,
      date: guest.date,
      time: guest.time,
      party_size: guest.partySize,
      expires_at: expiresAt.toISOString(),
      ...('waitlistId' in source && source.waitlistId ? { waitlist_id: source.waitlistId } : {}),
      ...('tripId' in source ? { trip_id: source.tripId } : {}),
    },
  };
  const message = { to: guest.guestEmail, kind: 'reservation_received', ...mail };
  return {
    id,
    viewToken,
    values: holdValues(guest, { viewHash: link.hash, expiresAt, depositEur: venue.deposit_eur }),
    trail: {
      audit,
      mail: source.via === 'trip' ? null : { message, transport: deps.email, afterCommit },
      notifyOwner: () => notifyHold(afterCommit, deps, venue.id, id, guest, source),
    },
  };
}

/** The owner hears of a guest's new table or claimed offer, never of their own promotion (ADR 119). */
function notifyHold(afterCommit: AfterCommit, deps: BookingDeps, venueId: string, id: string, guest: GuestDetails, source: HoldSource): void {
  if (source.via === 'owner_promote') return;
  const kind = source.via === 'waitlist_claim' ? 'offer_claimed' : 'new_booking';
  const booking = { type: 'reservation' as const, id, date: guest.date, time: guest.time };
  deps.push?.notify(afterCommit, { venueId, kind, booking, guestName: guest.guestName });
}

/**
 * Inserts an awaiting_deposit reservation with a hold, its audit row and its "pay your deposit"
 * email (delivered after commit), inside the caller's transaction (which holds the venue lock and
 * has checked capacity): one statement (ADR 052).
 */
export async function placeHold(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: BookingDeps,
  venue: VenueRow,
  guest: GuestDetails,
  now: Date,
  source: HoldSource,
): Promise<PlacedHold> {
  const hold = prepareHold(afterCommit, deps, venue, guest, now, source);
  const row = await insertWithTrail(trx, 'reservations', hold.id, hold.values, hold.trail);
  return { reservationId: row.id, viewToken: hold.viewToken, mailId: row.mailId as string };
}
