import { DomainError } from '../errors';
import { addDays } from './zone';

/** ADR 025: how far ahead anything can be booked, and the longest stay. */
export const MAX_DAYS_AHEAD = 365;
export const MAX_NIGHTS = 30;
/** Where the date is latest: a search across zones is refused only when too far ahead everywhere. */
export const FIRST_ZONE = 'Etc/GMT-14';

/** Refuses a date more than a year after `today` (the venue's or property's today). */
function assertBookableAhead(code: 'reservation.too_far_ahead' | 'stay.too_far_ahead', date: string, today: string): void {
  if (date > addDays(today, MAX_DAYS_AHEAD)) throw new DomainError(code);
}

/** Refuses a stay of more than 30 nights, and a check-in more than a year ahead. */
export function assertStayWithinLimits(checkIn: string, nights: number, today: string): void {
  assertBookableAhead('stay.too_far_ahead', checkIn, today);
  if (nights > MAX_NIGHTS) throw new DomainError('stay.too_long');
}
