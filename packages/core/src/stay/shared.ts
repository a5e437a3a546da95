import type { Database } from '../db/connection';
import type { OwnerPush } from '../push/service';
import type { StayBookingStatus } from '../db/types';
import { DomainError } from '../errors';
import type { Locale } from '../i18n';
import { ROOMS, statusAt } from '../hold/lifecycle';
import type { EmailTransport } from '../notification/email';
import type { RateLimitRule } from '../rate-limit/service';
import type { PublicStayRow, StayBookingRow } from './repository';
import { nightsBetween, type PublicStay, type StaySlot } from './schema';
import { stayActions } from './guest-actions';
import { publicVenue } from '../restaurant/public-venue';

/** What the stay booking core needs; `Core.booking` has this shape (one hold length for tables and rooms). */
export interface StayDeps {
  db: Database;
  email: EmailTransport;
  appUrl: string;
  /** How long an unpaid stay hold keeps its room (BOOKING_HOLD_MINUTES, ADR 017). */
  holdMinutes: number;
  /** Booking creations per IP and per email in one window. */
  rateLimit: RateLimitRule;
  /** Tells the property's owner of new bookings and cancellations (ADR 119). */
  push?: OwnerPush;
}

export interface StayBookingMeta {
  ip: string;
  locale: Locale;
}

/** The zone whose calendar is last to leave a date: a check-in before its today is past everywhere. */
export const LAST_ZONE = 'Etc/GMT+12';

export const invalidParameters = () => new DomainError('stay.invalid_parameters');
export const noAvailability = () => new DomainError('stay.no_availability');
export const bookingNotFound = () => new DomainError('stay.booking_not_found');
/** An owner move the booking's status does not allow (SPEC §8 text); `details` say which move. */
export const refuse = (details?: Record<string, unknown>) => new DomainError('stay.update_failed', undefined, details);
export const NO_RATING = { average: null, count: 0 };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A lapsed unpaid hold lost its room at that instant: it reads as cancelled at once (ADR 017). */
export function effectiveStayStatus(status: StayBookingStatus, expiresAt: Date | null, now: Date): StayBookingStatus {
  return statusAt(ROOMS, status, expiresAt, now);
}

/** What every guest view of a stay booking starts with: its dates, status, deposit and the guest's flags (ADR 107). */
export function staySlot(row: StayBookingRow, reviewed: boolean, now: Date): StaySlot {
  return {
    id: row.id,
    status: effectiveStayStatus(row.status, row.expires_at, now),
    check_in: row.check_in,
    check_out: row.check_out,
    nights: nightsBetween(row.check_in, row.check_out),
    guests: row.guests,
    expires_at: iso(row.expires_at),
    deposit_eur: Number(row.deposit_eur),
    ...stayActions({ ...row, timezone: row.v_timezone, reviewed }, now),
  };
}

/** The one mapping from a row to the public view: browse, search and detail go through it. */
export function toPublicStay(row: PublicStayRow, rating: { average: number | null; count: number }, fromPrice: number | null): PublicStay {
  return {
    ...publicVenue(row),
    description: row.description,
    total_rooms: row.total_rooms,
    rating,
    fromPrice,
  };
}
