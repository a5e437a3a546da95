/**
 * What a guest types into every booking form (a table, a waiting entry, a stay): one mapping from
 * the parsed input, with an absent optional field as null, and one from that to the columns the
 * booking rows share (`reservations`, `waitlist_entries` and `stay_bookings` name them alike).
 */

/** The guest's own fields of a booking request, the optional ones null when not given. */
export interface GuestForm {
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  notes: string | null;
  /** The client's key for this booking attempt (ADR 024). */
  idempotencyKey: string | null;
}

type GuestInput = Pick<GuestForm, 'guestName' | 'guestEmail'> & Partial<Omit<GuestForm, 'guestName' | 'guestEmail'>>;

/** A parsed booking input's guest fields, an absent optional one as null. */
export const guestForm = (input: GuestInput): GuestForm => ({
  guestName: input.guestName,
  guestEmail: input.guestEmail,
  guestPhone: input.guestPhone ?? null,
  notes: input.notes ?? null,
  idempotencyKey: input.idempotencyKey ?? null,
});

/** The guest's fields as a booking row stores them and as request/repeat.ts compares them. */
export const guestColumns = (g: Omit<GuestInput, 'idempotencyKey'>) => ({
  guest_name: g.guestName,
  guest_email: g.guestEmail,
  guest_phone: g.guestPhone ?? null,
  notes: g.notes ?? null,
});
