import type { Database } from '@tablestay/core/db/connection';
import { createProperty, createReservation, createStayBooking, createVenue, guestEmail } from '@tablestay/core/db/factories';
import type { ReservationStatus, StayBookingStatus } from '@tablestay/core/db/types';
import { addDays, dateIn } from '@tablestay/core/time/zone';

/**
 * The two inventories side by side: restaurant tables ("dining") and rooms ("stays"). A rule that
 * holds for both is written once, as `describe.each(KINDS)`, over this adapter: how to make a venue
 * of the kind and a booking on it, how the web books it over HTTP, where its status is kept, and
 * the kind's own texts. A shared test reads every kind-dependent value from here, so it fails for
 * the kind that breaks.
 */

export const ZONE = 'Europe/Ljubljana';
/** The day `n` days from today in Ljubljana's calendar. */
export const day = (n: number) => addDays(dateIn(ZONE), n);

/** A live venue of one kind: a restaurant, or a property with one room type. */
interface Venue {
  id: string;
  name: string;
  /** Stays only: the one room type and its rooms. */
  roomTypeId?: string;
  roomIds?: string[];
}

/** A booking written directly (no domain rules run), with the link token its guest holds. */
export interface Held {
  id: string;
  token: string;
  email: string;
  venue: Venue;
}

export interface HoldOptions {
  status?: ReservationStatus | StayBookingStatus;
  /** Minutes until the hold lapses (negative: already lapsed); null: no hold. Default 15. */
  holdMinutes?: number | null;
  email?: string;
  locale?: 'en' | 'sl';
  /** The table's date or the stay's check-in. Default: 20 days from today. */
  date?: string;
  /** Stays: nights from check-in. Default 3. */
  nights?: number;
  /** Which of the property's rooms (stays). Default the first. */
  room?: number;
}

export interface Kind {
  name: 'dining' | 'stays';
  /** The prefix of the kind's procedures and error codes. */
  domain: 'reservation' | 'stay';
  table: 'reservations' | 'stay_bookings';
  /** A booking's `audit_logs.entity`. */
  entity: 'reservation' | 'stay_booking';
  /** The `deposit_checkouts` column that names the booking. */
  checkoutColumn: 'reservation_id' | 'stay_booking_id';
  /** `type` on payment.startDeposit; none for a table. */
  type?: 'stay';
  /** What the guest's deposit and confirmation links carry before `token=`. */
  linkQuery: '' | 'type=stay&';
  /** A venue with `units` tables or rooms (default 10 tables, 1 room), a 20 EUR deposit unless given. */
  venue(db: Database, opts?: { name?: string; units?: number; deposit?: number }): Promise<Venue>;
  /**
   * An unpaid hold on the venue (or a booking of `status`): a table for 4 at 19:00, or 2 guests in
   * the first room for 3 nights.
   */
  hold(db: Database, venue: Venue, opts?: HoldOptions): Promise<Held>;
  /** What the expiry job leaves of a lapsed hold (ADR 017): an expired reservation, a cancelled stay. */
  release(db: Database, id: string): Promise<unknown>;
  status(db: Database, id: string): Promise<string>;
  /** The booking procedure the web's form calls, and that form's input (a fresh guest email unless given). */
  book: 'reservation.create' | 'stay.book';
  bookInput(venue: Venue, over?: Record<string, unknown>): Record<string, unknown>;
  /** The booking's id in the booking procedure's answer. */
  bookedId(answer: unknown): string;
  /** Booking-form fields for a slot `n` days ahead: a date and time, or one night from check-in. */
  slot(n: number): Record<string, unknown>;
  /** The guest's view of a booking by its link. */
  byToken: 'reservation.byToken' | 'stay.byToken';
  /** What a link that does not open the booking answers (SPEC). */
  notFound: string;
}

const holdUntil = (minutes: number | null | undefined) => {
  const m = minutes === undefined ? 15 : minutes;
  return m === null ? null : new Date(Date.now() + m * 60_000);
};

export const dining: Kind = {
  name: 'dining',
  domain: 'reservation',
  table: 'reservations',
  entity: 'reservation',
  checkoutColumn: 'reservation_id',
  linkQuery: '',
  async venue(db, opts = {}) {
    const v = await createVenue(db, {
      name: opts.name ?? 'Gostilna Pri Lipi',
      address: 'Trubarjeva cesta 12, 1000 Ljubljana',
      city: 'Ljubljana',
      total_tables: opts.units ?? 10,
      turn_minutes: 90,
      timezone: ZONE,
      deposit_eur: opts.deposit ?? 20,
    });
    return { id: v.id, name: v.name };
  },
  async hold(db, venue, opts = {}) {
    const r = await createReservation(db, {
      restaurant_id: venue.id,
      guest_name: 'Ana Kovač',
      guest_email: opts.email ?? guestEmail(),
      date: opts.date ?? day(20),
      time: '19:00',
      party_size: 4,
      status: (opts.status as ReservationStatus | undefined) ?? 'awaiting_deposit',
      deposit_eur: 20,
      expires_at: holdUntil(opts.holdMinutes),
      ...(opts.locale ? { locale: opts.locale } : {}),
    });
    return { id: r.id, token: r.token, email: r.guest_email, venue };
  },
  release: (db, id) =>
    db
      .updateTable('reservations')
      .set({ status: 'expired', expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute(),
  status: async (db, id) => (await db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
  book: 'reservation.create',
  bookInput: (venue, over = {}) => ({
    restaurantId: venue.id,
    date: day(1),
    time: '19:00',
    partySize: 2,
    guestName: 'Maja Novak',
    guestEmail: guestEmail(),
    privacyConsent: true,
    ...over,
  }),
  bookedId: (answer) => (answer as { reservationId: string }).reservationId,
  slot: (n) => ({ date: day(n), time: '19:00' }),
  byToken: 'reservation.byToken',
  notFound: 'Reservation not found or access denied',
};

export const stays: Kind = {
  name: 'stays',
  domain: 'stay',
  table: 'stay_bookings',
  entity: 'stay_booking',
  checkoutColumn: 'stay_booking_id',
  type: 'stay',
  linkQuery: 'type=stay&',
  async venue(db, opts = {}) {
    const units = opts.units ?? 1;
    const { venue: p, roomTypes } = await createProperty(db, {
      name: opts.name ?? 'Vila Lipa',
      address: 'Cesta svobode 12, Bled',
      city: 'Bled',
      latitude: 46.3683,
      longitude: 14.1146,
      timezone: ZONE,
      total_rooms: units,
      deposit_eur: opts.deposit ?? 20,
      roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 95, rooms: Array.from({ length: units }, (_, i) => String(101 + i)) }],
    });
    const rt = roomTypes[0]!;
    return { id: p.id, name: p.name, roomTypeId: rt.id, roomIds: rt.rooms.map((r) => r.id) };
  },
  async hold(db, venue, opts = {}) {
    const checkIn = opts.date ?? day(20);
    const b = await createStayBooking(db, {
      restaurant_id: venue.id,
      room_type_id: venue.roomTypeId!,
      room_id: venue.roomIds![opts.room ?? 0]!,
      guest_name: 'Maja Novak',
      guest_email: opts.email ?? guestEmail(),
      guests: 2,
      check_in: checkIn,
      check_out: addDays(checkIn, opts.nights ?? 3),
      status: (opts.status as StayBookingStatus | undefined) ?? 'awaiting_deposit',
      deposit_eur: 20,
      price_per_night_eur: 95,
      expires_at: holdUntil(opts.holdMinutes),
      ...(opts.locale ? { locale: opts.locale } : {}),
    });
    return { id: b.id, token: b.token, email: b.guest_email, venue };
  },
  release: (db, id) =>
    db
      .updateTable('stay_bookings')
      .set({ status: 'cancelled', cancel_reason: 'expired', expires_at: new Date(Date.now() - 60_000), updated_at: new Date() })
      .where('id', '=', id)
      .execute(),
  status: async (db, id) => (await db.selectFrom('stay_bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
  book: 'stay.book',
  bookInput: (venue, over = {}) => ({
    propertyId: venue.id,
    roomTypeId: venue.roomTypeId,
    checkIn: day(10),
    checkOut: day(12),
    guests: 2,
    guestName: 'Ana Gost',
    guestEmail: guestEmail(),
    ...over,
  }),
  bookedId: (answer) => (answer as { bookingId: string }).bookingId,
  slot: (n) => ({ checkIn: day(n), checkOut: day(n + 1) }),
  byToken: 'stay.byToken',
  notFound: 'Booking not found or access denied',
};

export const KINDS = [dining, stays];
