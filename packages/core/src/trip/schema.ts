import * as z from 'zod';
import type { ReservationStatus, StayBookingStatus } from '../db/types';
import type { GuestActions } from '../hold/guest-actions';
import { TIME_SLOTS } from '../reservation/schema';
import { createStayBookingInput, nightsBetween } from '../stay/schema';
import { linkText } from '../text/schema';
import { calendarDate } from '../time/date';

/**
 * The trip (ADR 112): a stay with its dinners. Inputs and views shared with the web: no server
 * imports. Texts are the product's English; the web translates them.
 */

export const TRIP_NOT_FOUND = 'Trip not found or access denied';
export const DEFAULT_DINNER_TIME = '19:30';
const NO_DINNERS = 'Please choose at least one dinner';
/** At most one table per evening of the longest stay (stay/limits.ts: 30 nights). */
const MAX_DINNERS = 30;
const TOO_MANY_DINNERS = 'A trip holds at most 30 dinners, one per evening of the stay';

const STAY_LINK = 'Booking not found or access denied';
const dinnerTime = z.string({ error: 'Invalid time' }).refine((t) => TIME_SLOTS.includes(t), 'Invalid time');

/** A stay reached by its own link token, or (without one) by the signed-in guest who owns it. */
const stayAccess = {
  bookingId: z.uuid(STAY_LINK),
  token: linkText(STAY_LINK).min(1, STAY_LINK).optional(),
};

/** The restaurants free on each evening of a stay at `time` (or only on `date`). */
export const dinnerOptionsInput = z.object({
  ...stayAccess,
  time: dinnerTime.default(DEFAULT_DINNER_TIME),
  date: calendarDate().optional(),
});
export type DinnerOptionsInput = z.input<typeof dinnerOptionsInput>;

const INVALID_STAY = 'Invalid booking parameters. Please start from the search page.';

/** The offers for a stay being booked (the stay form): its property, dates and guests. */
export const plannedDinnerOptionsInput = z
  .object({
    propertyId: z.uuid('Property not found'),
    checkIn: calendarDate(),
    checkOut: calendarDate(),
    guests: z.coerce.number({ error: INVALID_STAY }).int(INVALID_STAY).min(1, INVALID_STAY).max(MAX_DINNERS, INVALID_STAY),
    time: dinnerTime.default(DEFAULT_DINNER_TIME),
    date: calendarDate().optional(),
  })
  .refine((v) => v.checkIn < v.checkOut && nightsBetween(v.checkIn, v.checkOut) <= MAX_DINNERS, {
    message: INVALID_STAY,
    path: ['checkOut'],
  });
export type PlannedDinnerOptionsInput = z.input<typeof plannedDinnerOptionsInput>;

const dinnerChoice = z.object({ restaurantId: z.uuid('Restaurant not found'), date: calendarDate(), time: dinnerTime });
export type DinnerChoice = z.output<typeof dinnerChoice>;

/** Holds the chosen tables for a stay: all of them or none (ADR 112). */
export const addDinnersInput = z.object({
  ...stayAccess,
  dinners: z.array(dinnerChoice, { error: NO_DINNERS }).min(1, NO_DINNERS).max(MAX_DINNERS, TOO_MANY_DINNERS),
});
export type AddDinnersInput = z.input<typeof addDinnersInput>;

/** A stay and its dinners booked together: the stay form's fields and the dinners, all held or none. */
export const bookTripInput = z.intersection(
  createStayBookingInput,
  z.object({ dinners: z.array(dinnerChoice, { error: NO_DINNERS }).min(1, NO_DINNERS).max(MAX_DINNERS, TOO_MANY_DINNERS) }),
);
export type BookTripInput = z.input<typeof bookTripInput>;

/** A trip reached by its link (`/trips/{id}?token=`), or by the signed-in guest when no token. */
export const tripAccessInput = z.object({
  id: z.uuid(TRIP_NOT_FOUND),
  token: linkText(TRIP_NOT_FOUND).min(1, TRIP_NOT_FOUND).optional(),
});
export type TripAccessInput = z.input<typeof tripAccessInput>;

/** Cancels the stay and, with `withDinners`, every table of its trip still cancellable, in one step. */
export const cancelTripInput = tripAccessInput.extend({ withDinners: z.boolean().default(true) });

interface DinnerRestaurant {
  id: string;
  name: string;
  address: string;
  cuisine: string | null;
  depositEur: number;
}

export interface DinnerEvening {
  date: string;
  time: string;
  /** The times a table may be booked that evening at any of the town's restaurants (their hours and turns), earliest first. */
  times: string[];
  /** Restaurants in the stay's town with a free table for the stay's party at `time`. */
  restaurants: DinnerRestaurant[];
  /** Dinners the trip already holds on this evening. */
  held: { reservationId: string; restaurantName: string; time: string }[];
}

export interface DinnerOptions {
  /** The stay's booking, or null for a stay not booked yet. */
  bookingId: string | null;
  city: string;
  partySize: number;
  evenings: DinnerEvening[];
  /** The stay's trip once a dinner was added: its page's link. */
  trip: { id: string; token: string } | null;
}

/** A refused table of `trip.table_taken`: which one, and the nearest times it is free that evening. */
export interface TakenDinner {
  restaurantId: string;
  restaurantName: string;
  date: string;
  time: string;
  nearestTimes: string[];
}

export interface AddedDinners {
  tripId: string;
  tripToken: string;
  reservations: { id: string; restaurantId: string; date: string; time: string }[];
}

interface TripStay extends GuestActions {
  id: string;
  /** The stay's own link token, for its deposit and confirmation pages. */
  token: string;
  status: StayBookingStatus;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  depositEur: number;
  expiresAt: string | null;
  property: { id: string; name: string; address: string; city: string; timezone: string };
  roomType: string;
}

export interface TripDinner extends GuestActions {
  id: string;
  /** The table's own link token, for its deposit and confirmation pages. */
  token: string;
  status: ReservationStatus;
  date: string;
  time: string;
  partySize: number;
  depositEur: number;
  expiresAt: string | null;
  restaurant: { id: string; name: string; address: string; timezone: string };
}

export type TripEvent = { kind: 'check_in'; date: string } | { kind: 'dinner'; date: string; dinnerId: string } | { kind: 'check_out'; date: string };

export interface TripView {
  id: string;
  token: string;
  locale: 'en' | 'sl';
  guestName: string;
  stay: TripStay;
  dinners: TripDinner[];
  /** The itinerary by day: check-in, each evening's dinners, check-out. */
  days: { date: string; events: TripEvent[] }[];
  /** Unpaid live holds in the order to pay them: the stay first, then the dinners by date. */
  toPay: { type: 'stay' | 'table'; id: string; token: string }[];
}
