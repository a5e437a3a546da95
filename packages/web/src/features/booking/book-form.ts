import type * as z from 'zod';
import type { Availability, createReservationInput } from '@tablestay/core/reservation/schema';
import { errorCode, fieldErrors } from '../../trpc';

// The /book form's derived state, pure, so the page and its tests read the same rules.

export type BookFormIn = z.input<typeof createReservationInput>;
export type BookFormOut = z.output<typeof createReservationInput>;
export type Slot = Availability['slots'][number];

/** What the form starts with: the venue the link names, no date or time yet, a party of two (consent unticked). */
export function bookingDefaults(restaurantId?: string): Partial<BookFormIn> {
  return { restaurantId: restaurantId ?? '', date: '', time: '', partySize: 2, guestName: '', guestEmail: '', guestPhone: '', notes: '' };
}

/** The form's fields in the page's order: the first in error gets focus, and a server field error lands on its field. */
export const BOOK_FIELDS = ['restaurantId', 'date', 'time', 'partySize', 'guestName', 'guestEmail', 'guestPhone', 'notes', 'privacyConsent'] as const;

/** The party sizes offered, 1 to 12 (core's `createReservationInput` takes exactly these). */
export const PARTY_SIZES = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The date the form moves to once the venue's today is known, or undefined to leave it. "Today" is
 * the venue's, not the browser's. A render whose date is older than the form's decides nothing (the
 * guest entered a date while the venue's day was on its way; overwriting it booked today instead of
 * the day they chose): the render with it decides.
 */
export function dateToOffer(venueToday: string | undefined, rendered: string, current: string): string | undefined {
  if (!venueToday || rendered !== current) return undefined;
  return !rendered || rendered < venueToday ? venueToday : undefined;
}

/**
 * The times offered for `date`: the day's slots minus the past and the closed ones (full ones stay,
 * marked, and lead to the waitlist). `closedAfter` is the last slot the opening hours allow when later
 * ones are closed, to say why the list ends early; null when nothing is offered (the page then says
 * there are no times). An answer for another date offers nothing.
 */
export function offeredSlots(day: Pick<Availability, 'date' | 'slots'> | undefined, date: string): { slots: Slot[]; closedAfter: string | null } {
  const daySlots = day?.date === date ? day.slots : [];
  const slots = daySlots.filter((s) => s.reason !== 'past' && s.reason !== 'closed');
  const lastOpen = daySlots.findLastIndex((s) => s.reason !== 'closed');
  const closedAfter = lastOpen >= 0 && lastOpen < daySlots.length - 1 && slots.length > 0 ? daySlots[lastOpen]!.time : null;
  return { slots, closedAfter };
}

/** True when the chosen time is no longer offered on the date the answer is for: the form clears it. */
export function dropsTime(time: string, answeredDate: string | undefined, date: string, slots: readonly Slot[]): boolean {
  return Boolean(time) && answeredDate === date && !slots.some((s) => s.time === time);
}

/** A venue the link names that does not exist (or a malformed id), as the availability call says it. */
export function isUnknownVenue(error: unknown): boolean {
  return errorCode(error) === 'reservation.restaurant_not_found' || fieldErrors(error).restaurantId !== undefined;
}

/** What is sent: the checked form, with one key per booking attempt (ADR 024). */
export function reservationPayload(values: BookFormOut, idempotencyKey: string): BookFormOut {
  return { ...values, idempotencyKey };
}

/** The first field in error in the page's order (react-hook-form's own pick goes by registration order). */
export function firstInvalid<F extends string>(fields: readonly F[], invalid: Partial<Record<string, unknown>>): F | undefined {
  return fields.find((f) => invalid[f]);
}

/**
 * The guest fields a signed-in account fills in: the email when it is still empty, and then the name
 * when that is empty too. The guest can still change both.
 */
export function accountPrefill(
  user: { email: string; name: string } | null | undefined,
  current: { guestEmail?: string; guestName?: string },
): { guestEmail?: string; guestName?: string } {
  if (!user || current.guestEmail) return {};
  return current.guestName ? { guestEmail: user.email } : { guestEmail: user.email, guestName: user.name };
}
