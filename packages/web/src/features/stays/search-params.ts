import * as z from 'zod';
import { stayQuoteInput } from '@tablestay/core/stay/schema';
import type { BookSearch } from './search';

export type { BookSearch } from './search';

export type BookingParams = z.output<typeof stayQuoteInput>;

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
