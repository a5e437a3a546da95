import type { Transaction } from 'kysely';
import type { OwnerEvent } from '../push/service';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';
import { DomainError } from '../errors';
import type { Locale } from '../i18n';
import { roomTypeName } from '../i18n/labels';
import type { GuestLinkKind } from '../account/guest-link';
import {
  depositConfirmedEmail,
  depositRefundedEmail,
  stayConfirmedEmail,
  stayDepositRefundedEmail,
  type DepositEmailFacts,
  type RefundReason,
  type StayEmailFacts,
} from '../notification/payment-emails';
import type { Rendered } from '../notification/templates';
import { ROOMS, TABLES, type Lifecycle } from '../hold/lifecycle';
import { findReservation, lockReservation, type ReservationRow } from '../reservation/repository';
import { findStayBooking, lockStayBooking, type StayBookingRow } from '../stay/repository';
import { nightsBetween } from '../stay/schema';
import type { DepositKind } from './port';
import type { CheckoutOwner } from './repository';
import { BOOKING_ACCESS_DENIED, RESERVATION_ACCESS_DENIED } from './schema';
import { reconfirmStay, type Reconfirmed } from './stay-reconfirm';

/**
 * What the deposit flow (the window in deposit-window.ts, the paid session in deposit.ts) needs to
 * know about one kind of held booking (ADR 014, 018, 110): where its rows live, how its ids travel
 * with a payment, how it is audited and linked, and the words of its emails. The rules themselves
 * are written once, over these descriptors.
 */

/** The columns every kind of held booking has, as its `find` reads them. */
export interface HeldRow {
  id: string;
  restaurant_id: string;
  status: string;
  expires_at: Date | null;
  cancel_reason?: string | null;
  created_at: Date;
  deposit_eur: string;
  view_token: string;
  guest_email: string;
  guest_name: string;
  locale: string | null;
  v_name: string;
  stripe_account_id: string | null;
  stripe_payment_link_url: string | null;
}

export interface HeldKind<Row extends HeldRow> {
  /** The web's name for it (/deposit/{id}?type=stay). */
  type: 'dining' | 'stay';
  /** The provider metadata `kind` (port.ts depositMetadata); absent is dining's default. */
  portKind?: DepositKind;
  metadataKind: DepositKind;
  /** The deposit_checkouts column, and the metadata key, that carry the booking's id. */
  owner: CheckoutOwner;
  table: 'reservations' | 'stay_bookings';
  link: GuestLinkKind;
  auditEntity: 'reservation' | 'stay_booking';
  /** How logs name one booking of this kind. */
  noun: string;
  /** Its lifecycle: what a paid deposit has led to, what is gone, what lapsed (hold/lifecycle.ts). */
  lc: Lifecycle<string>;
  /** A link that does not open the booking. */
  denied(): DomainError;
  find(db: Db, id: string): Promise<Row | undefined>;
  /** The booking row locked, after the venue lock. */
  lock(trx: Transaction<DB>, id: string): Promise<Pick<Row, 'id' | 'status' | 'expires_at'> & Partial<Row>>;
  confirmedMail(locale: Locale, row: Row, amountEur: number, url: string): Rendered & { kind: 'deposit_confirmed' | 'stay_confirmed' };
  refundedMail(locale: Locale, reason: RefundReason, row: Row, amountEur: number, links: { appUrl: string; bookingUrl: string }): Rendered;
  /**
   * Money for a hold the expiry released, used to take the booking again where this kind allows it
   * (stays, ADR 018). Dining never re-sells a released table to a late payment.
   */
  reclaim?(trx: Transaction<DB>, row: Row, now: Date): Promise<Reconfirmed>;
  /** The booking as the owner's notification names it (ADR 119). */
  pushBooking(row: Row): OwnerEvent['booking'];
}

const diningFacts = (r: ReservationRow, amountEur: number): DepositEmailFacts => ({
  venue: r.v_name,
  date: r.date,
  time: r.time,
  partySize: r.party_size,
  amountEur,
});

export const DINING: HeldKind<ReservationRow> = {
  type: 'dining',
  metadataKind: 'deposit',
  owner: 'reservation_id',
  table: 'reservations',
  link: 'reservation',
  auditEntity: 'reservation',
  noun: 'reservation',
  lc: TABLES,
  denied: () => new DomainError('reservation.not_found', RESERVATION_ACCESS_DENIED),
  find: findReservation,
  lock: lockReservation,
  pushBooking: (r) => ({ type: 'reservation', id: r.id, date: r.date, time: r.time }),
  confirmedMail: (locale, r, amountEur, url) => ({ kind: 'deposit_confirmed', ...depositConfirmedEmail(locale, diningFacts(r, amountEur), url) }),
  refundedMail: (locale, reason, r, amountEur, links) =>
    depositRefundedEmail(locale, reason, diningFacts(r, amountEur), {
      bookUrl: `${links.appUrl}/book?restaurant_id=${r.restaurant_id}`,
      reservationUrl: links.bookingUrl,
    }),
};

/** What a stay is, as its emails and the local checkout page say it, in the reader's language. */
export const stayFacts = (b: StayBookingRow, locale: Locale) => ({
  property: b.v_name,
  roomType: roomTypeName(locale, { name: b.rt_name, name_sl: b.rt_name_sl }),
  checkIn: b.check_in,
  checkOut: b.check_out,
  nights: nightsBetween(b.check_in, b.check_out),
  guests: b.guests,
});
const stayEmailFacts = (b: StayBookingRow, amountEur: number, locale: Locale): StayEmailFacts => ({ ...stayFacts(b, locale), amountEur });

/** The stay booking (ADR 018): the dining window and rules, keyed by the stay booking, under the property lock. */
export const STAY: HeldKind<StayBookingRow> = {
  type: 'stay',
  portKind: 'stay_deposit',
  metadataKind: 'stay_deposit',
  owner: 'stay_booking_id',
  table: 'stay_bookings',
  link: 'stay',
  auditEntity: 'stay_booking',
  noun: 'stay_booking',
  lc: ROOMS,
  denied: () => new DomainError('stay.not_found', BOOKING_ACCESS_DENIED),
  find: findStayBooking,
  lock: lockStayBooking,
  pushBooking: (b) => ({ type: 'stay', id: b.id, checkIn: b.check_in, checkOut: b.check_out }),
  confirmedMail: (locale, b, amountEur, url) => ({ kind: 'stay_confirmed', ...stayConfirmedEmail(locale, stayEmailFacts(b, amountEur, locale), url) }),
  refundedMail: (locale, reason, b, amountEur, links) =>
    stayDepositRefundedEmail(locale, reason, stayEmailFacts(b, amountEur, locale), {
      bookUrl: `${links.appUrl}/stays/${b.restaurant_id}`,
      bookingUrl: links.bookingUrl,
    }),
  reclaim: reconfirmStay,
};
