import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Locale } from '../i18n';
import { liveHold, openEntry } from '../hold/sql';
import type { RequestFields } from '../request/repeat';
import { guestColumns } from '../request/guest-form';

/**
 * The rows a table request writes (a hold or a waiting entry) and the lookups of an earlier answer
 * to the same request (ADR 024). The writes themselves go through hold/trail.ts with their audit
 * row and email (ADR 052).
 */

export interface GuestDetails {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
  guestName: string;
  guestEmail: string;
  guestPhone?: string | null;
  notes?: string | null;
  locale: Locale;
  /** The client's key for this booking attempt (ADR 024). */
  idempotencyKey?: string | null;
}

/** The guest's form as a reservation or waitlist row stores it, and as `tableRequest` compares it. */
const requestValues = (g: GuestDetails) => ({ restaurant_id: g.restaurantId, date: g.date, time: g.time, party_size: g.partySize, ...guestColumns(g) });

/** The guest's request as stored on a reservation or a waitlist entry alike. */
const storedRequest = (g: GuestDetails) => ({ ...requestValues(g), locale: g.locale, idempotency_key: g.idempotencyKey ?? null });

/** The columns of a new awaiting_deposit hold (written with its trail by booking.ts placeHold). */
export const holdValues = (g: GuestDetails, v: { viewHash: string; expiresAt: Date; depositEur: string | number }) => ({
  ...storedRequest(g),
  status: 'awaiting_deposit' as const,
  expires_at: v.expiresAt,
  view_token: v.viewHash,
  deposit_eur: v.depositEur,
});

/** The columns of a new waiting entry. */
export const waitlistValues = (g: GuestDetails, viewHash: string) => ({ ...storedRequest(g), status: 'waiting' as const, view_token: viewHash });

/**
 * A table request as request/repeat.ts compares it with the row its key made (ADR 024): every field
 * of the guest's form, as `requestColumns` reads them back (ids in lower case, the time as HH:MM).
 */
export const tableRequest = (g: GuestDetails): RequestFields => ({ ...requestValues(g), restaurant_id: g.restaurantId.toLowerCase() });

/** `tableRequest`'s fields of a reservation or waitlist row, with its id. */
const requestColumns = [
  'id',
  'restaurant_id',
  sql<string>`date::text`.as('date'),
  sql<string>`to_char(time, 'HH24:MI')`.as('time'),
  'party_size',
  'guest_name',
  'guest_email',
  'guest_phone',
  'notes',
] as const;

/**
 * The lookups of an earlier answer to a booking request (ADR 024; booking-state.ts runs them in one
 * read, request/repeat.ts decides): the reservation or waitlist entry the request's key made, whether
 * the key made a stay booking, and this guest email's live hold or waiting entry for the same venue,
 * date and time.
 */
export function repeatQueries(db: Db, g: GuestDetails, now: Date) {
  const key = g.idempotencyKey ?? null;
  const keyed = <T extends 'reservations' | 'waitlist_entries'>(table: T, k: string) =>
    db
      .selectFrom(table as 'reservations')
      .select(requestColumns)
      .where('idempotency_key', '=', k);
  const sameSlot = <T extends 'reservations' | 'waitlist_entries'>(table: T) =>
    db
      .selectFrom(table as 'reservations')
      .select(['id'])
      .where('guest_email', '=', g.guestEmail)
      .where('restaurant_id', '=', g.restaurantId)
      .where('date', '=', g.date)
      .where('time', '=', g.time)
      .orderBy('created_at', 'desc')
      .limit(1);
  return {
    keyedHold: key ? keyed('reservations', key) : null,
    keyedWaiting: key ? keyed('waitlist_entries', key) : null,
    keyedStay: key ? db.selectFrom('stay_bookings').select('id').where('idempotency_key', '=', key) : null,
    liveHold: sameSlot('reservations').where(liveHold(now)),
    liveWaiting: sameSlot('waitlist_entries').where(openEntry(now)),
  };
}

/**
 * Marks a reservation's or waitlist entry's link as mailed at `now`, unless it was mailed after
 * `since` (ADR 024: a booking asked for again mails its guest at most once per window), returning
 * what the email says; undefined when not to mail. One statement: two asks at once mail once.
 */
export function markLinkMailed(db: Db, table: 'reservations' | 'waitlist_entries', id: string, now: Date, since: Date) {
  return db
    .updateTable(`${table} as b` as 'reservations as b')
    .from('restaurants as v')
    .set({ link_mailed_at: now })
    .whereRef('v.id', '=', 'b.restaurant_id')
    .where('b.id', '=', id)
    .where((eb) => eb.or([eb('b.link_mailed_at', 'is', null), eb('b.link_mailed_at', '<=', since)]))
    .returning([
      'b.guest_name',
      'b.guest_email',
      sql<string>`b.date::text`.as('date'),
      sql<string>`to_char(b.time, 'HH24:MI')`.as('time'),
      'b.party_size',
      'b.locale',
      'v.name as venue',
    ])
    .executeTakeFirst();
}
