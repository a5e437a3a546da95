import type { PersonMove } from '../../hold/audit';
import * as z from 'zod';
import type { StayBookingStatus } from '../../db/types';
import { AMENITIES, BOOKING_NOT_FOUND, UPDATE_FAILED } from '../../stay/schema';
import { venueId } from '../../restaurant/schema';
import { basePriceEur, roomCapacity, roomCode, roomTypeName, roomTypeNameSl } from '../../onboarding/schema';
import { multilineText, text } from '../../text/schema';
import { nextOwnerAction, ownerMay, ROOMS } from '../../hold/lifecycle';
import { ERROR_CATALOGUE } from '../../errors';

// The owner's Stays tab (ADR 064–066): inputs and views, shared with the web forms. Texts are the
// SPEC §5 / §8 English; the web translates them (features/owner-stays/messages.ts).

const CHECK_INPUTS = 'Please check your inputs';
const DESCRIPTION_TOO_LONG = 'Description must be less than 1000 characters';
const ADDRESS_REQUIRED = 'Address is required';
const ADDRESS_TOO_LONG = 'Address must be less than 200 characters';
const BLOCKED_EXCEEDS_TOTAL = ERROR_CATALOGUE['owner_stays.blocked_exceeds_total'].message;
const BLOCKED_NEGATIVE = 'Blocked rooms must be 0 or more';
const ROOM_TYPE_REQUIRED = 'Please choose a room type';

/** SPEC §9: stays overview shows 5 reviews; the owner lists page by 20. */
export const OVERVIEW_REVIEWS = 5;
export const PAGE_SIZE = 20;
/** SPEC §9: occupancy history window 90 days. */
export const OCCUPANCY_DAYS = 90;

const uuid = (message: string) => z.string({ error: message }).max(100, message);

export const venueInput = z.object({ venueId });
export type VenueInput = z.input<typeof venueInput>;

/** Which calendar feed gets a new address: a room's or a room type's. */
export const replaceFeedInput = z.object({ venueId, kind: z.enum(['room', 'type']), id: z.string().max(100) });

/** A channel's calendar address a room imports (ADR 125); the address itself is checked in the core. */
export const addChannelFeedInput = z.object({ venueId, roomId: z.string().max(100), url: z.string().max(2100) });
export const channelFeedInput = z.object({ venueId, feedId: z.string().max(100) });

/** SPEC §4 stay booking statuses, plus `all`. A lapsed hold reads as cancelled (ADR 017). */
export const BOOKING_FILTERS = ['all', 'awaiting_deposit', 'confirmed', 'checked_in', 'checked_out', 'cancelled'] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export const bookingsInput = z.object({
  venueId,
  status: z.enum(BOOKING_FILTERS, CHECK_INPUTS).default('all'),
  /** Left out: the page today's bookings are on (ADR 116), not the first, months back. */
  page: z.coerce.number({ error: CHECK_INPUTS }).int(CHECK_INPUTS).min(1, CHECK_INPUTS).max(10_000, CHECK_INPUTS).optional(),
  /** With no page: the page this booking is on (a notification's link, ADR 119); not one of the list's, today's page. */
  booking: z.string({ error: CHECK_INPUTS }).max(100, CHECK_INPUTS).optional(),
});
export type BookingsInput = z.input<typeof bookingsInput>;

export const reviewsInput = z.object({
  venueId,
  page: z.coerce.number({ error: CHECK_INPUTS }).int(CHECK_INPUTS).min(1, CHECK_INPUTS).max(10_000, CHECK_INPUTS).default(1),
});
export type ReviewsInput = z.input<typeof reviewsInput>;

/** The owner's buttons (SPEC §4): Confirm, Check in, Check out, and Cancel, named by the status each leads to (ADR 113). */
export const OWNER_ACTIONS = [ROOMS.owner.confirm.to, ROOMS.owner.check_in.to, ROOMS.owner.check_out.to, ROOMS.owner.cancel.to] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];
export const transitionInput = z.object({
  venueId,
  id: uuid(BOOKING_NOT_FOUND),
  to: z.enum(OWNER_ACTIONS, UPDATE_FAILED),
});
export type TransitionInput = z.input<typeof transitionInput>;

/** The one button a booking offers next (SPEC §4), besides Cancel. */
export function nextAction(status: StayBookingStatus): Exclude<OwnerAction, 'cancelled'> | null {
  const action = nextOwnerAction(ROOMS, status);
  return action ? ROOMS.owner[action].to : null;
}
export const canCancel = (status: StayBookingStatus) => ownerMay(ROOMS, 'cancel', status) === true;

const blocked = z.coerce.number({ error: BLOCKED_NEGATIVE }).int(BLOCKED_NEGATIVE).min(0, BLOCKED_NEGATIVE);

/**
 * SPEC §5 stay settings. `totalRooms` is the property's room count (ADR 064: derived from its
 * rooms), so the same rule runs in the form and, under the venue lock, on the server.
 */
export function staySettingsForm(totalRooms: number) {
  return z
    .object({
      description: multilineText(DESCRIPTION_TOO_LONG).trim().max(1000, DESCRIPTION_TOO_LONG),
      address: text(ADDRESS_TOO_LONG).trim().min(1, ADDRESS_REQUIRED).max(200, ADDRESS_TOO_LONG),
      amenities: z.array(z.enum(AMENITIES, CHECK_INPUTS), CHECK_INPUTS).max(AMENITIES.length, CHECK_INPUTS),
      petsAllowed: z.boolean(CHECK_INPUTS),
      blockedRooms: blocked,
    })
    .refine((v) => v.blockedRooms <= totalRooms, { message: BLOCKED_EXCEEDS_TOTAL, path: ['blockedRooms'] });
}
/** What the API accepts: the form's shape; the total is the server's own (checked under the lock). */
export const staySettingsInput = staySettingsForm(Number.MAX_SAFE_INTEGER).safeExtend({ venueId });
export type StaySettingsInput = z.input<typeof staySettingsInput>;

/** SPEC §5 Property: room type name required max 50; capacity 1-20; base price min 0, step 0.01. */
export const roomTypeForm = z.object({
  name: roomTypeName,
  nameSl: roomTypeNameSl,
  capacity: roomCapacity,
  basePriceEur,
  active: z.boolean(CHECK_INPUTS).default(true),
});
export const addRoomTypeInput = roomTypeForm.safeExtend({ venueId });
export const editRoomTypeInput = roomTypeForm.safeExtend({ venueId, id: uuid(CHECK_INPUTS) });

/** SPEC §5 Property: room code required max 20 (unique per property). */
export const roomForm = z.object({
  code: roomCode,
  roomTypeId: z.string({ error: ROOM_TYPE_REQUIRED }).min(1, ROOM_TYPE_REQUIRED).max(100, ROOM_TYPE_REQUIRED),
  active: z.boolean(CHECK_INPUTS).default(true),
});
export const addRoomInput = roomForm.safeExtend({ venueId });
export const editRoomInput = roomForm.safeExtend({ venueId, id: uuid(CHECK_INPUTS) });

// ---- Views

export interface OwnerStayBooking {
  id: string;
  /** Effective: a lapsed unpaid hold reads as cancelled (ADR 017). */
  status: StayBookingStatus;
  guest_name: string;
  guest_email: string;
  guest_phone: string | null;
  guests: number;
  check_in: string;
  check_out: string;
  nights: number;
  notes: string | null;
  room_type: string;
  room_code: string;
  total_eur: number;
  /** Who at the property gave it this status, when a person did ("Checked in by Ana", ADR 127). */
  moved_by?: PersonMove | null;
}

export interface OwnerStayReview {
  id: string;
  rating: number;
  /** null: shown as anonymous (SPEC §2). */
  guest_name: string | null;
  comment: string | null;
  created_at: string;
}

export interface StaysOverview {
  /** The property's today (its own zone). */
  today: string;
  hasRooms: boolean;
  checkInsToday: number;
  checkOutsToday: number;
  occupancy: { occupied: number; available: number; total: number; blocked: number; percent: number | null };
  rating: { average: number | null; count: number };
  arrivals: OwnerStayBooking[];
  recentReviews: OwnerStayReview[];
}

export interface OccupancyPoint {
  date: string;
  occupied: number;
  available: number;
  percent: number;
}

export interface OwnerRoomType {
  id: string;
  name: string;
  /** Its name in Slovenian, or null for the catalogue's word (or the name itself). */
  nameSl: string | null;
  capacity: number;
  basePriceEur: number;
  active: boolean;
  /** The secret of its calendar feed (/ical/<token>.ics), and each room's (ADR 124). */
  icalToken: string;
  rooms: { id: string; code: string; active: boolean; roomTypeId: string; icalToken: string }[];
}

export interface OwnerStaySettings {
  name: string;
  description: string;
  address: string;
  amenities: string[];
  petsAllowed: boolean;
  totalRooms: number;
  blockedRooms: number;
  roomTypes: OwnerRoomType[];
}
