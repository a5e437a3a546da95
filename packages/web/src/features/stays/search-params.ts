import { z } from 'zod';
import { BOOKING_GUESTS_MAX, DEFAULT_GUESTS, SEARCH_GUESTS_MAX, stayQuoteInput } from '@tablestay/core/stay/schema';
import { searchCount, searchDate, searchSchema, searchText } from '../shared/search-params';

/** /stays?location&check_in&check_out&guests&room_type (SPEC §2), plus the browse filter pets=1. */
export const staysSearch = searchSchema({
  location: searchText(200),
  check_in: searchDate,
  check_out: searchDate,
  guests: searchCount,
  room_type: searchText(100),
  pets: searchCount,
});
export type StaysSearch = z.output<typeof staysSearch>;

/** /stays/find: the browse list (ADR 019); `pets=1` is the pets-allowed filter. */
export const browseSearch = staysSearch;

/** /stays/{id}?check_in&check_out&guests: the property page's own availability check. */
export const propertySearch = searchSchema({ check_in: searchDate, check_out: searchDate, guests: searchCount });
export type PropertySearch = z.output<typeof propertySearch>;

/** /stays/book?property_id&room_type_id&check_in&check_out&guests, read leniently, checked by `bookingParams`. */
export const bookSearch = searchSchema({
  property_id: searchText(100),
  room_type_id: searchText(100),
  check_in: searchDate,
  check_out: searchDate,
  guests: searchCount,
});
export type BookSearch = z.output<typeof bookSearch>;

export type BookingParams = z.output<typeof stayQuoteInput>;

export const MAX_BOOKING_GUESTS = BOOKING_GUESTS_MAX;
/** SPEC §5/§9 the search takes 1–6 guests, 2 by default. */
export const SEARCH_GUESTS = Array.from({ length: SEARCH_GUESTS_MAX }, (_, i) => i + 1);
export { DEFAULT_GUESTS };

/**
 * The /stays/book parameters when they make a booking request at all (core's own check: ids,
 * real dates with check-out after check-in, guests 1–10), else null: "Invalid booking parameters".
 * Whether the room exists, fits the guests and is free is the server's answer (`stay.quote`).
 */
export function bookingParams(s: BookSearch): BookingParams | null {
  const parsed = stayQuoteInput.safeParse({
    propertyId: s.property_id,
    roomTypeId: s.room_type_id,
    checkIn: s.check_in,
    checkOut: s.check_out,
    guests: s.guests,
  });
  return parsed.success ? parsed.data : null;
}

/** The link of a Book Stay button (SPEC §2). */
export const bookLink = (p: { propertyId: string; roomTypeId: string; checkIn: string; checkOut: string; guests: number }) => ({
  property_id: p.propertyId,
  room_type_id: p.roomTypeId,
  check_in: p.checkIn,
  check_out: p.checkOut,
  guests: p.guests,
});

/** Today as 'YYYY-MM-DD' in the visitor's own zone: the date pickers' lower bound only. */
export function localToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function nextDay(day: string) {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
