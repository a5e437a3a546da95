import type { PersonMove } from '../../hold/audit';
import * as z from 'zod';
import type { FeedbackTable, ReservationStatus, WaitlistStatus } from '../../db/types';
import { linkText, multilineText, text } from '../../text/schema';
import { calendarDate, calendarMonth } from '../../time/date';
import { ownerOffers, TABLES, type TableAction } from '../../hold/lifecycle';
import { ERROR_CATALOGUE } from '../../errors';
import { venueId } from '../../restaurant/schema';
import { WAITLIST_NOT_FOUND } from '../../waitlist/schema';

// The owner's Restaurant tab (ADR 061). Pure: the web's forms use these schemas too, so a
// SPEC §5 text is written once. Texts are the SPEC's English; the web translates them.

export const BLOCKED_EXCEEDS_TOTAL = ERROR_CATALOGUE['owner.invalid_configuration'].message;
const TOTAL_TABLES_MESSAGE = 'Total tables must be a whole number of 0 or more';
const BLOCKED_TABLES_MESSAGE = 'Blocked tables must be a whole number';
const TURN_MINUTES_MESSAGE = 'Turn time must be 30 to 480 minutes, in steps of 30';
const DESCRIPTION_TOO_LONG = 'Description must be less than 1000 characters';
export const CUISINE_TOO_LONG = 'Cuisine must be less than 100 characters';
const INVALID_URL = 'Invalid URL';
const INVALID_MONTH = 'Invalid month';
const PLEASE_CHECK = 'Please check your inputs';

/** SPEC §9: the overview shows 5 of today's reservations and 5 recent feedback entries. */
export const OVERVIEW_LIMIT = 5;
/** SPEC §9: occupancy history window. */
export const HISTORY_DAYS = 90;

export const venueInput = z.object({ venueId });
export const dayInput = z.object({ venueId, date: calendarDate().optional() });
export const reservationActionInput = z.object({ venueId, reservationId: z.string({ error: ERROR_CATALOGUE['reservation.not_found'].message }).max(100) });
export const promoteInput = z.object({ venueId, waitlistId: z.string({ error: WAITLIST_NOT_FOUND }).max(100) });
export const monthInput = z.object({ venueId, month: calendarMonth(INVALID_MONTH).optional() });

const wholeNumber = (message: string) => z.coerce.number({ error: message }).int(message);

/**
 * SPEC §5 table management: total a non-negative integer; blocked clamped to 0 at the bottom (a
 * blocked count above the total is refused by the service as "Invalid Configuration", not clamped,
 * so the owner sees why nothing changed).
 */
export const tableSettingsFields = z.object({
  totalTables: wholeNumber(TOTAL_TABLES_MESSAGE).min(0, TOTAL_TABLES_MESSAGE).max(999, TOTAL_TABLES_MESSAGE),
  blockedTables: wholeNumber(BLOCKED_TABLES_MESSAGE).transform((n) => Math.max(0, n)),
  turnMinutes: wholeNumber(TURN_MINUTES_MESSAGE)
    .min(30, TURN_MINUTES_MESSAGE)
    .max(480, TURN_MINUTES_MESSAGE)
    .refine((n) => n % 30 === 0, TURN_MINUTES_MESSAGE),
});
export const tableSettingsInput = tableSettingsFields.extend({ venueId });

/** True when the blocked count is above the total (SPEC §5 "Invalid Configuration"). */
export const blockedExceedsTotal = (s: { totalTables: number; blockedTables: number }) => s.blockedTables > s.totalTables;

// Nullable so that parsing twice (the API, then core) gives the same value.
const emptyToNull = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());

/** SPEC §5 restaurant details: description ≤ 1000, cuisine ≤ 100, menu URL a URL or empty, dietary flags. */
export const detailsFields = z.object({
  description: multilineText(PLEASE_CHECK).max(1000, DESCRIPTION_TOO_LONG).nullable().transform(emptyToNull),
  cuisine: text(PLEASE_CHECK).max(100, CUISINE_TOO_LONG).nullable().transform(emptyToNull),
  menuUrl: linkText(INVALID_URL, 500)
    .trim()
    .refine((s) => s === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(s), INVALID_URL)
    .nullable()
    .transform(emptyToNull),
  vegetarian: z.boolean({ error: PLEASE_CHECK }),
  vegan: z.boolean({ error: PLEASE_CHECK }),
  glutenFree: z.boolean({ error: PLEASE_CHECK }),
});
export const detailsInput = detailsFields.extend({ venueId });

/** SPEC §4 owner actions on a reservation: the table lifecycle's (ADR 113). */
export type OwnerAction = TableAction;
/**
 * Whether the owner's screen offers `action` for a reservation, `today` being the venue's date: the
 * lifecycle's move, and a table is seated on its own day only (ADR 062), never ahead.
 */
export const offers = (action: OwnerAction, r: { status: ReservationStatus; date: string }, today: string) =>
  ownerOffers(TABLES, action, r.status, r.date, today);

/** What a guest asked for, as the owner's lists show it: a reservation or a waitlist entry. */
interface OwnerGuestRequest {
  id: string;
  date: string;
  time: string;
  partySize: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  notes: string | null;
}

export interface OwnerReservation extends OwnerGuestRequest {
  status: ReservationStatus;
  expiresAt: string | null;
  /** Who at the venue gave it this status, when a person did ("Seated by Ana", ADR 127). */
  movedBy?: PersonMove | null;
}

export interface OwnerWaitlistEntry extends OwnerGuestRequest {
  status: WaitlistStatus;
  createdAt: string;
}

export interface OwnerFeedback {
  id: string;
  rating: number;
  category: FeedbackTable['category'];
  comment: string | null;
  visitDate: string;
  sentiment: FeedbackTable['sentiment'];
  createdAt: string;
}

/** SPEC get_feedback_summary: one venue month. */
export interface FeedbackMonth {
  month: string;
  total: number;
  avgRating: number | null;
  positives: number;
  negatives: number;
}

export interface DiningOverview {
  today: string;
  timezone: string;
  todayCount: number;
  avgRatingThisMonth: number | null;
  feedbackThisMonth: number;
  todayFirst: OwnerReservation[];
  recentFeedback: OwnerFeedback[];
}

export interface DiningSettings {
  totalTables: number;
  blockedTables: number;
  turnMinutes: number;
  description: string;
  cuisine: string;
  menuUrl: string;
  vegetarian: boolean;
  vegan: boolean;
  glutenFree: boolean;
}
