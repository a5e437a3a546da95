import * as z from 'zod';
import { idempotencyKeySchema } from '../request/idempotency';
import { phoneSchema } from '../account/schema';
import { BOOKING_GUESTS_MAX, DATES_REQUIRED, DEFAULT_GUESTS, SEARCH_GUESTS_MAX } from './limits';
import type { StayBookingStatus } from '../db/types';
import type { GuestActions } from '../hold/guest-actions';
import type { ExternalPlace } from '../places/port';
import type { RatingSummary } from '../restaurant/schema';
import { cleanSearchText, linkText, multilineText, text } from '../text/schema';
import { calendarDate } from '../time/date';
import { ERROR_CATALOGUE } from '../errors';

// Shared with the web forms: texts are SPEC §5 / §8 English; the web translates them.

export type { ExternalPlace } from '../places/port';

export const INVALID_PARAMETERS = ERROR_CATALOGUE['stay.invalid_parameters'].message;
export const NO_AVAILABILITY = ERROR_CATALOGUE['stay.no_availability'].message;
export const PROPERTY_NOT_FOUND = ERROR_CATALOGUE['stay.not_found'].message;
export const BOOKING_NOT_FOUND = ERROR_CATALOGUE['stay.booking_not_found'].message;
const CHECK_OUT_AFTER_CHECK_IN = 'Check-out must be after check-in';
/** SPEC §5 localised text "date cannot be in the past" (the dining form's text too). */
export const DATE_IN_PAST = ERROR_CATALOGUE['stay.past'].message;
const SEARCH_GUESTS_MESSAGE = 'Guests must be between 1 and 6';
const GUESTS_MESSAGE = 'Guests must be between 1 and 10';
export const RATING_REQUIRED = 'Please select a rating';
export const COMMENT_TOO_LONG = 'Comment must be less than 1000 characters';
/** SPEC §8 stay text, for an owner action the booking's status does not allow. */
export const UPDATE_FAILED = ERROR_CATALOGUE['stay.update_failed'].message;
export const CANCEL_NOT_ALLOWED = ERROR_CATALOGUE['stay.cancel_not_allowed'].message;
export const REVIEW_NOT_YET = ERROR_CATALOGUE['stay.review_not_allowed'].message;

/** SPEC §9: "Only N left" under 3 rooms. */
export const ONLY_LEFT_BELOW = 3;
/** SPEC §9: list limit 60 (browse and search). */
export const STAY_LIST_LIMIT = 60;
/** SPEC §3 amenity values. */
export const AMENITIES = [
  'wifi',
  'parking',
  'air_conditioning',
  'kitchen',
  'breakfast',
  'pool',
  'spa',
  'gym',
  'washer',
  'dryer',
  'balcony',
  'sea_view',
] as const;

/** Whole nights between two calendar dates (check-out minus check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

const searchDate = z.preprocess(emptyToUndefined, calendarDate(DATES_REQUIRED));

/**
 * /stays?location&check_in&check_out&guests&room_type (SPEC §5 stay search). An empty location
 * searches every property. "Not in the past" needs the property's zone: checked by the service.
 */
export const staySearchInput = z
  .object({
    location: z.preprocess((v) => (v == null ? '' : v), z.string().catch('')).transform((s) => cleanSearchText(s).slice(0, 200)),
    check_in: searchDate,
    check_out: searchDate,
    guests: z.preprocess(
      (v) => emptyToUndefined(v) ?? DEFAULT_GUESTS,
      z.coerce.number({ error: SEARCH_GUESTS_MESSAGE }).int(SEARCH_GUESTS_MESSAGE).min(1, SEARCH_GUESTS_MESSAGE).max(SEARCH_GUESTS_MAX, SEARCH_GUESTS_MESSAGE),
    ),
    room_type: z.preprocess(emptyToUndefined, z.string().catch('').optional()).transform((s) => cleanSearchText(s ?? '').slice(0, 50) || undefined),
  })
  .refine((v) => v.check_out > v.check_in, { message: CHECK_OUT_AFTER_CHECK_IN, path: ['check_out'] });
export type StaySearchInput = z.input<typeof staySearchInput>;

const invalid = { error: INVALID_PARAMETERS };
const paramDate = calendarDate(INVALID_PARAMETERS);

/**
 * The stay a /stays/book URL describes (property_id, room_type_id, check_in, check_out, guests).
 * Anything wrong in it is the one SPEC text "Invalid booking parameters…".
 */
const stayParamsShape = {
  propertyId: z.uuid(invalid),
  roomTypeId: z.uuid(invalid),
  checkIn: paramDate,
  checkOut: paramDate,
};
const paramsAreARange = (v: { checkIn: string; checkOut: string }) => v.checkOut > v.checkIn;

export const stayQuoteInput = z
  .object({
    ...stayParamsShape,
    guests: z.coerce.number(invalid).int(INVALID_PARAMETERS).min(1, INVALID_PARAMETERS).max(BOOKING_GUESTS_MAX, INVALID_PARAMETERS),
  })
  .refine(paramsAreARange, { message: INVALID_PARAMETERS, path: ['checkOut'] });
export type StayQuoteInput = z.input<typeof stayQuoteInput>;

/** SPEC §5 stay booking form (the web form uses exactly this). */
export const stayGuestForm = z.object({
  guestName: text('Name is required').trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  guestEmail: z
    .string({ error: 'Invalid email address' })
    .trim()
    .toLowerCase()
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address')),
  guestPhone: phoneSchema,
  guests: z.coerce.number({ error: GUESTS_MESSAGE }).int(GUESTS_MESSAGE).min(1, GUESTS_MESSAGE).max(BOOKING_GUESTS_MAX, GUESTS_MESSAGE),
  notes: multilineText('Notes must be less than 500 characters')
    .trim()
    .max(500, 'Notes must be less than 500 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** SPEC create_stay_booking_safe: the stay plus the guest form. */
export const createStayBookingInput = stayGuestForm
  .extend(stayParamsShape)
  .extend({ idempotencyKey: idempotencyKeySchema })
  .refine(paramsAreARange, { message: INVALID_PARAMETERS, path: ['checkOut'] });
export type CreateStayBookingInput = z.input<typeof createStayBookingInput>;

export const stayListInput = z.object({ petsOnly: z.boolean({ error: 'Please check your inputs' }).optional() }).default({});
export type StayListInput = z.input<typeof stayListInput>;

/** Any id is accepted; one that is not a property's answers "Property not found". */
export const stayByIdInput = z.object({ id: linkText(PROPERTY_NOT_FOUND, 100) });
export type StayByIdInput = z.input<typeof stayByIdInput>;

/** A stay booking reached by link: its id and unguessable view token. */
export const stayAccessInput = z.object({
  id: linkText(BOOKING_NOT_FOUND, 100),
  token: linkText(BOOKING_NOT_FOUND),
});
export type StayAccessInput = z.input<typeof stayAccessInput>;

/** SPEC §5 stay review: rating 1-5, optional name (100), optional comment (1000). */
export const stayReviewForm = z.object({
  rating: z.coerce.number({ error: RATING_REQUIRED }).int(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
  name: text('Name must be less than 100 characters')
    .trim()
    .max(100, 'Name must be less than 100 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  comment: multilineText(COMMENT_TOO_LONG)
    .trim()
    .max(1000, COMMENT_TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export const stayReviewInput = stayReviewForm.extend(stayAccessInput.shape);
export type StayReviewInput = z.input<typeof stayReviewInput>;

/** The public view of a stay property: never owner ids, payment details or contact data. */
export interface PublicStay {
  id: string;
  name: string;
  address: string;
  city: string;
  /** True only while the listing is featured today in the property's zone. */
  featured: boolean;
  description: string | null;
  photos: string[];
  amenities: string[];
  pets_allowed: boolean;
  total_rooms: number;
  avg_price_eur: number | null;
  latitude: number | null;
  longitude: number | null;
  /** From the property's stay reviews. */
  rating: RatingSummary;
  /** Lowest price per night of its active room types; null without any. */
  fromPrice: number | null;
}

export interface StayDetail extends PublicStay {
  timezone: string;
  deposit_eur: number;
  /** The active room types, cheapest first. */
  roomTypes: { id: string; name: string; name_sl: string | null; capacity: number; pricePerNight: number; active: boolean }[];
}

export interface RoomTypeOffer {
  id: string;
  name: string;
  /** Its name in Slovenian, when its owner gave one (i18n/labels.ts `roomTypeName`). */
  name_sl: string | null;
  capacity: number;
  pricePerNight: number;
  nights: number;
  total: number;
  /** Rooms of this type a guest can book for every night of the range (blocked reserve applied, ADR 016). */
  available: number;
  /** `available` when below 3 (SPEC "Only N left"), else null. */
  onlyLeft: number | null;
}

export interface StaySearchResult {
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  properties: { property: PublicStay; roomTypes: RoomTypeOffer[] }[];
  external: ExternalPlace[];
  /** False when no places directory is configured: the page says only registered stays are shown. */
  placesEnabled: boolean;
  /** The directory is configured but failed this time. */
  externalError: boolean;
}

export interface StayQuote {
  property: { id: string; name: string; address: string; city: string; timezone: string };
  roomType: { id: string; name: string; name_sl: string | null; capacity: number };
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  pricePerNight: number;
  total: number;
  deposit_eur: number;
  /** 0 when the room type is taken for these dates. */
  available: number;
}

/** What every guest view of a stay booking starts with (`staySlot`), with what the guest may do (ADR 107). */
export interface StaySlot extends GuestActions {
  id: string;
  /** A lapsed unpaid hold reads as 'cancelled' at once, before the job marks it (ADR 017). */
  status: StayBookingStatus;
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  /** ISO instant the unpaid hold ends, or null. */
  expires_at: string | null;
  deposit_eur: number;
}

export interface StayBookingView extends StaySlot {
  guest_name: string;
  guest_email: string;
  guest_phone: string | null;
  notes: string | null;
  price_per_night_eur: number;
  total_eur: number;
  room_type: { id: string; name: string; name_sl: string | null };
  property: { id: string; name: string; address: string; city: string; timezone: string; latitude: number | null; longitude: number | null };
}

export interface StayReviewTarget {
  bookingId: string;
  property: { id: string; name: string };
  alreadyReviewed: boolean;
  /** After the stay: checked out, or the check-out date reached while confirmed or checked in (ADR 017). */
  canReview: boolean;
}
