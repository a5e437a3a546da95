import { BOOKING_GUESTS_MAX, DEFAULT_GUESTS, SEARCH_GUESTS_MAX } from '@tablestay/core/stay/limits';
import { addDays } from '@tablestay/core/time/zone';
import { searchCount, searchDate, searchSchema, searchText, type SearchOf } from '../shared/search-params';

// The routes' `validateSearch` readers, apart from search-params.ts: these run in the entry chunk,
// so nothing from core that brings zod comes with them (ADR 054); time/zone's `addDays` is plain.

const stays = { location: searchText(200), check_in: searchDate, check_out: searchDate, guests: searchCount, room_type: searchText(100), pets: searchCount };
/** /stays?location&check_in&check_out&guests&room_type (SPEC §2), plus the browse filter pets=1. */
export const staysSearch = searchSchema(stays);
export type StaysSearch = SearchOf<typeof stays>;

/**
 * /stays/find: the browse list (ADR 019); `pets=1` is the pets-allowed filter.
 * @alias of staysSearch under the route's own name (knip then reports no duplicate export).
 */
export const browseSearch = staysSearch;

const property = { check_in: searchDate, check_out: searchDate, guests: searchCount };
/** /stays/{id}?check_in&check_out&guests: the property page's own availability check. */
export const propertySearch = searchSchema(property);
export type PropertySearch = SearchOf<typeof property>;

const book = { property_id: searchText(100), room_type_id: searchText(100), check_in: searchDate, check_out: searchDate, guests: searchCount };
/** /stays/book?property_id&room_type_id&check_in&check_out&guests, read leniently, checked by `bookingParams`. */
export const bookSearch = searchSchema(book);
export type BookSearch = SearchOf<typeof book>;

export const MAX_BOOKING_GUESTS = BOOKING_GUESTS_MAX;
/** SPEC §5/§9 the search takes 1–6 guests, 2 by default. */
export const SEARCH_GUESTS = Array.from({ length: SEARCH_GUESTS_MAX }, (_, i) => i + 1);

/** Today as 'YYYY-MM-DD' in the visitor's own zone: the date pickers' lower bound only. */
export function localToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The search form's guests: the URL's when it is one the form offers (1–6), else 2. */
export const formGuests = (guests: number | undefined) => (guests != null && guests >= 1 && guests <= SEARCH_GUESTS_MAX ? guests : DEFAULT_GUESTS);

/** A new check-in clears a check-out that is no longer after it. */
export const checkInPatch = (checkIn: string, checkOut: string) =>
  checkOut && checkIn && checkOut <= checkIn ? { check_in: checkIn, check_out: '' } : { check_in: checkIn };

/** The check-out picker's first day: the day after check-in, or after today without one. */
export const checkOutMin = (checkIn: string, today: string) => addDays(checkIn || today, 1);

/** What /stays searches for: with both dates a search (guests 2 unless given), else none. */
export interface ResultsQuery {
  location?: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  roomType?: string;
}

export function resultsQuery(s: StaysSearch): ResultsQuery | null {
  if (!s.check_in || !s.check_out) return null;
  return { location: s.location, checkIn: s.check_in, checkOut: s.check_out, guests: s.guests ?? DEFAULT_GUESTS, roomType: s.room_type };
}

/** SPEC §5: a search without both dates says "Please select check-in and check-out dates" when it asked for anything. */
export const datesMissing = (s: StaysSearch) =>
  !(s.check_in && s.check_out) && Boolean(s.location || s.check_in || s.check_out || s.guests != null || s.room_type);

/** The `stay.search` input of a query: the route's prefetch and the results ask the same. */
export function staySearchInput(q: ResultsQuery) {
  return {
    location: q.location ?? '',
    check_in: q.checkIn,
    check_out: q.checkOut,
    guests: q.guests,
    ...(q.roomType ? { room_type: q.roomType } : {}),
  };
}

/** The link of a Book Stay button (SPEC §2). */
export const bookLink = (p: { propertyId: string; roomTypeId: string; checkIn: string; checkOut: string; guests: number }) => ({
  property_id: p.propertyId,
  room_type_id: p.roomTypeId,
  check_in: p.checkIn,
  check_out: p.checkOut,
  guests: p.guests,
});
