import * as z from 'zod';
import { idempotencyKeySchema } from '../request/idempotency';
import type { ReservationStatus } from '../db/types';
import type { GuestActions } from '../hold/guest-actions';
import { emailSchema, phoneSchema } from '../account/schema';
import { linkText, multilineText, text } from '../text/schema';
import { calendarDate } from '../time/date';

// Shared with the web forms: texts are SPEC §5 / §8 English; the web translates them.

/** SPEC §9: slots every 30 minutes from 09:00 to 22:30. */
export const TIME_SLOTS = Array.from({ length: 28 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

const PARTY_SIZE_MESSAGE = 'Party size must be between 1 and 12';

export const createReservationInput = z.object({
  restaurantId: z.uuid('Restaurant not found'),
  date: calendarDate(),
  time: z.string({ error: 'Invalid time' }).refine((t) => TIME_SLOTS.includes(t), 'Invalid time'),
  partySize: z.coerce.number({ error: PARTY_SIZE_MESSAGE }).int(PARTY_SIZE_MESSAGE).min(1, PARTY_SIZE_MESSAGE).max(12, PARTY_SIZE_MESSAGE),
  guestName: text('Name is required').trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  guestEmail: emailSchema,
  guestPhone: phoneSchema,
  notes: multilineText('Notes must be less than 500 characters')
    .trim()
    .max(500, 'Notes must be less than 500 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  privacyConsent: z.literal(true, 'Please accept the privacy policy'),
  idempotencyKey: idempotencyKeySchema,
});
/** What `createReservationInput` parses to (the API router hands this on, ADR 052). */
export type CreateReservationParsed = z.output<typeof createReservationInput>;

/** A reservation reached by link: its id and unguessable view token. */
export const reservationAccessInput = z.object({
  id: z.uuid('Reservation not found or access denied'),
  token: linkText('Reservation not found or access denied').min(1, 'Invalid deposit link - missing access token'),
});

/** SPEC §2 My Reservations: the order in which status groups are shown. */
export const STATUS_GROUP_ORDER: ReservationStatus[] = ['confirmed', 'awaiting_deposit', 'pending', 'seated', 'expired', 'cancelled'];

/** What every guest view of a reservation starts with (status.ts `slotView`), with what the guest may do (ADR 107). */
interface GuestSlot extends GuestActions {
  id: string;
  date: string;
  /** 'HH:MM' venue wall time */
  time: string;
  party_size: number;
  /** An unpaid hold past its expiry reads as 'expired' at once, before the job marks it. */
  status: ReservationStatus;
  /** ISO instant the unpaid hold ends, or null. */
  expires_at: string | null;
}

export interface GuestReservation extends GuestSlot {
  /** timezone: the venue's, for times shown to the guest (hold deadline). */
  restaurant: { id: string; name: string; address: string; timezone: string };
}

/** A reservation reached by a signed-in guest (matched by email, no token). */
export const reservationIdInput = z.object({
  id: z.uuid('Reservation not found or access denied'),
});

/** Calendar download: by link (token) or, without a token, as the signed-in guest. */
export const reservationIcsInput = z.object({
  id: z.uuid('Reservation not found or access denied'),
  token: linkText('Reservation not found or access denied').min(1, 'Reservation not found or access denied').optional(),
});

export const availabilityInput = z.object({
  restaurantId: z.uuid('Restaurant not found'),
  date: calendarDate(),
});

export type CreateReservationResult =
  { status: 'awaiting_deposit'; reservationId: string; viewToken: string } | { status: 'waitlisted'; waitlistId: string; viewToken: string };

type SlotUnavailableReason = 'past' | 'too_far' | 'closed' | 'full';

export interface Availability {
  restaurantId: string;
  /** The requested venue date. */
  date: string;
  /** Today in the venue's zone (the earliest date a guest may pick). */
  today: string;
  timezone: string;
  /** Every SPEC slot 09:00–22:30, in order. */
  slots: { time: string; available: boolean; reason: SlotUnavailableReason | null }[];
}

export interface ReservationView extends GuestSlot {
  deposit_eur: number;
  guest_name: string;
  guest_email: string;
  guest_phone: string | null;
  notes: string | null;
  /** ISO instant */
  created_at: string;
  restaurant: {
    id: string;
    name: string;
    address: string;
    city: string;
    latitude: number | null;
    longitude: number | null;
    timezone: string;
    stripe_payment_link_url: string | null;
    /** How long the table is the guest's (calendar event length). */
    turn_minutes: number;
  };
}

export interface GuestDashboard {
  counts: {
    /** SPEC §4 upcoming: pending, awaiting_deposit or confirmed, date not in the past (venue zone). */
    upcoming: number;
    /** SPEC §2 "Past Visits": visits that happened (seated, or confirmed for a past day). */
    pastVisits: number;
    /** Sum of party sizes over all the guest's reservations. */
    totalGuests: number;
  };
  /** Up to 5, soonest first. */
  upcoming: GuestReservation[];
  /** Up to 3, most recent first. */
  past: GuestReservation[];
}
