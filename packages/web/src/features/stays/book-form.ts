import type * as z from 'zod';
import { SEARCH_GUESTS_MAX } from '@tablestay/core/stay/limits';
import type { stayGuestForm } from '@tablestay/core/stay/schema';
import { MAX_BOOKING_GUESTS } from './search-query';
import type { BookingParams } from './search-params';
import type { StayQuote } from './types';

// The /stays/book form's derived state, pure, so the page and its tests read the same rules.

export type StayFormOut = z.output<typeof stayGuestForm>;

/** The guests a room takes in the form (up to 10, up to its capacity), and the count it starts with: the link's, within that. */
export function stayGuestDefaults(params: Pick<BookingParams, 'guests'>, capacity: number): { maxGuests: number; guests: number } {
  const maxGuests = Math.min(MAX_BOOKING_GUESTS, capacity);
  return { maxGuests, guests: Math.min(params.guests, maxGuests) };
}

/** What is sent: the guest form (its own guest count) and the stay the URL describes, with one key per attempt (ADR 024). */
export function stayBookingPayload(values: StayFormOut, params: BookingParams, idempotencyKey: string) {
  return {
    ...values,
    idempotencyKey,
    propertyId: params.propertyId,
    roomTypeId: params.roomTypeId,
    checkIn: params.checkIn,
    checkOut: params.checkOut,
  };
}

/** The "other dates" search when the room is taken: the property's town and the same stay, guests within the search's 1–6. */
export function otherDatesSearch(q: Pick<StayQuote, 'property' | 'checkIn' | 'checkOut' | 'guests'>) {
  return { location: q.property.city, check_in: q.checkIn, check_out: q.checkOut, guests: Math.min(q.guests, SEARCH_GUESTS_MAX) };
}
