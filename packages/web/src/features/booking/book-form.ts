import type * as z from 'zod';
import type { Availability, createReservationInput } from '@tablestay/core/reservation/schema';
import { errorCode, fieldErrors } from '../../trpc';

// The /book form's derived state, pure, so the page and its tests read the same rules.

export type BookFormIn = z.input<typeof createReservationInput>;
export type BookFormOut = z.output<typeof createReservationInput>;
export type Slot = Availability['slots'][number];

/** What the form starts with: the venue the link names, no date or time yet, a party of two (consent unticked). */
/** What a link may fill in besides the venue (the chat assistant's prefilled booking link, ADR 115). */
export interface BookingPrefill {
  date?: string;
  time?: string;
  party?: number;
}

export function bookingDefaults(restaurantId?: string, prefill: BookingPrefill = {}): Partial<BookFormIn> {
  const party = prefill.party && PARTY_SIZES.includes(prefill.party) ? prefill.party : 2;
  return {
    restaurantId: restaurantId ?? '',
    date: prefill.date ?? '',
    time: prefill.time ?? '',
    partySize: party,
    guestName: '',
    guestEmail: '',
    guestPhone: '',
    notes: '',
  };
}

/** The form's fields in the page's order: the first in error gets focus, and a server field error lands on its field. */
export const BOOK_FIELDS = ['restaurantId', 'date', 'time', 'partySize', 'guestName', 'guestEmail', 'guestPhone', 'notes', 'privacyConsent'] as const;

/** The party sizes offered, 1 to 12 (core's `createReservationInput` takes exactly these). */
export const PARTY_SIZES = Array.from({ length: 12 }, (_, i) => i + 1);

// The form keeps what the guest entered; what it shows and sends is derived from that and the
// answers, on every render, never written back by an effect (so a render with an
// older answer cannot overwrite the guest's choice, the bug that booked today instead of their day).

/** A venue the guest picked, and the link's venue at the time: a later link's venue wins over it. */
export interface VenuePick {
  id: string;
  underLink: string | undefined;
}

/** The venue the form is on: the guest's pick while the link is the one it was made under, else the link's. */
export function venueOf(linkVenue: string | undefined, pick: VenuePick): string {
  return pick.underLink === linkVenue ? pick.id : (linkVenue ?? '');
}

/**
 * The date the form is on: the guest's, unless it is empty or before the venue's today (the
 * venue's zone, not the browser's), which is then offered; the guest's date while today is unknown.
 */
export function dateOf(venueToday: string | undefined, entered: string): string {
  if (!venueToday) return entered;
  return !entered || entered < venueToday ? venueToday : entered;
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

/**
 * The time the form is on: the guest's, unless the answer for the form's date no longer offers it
 * (then none). A full time is offered (it leads to the waitlist); an answer for another date decides nothing.
 */
export function timeOf(entered: string, answeredDate: string | undefined, date: string, slots: readonly Slot[]): string {
  const dropped = Boolean(entered) && answeredDate === date && !slots.some((s) => s.time === entered);
  return dropped ? '' : entered;
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
