import { BOOKING_GUESTS_MAX, DEFAULT_GUESTS, SEARCH_GUESTS_MAX } from '@tablestay/core/stay/limits';
import type { StaysSearch } from './search';

// What the stay pages and forms do with a search (search.ts reads it from the URL, in the entry chunk).
// The home page's stays form imports it: keep it free of core's time/zone.

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

/**
 * The calendar day after a 'YYYY-MM-DD', as core's time/zone `addDays(date, 1)` (search.test.ts holds
 * them equal): that module brings the zone data (@date-fns/tz), which the home page's form does not need.
 */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The check-out picker's first day: the day after check-in, or after today without one. */
export const checkOutMin = (checkIn: string, today: string) => dayAfter(checkIn || today);

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
