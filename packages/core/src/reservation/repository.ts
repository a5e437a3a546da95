import { sql, type Transaction } from 'kysely';
import { bookingEmail } from '../account/guard';
import type { Database } from '../db/connection';
import type { DB, ReservationStatus } from '../db/types';
import type { Locale } from '../i18n';
import { liveHold } from '../hold/sql';
import { writeAudit } from '../kernel/audit';
import type { RequestFields } from '../kernel/repeat';
import { venueLockQuery, venueVersion, venueVersionCache, type VenueVersion } from '../kernel/venue-lock';
import { prepare } from '../db/prepared';
import { toMinutes } from '../time/zone';

type Db = Database | Transaction<DB>;

export function listByEmail(db: Database, email: string, limit = 200) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('restaurants as v', 'v.id', 'r.restaurant_id')
    .select([
      'r.id',
      'r.date',
      'r.time',
      'r.party_size',
      'r.status',
      'r.expires_at',
      'v.id as restaurant_id',
      'v.name as restaurant_name',
      'v.address as restaurant_address',
      'v.timezone as restaurant_timezone',
      reviewedColumn('r'),
    ])
    .where('r.guest_email', '=', bookingEmail(email))
    .orderBy('r.date', 'desc')
    .orderBy('r.time', 'desc')
    .limit(limit)
    .execute();
}

const VENUE_COLUMNS = [
  'id',
  'name',
  'address',
  'timezone',
  'total_tables',
  'blocked_tables',
  'turn_minutes',
  'open_hours_json',
  'deposit_eur',
  // Whether it is live (ADR 104): decided on the row the booking reads and locks, no other read.
  'onboarding_done',
  'dining_plan_until',
  'stays_plan_until',
] as const;

export type VenueRow = Awaited<ReturnType<typeof loadVenue>> & {};

export const loadVenue = (db: Db, id: string) => db.selectFrom('restaurants').select(VENUE_COLUMNS).where('id', '=', id).executeTakeFirst();

/**
 * The venue lock every booking decision for one venue takes first (creation, claims, cancels,
 * offers, and the deposit webhook): `SELECT … FOR UPDATE` on the restaurant row, so decisions
 * about one venue's tables run one at a time across all server processes.
 */
export const lockVenue = async (trx: Transaction<DB>, id: string): Promise<VenueRow | undefined> => (await lockVenueQuery<VenueRow>(trx, { id })).rows[0];
const lockVenueQuery = prepare<'id'>((db, slot) => venueLockQuery(db, slot('id'), VENUE_COLUMNS));

const versionedVenueQuery = prepare<'id'>((db, slot) =>
  db
    .selectFrom('restaurants')
    .select([...VENUE_COLUMNS, venueVersion.as('version')])
    .where('id', '=', slot('id')),
);

/**
 * The venue as this process last read it, with its row version, for the booking's one round trip
 * (ADR 052, kernel/venue-lock.ts): never trusted on its own, the lock refuses it once the row changed.
 */
export const seenVenues = venueVersionCache(async (db, id) => (await versionedVenueQuery<VenueRow & VenueVersion>(db, { id })).rows[0]);

/** Statuses that keep a table whatever their expiry; awaiting_deposit holds only while live. */
export const HOLDING_STATUSES: ReservationStatus[] = ['confirmed', 'seated'];

/**
 * Start minutes of everything holding a table on one venue date at `now` (ADR 011/012): confirmed
 * and seated reservations, unpaid holds that have not expired (an expired hold stops counting the
 * moment it expires, whether or not the job has marked it), and live waitlist offers.
 */
export async function loadHolders(db: Db, restaurantId: string, date: string, now: Date, opts: { exceptWaitlistId?: string } = {}): Promise<number[]> {
  const rows = await holdersQuery(db, restaurantId, date, now, opts).execute();
  return rows.map((r) => toMinutes(r.time));
}

/** The query of `loadHolders` (booking-state.ts embeds it in the booking's one read). */
export function holdersQuery(db: Db, restaurantId: string, date: string, now: Date, opts: { exceptWaitlistId?: string } = {}) {
  return db
    .selectFrom('reservations')
    .select('time')
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where((eb) => eb.or([eb('status', 'in', HOLDING_STATUSES), liveHold(now)]))
    .unionAll(
      db
        .selectFrom('waitlist_entries')
        .select('time')
        .where('restaurant_id', '=', restaurantId)
        .where('date', '=', date)
        .where('status', '=', 'notified')
        .where('offer_expires_at', '>', now)
        .$if(Boolean(opts.exceptWaitlistId), (qb) => qb.where('id', '!=', opts.exceptWaitlistId as string)),
    );
}

/** Guests still waiting on one venue date, first come first served. */
export function loadWaiting(db: Db, restaurantId: string, date: string) {
  return waitingQuery(db, restaurantId, date).execute();
}

export function waitingQuery(db: Db, restaurantId: string, date: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'time', 'created_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where('status', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id');
}

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

/** The guest's request as stored on a reservation or a waitlist entry alike. */
const guestColumns = (g: GuestDetails) => ({
  restaurant_id: g.restaurantId,
  guest_name: g.guestName,
  guest_email: g.guestEmail,
  guest_phone: g.guestPhone ?? null,
  date: g.date,
  time: g.time,
  party_size: g.partySize,
  notes: g.notes ?? null,
  locale: g.locale,
  idempotency_key: g.idempotencyKey ?? null,
});

/** The columns of a new awaiting_deposit hold (written with its trail by booking.ts placeHold). */
export const holdValues = (g: GuestDetails, v: { viewHash: string; expiresAt: Date; depositEur: string | number }) => ({
  ...guestColumns(g),
  status: 'awaiting_deposit' as const,
  expires_at: v.expiresAt,
  view_token: v.viewHash,
  deposit_eur: v.depositEur,
});

/** The columns of a new waiting entry. */
export const waitlistValues = (g: GuestDetails, viewHash: string) => ({ ...guestColumns(g), status: 'waiting' as const, view_token: viewHash });

export const audit = writeAudit;

/**
 * A table request as kernel/repeat.ts compares it with the row its key made (ADR 024): every field
 * of the guest's form, as `requestColumns` reads them back (ids in lower case, the time as HH:MM).
 */
export const tableRequest = (g: GuestDetails): RequestFields => ({
  restaurant_id: g.restaurantId.toLowerCase(),
  date: g.date,
  time: g.time,
  party_size: g.partySize,
  guest_name: g.guestName,
  guest_email: g.guestEmail,
  guest_phone: g.guestPhone ?? null,
  notes: g.notes ?? null,
});

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
 * read, kernel/repeat.ts decides): the reservation or waitlist entry the request's key made, whether
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
    liveWaiting: sameSlot('waitlist_entries').where(sql<boolean>`status in ('waiting', 'notified')`),
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

/**
 * One reservation with its venue (access is checked by the caller): the one read the guest views,
 * the guest's cancel and the deposit flow (ADR 014) all take. The venue's Stripe columns keep their
 * own names, as the stay booking row has them (`takePaidSession` reads `stripe_account_id` from either).
 */
export function findReservation(db: Db, id: string) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('restaurants as v', 'v.id', 'r.restaurant_id')
    .select([
      'r.id',
      'r.restaurant_id',
      'r.date',
      'r.time',
      'r.party_size',
      'r.status',
      'r.expires_at',
      'r.deposit_eur',
      'r.guest_name',
      'r.guest_email',
      'r.guest_phone',
      'r.notes',
      'r.created_at',
      'r.view_token',
      'r.locale',
      'v.name as v_name',
      'v.address as v_address',
      'v.city as v_city',
      'v.latitude as v_latitude',
      'v.longitude as v_longitude',
      'v.timezone as v_timezone',
      'v.stripe_account_id',
      'v.stripe_payment_link_url',
      'v.turn_minutes as v_turn_minutes',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findReservation>>>;

// A review is on file for a reservation when one names it, or the same guest reviewed the same
// restaurant (one review per restaurant and guest email, ADR 070): both close its review form.
const reviewedWhere = (id: unknown, restaurantId: unknown, email: unknown) =>
  sql<boolean>`exists (select 1 from restaurant_reviews rr where rr.reservation_id = ${id} or (rr.restaurant_id = ${restaurantId} and rr.guest_email = ${email}))`;

/** `reviewed` of the reservations aliased `alias` in a list (ADR 107's `canReview`). */
export const reviewedColumn = (alias: string) =>
  reviewedWhere(sql.ref(`${alias}.id`), sql.ref(`${alias}.restaurant_id`), sql.ref(`${alias}.guest_email`)).as('reviewed');

/** Whether a review of this reservation is on file. */
export async function isReviewed(db: Db, row: Pick<ReservationRow, 'id' | 'restaurant_id' | 'guest_email'>): Promise<boolean> {
  const res = await sql<{ reviewed: boolean }>`select ${reviewedWhere(row.id, row.restaurant_id, row.guest_email)} as reviewed`.execute(db);
  return Boolean(res.rows[0]?.reviewed);
}

/** The venue's wall date at `now`, computed by Postgres for SQL filters. */
export const venueToday = (now: Date) => sql<string>`(${now}::timestamptz at time zone v.timezone)::date`;

// ---- What the deposit flow locks (the payment core asks here, ADR 014); it reads the reservation
// with `findReservation`, as the guest views do.

/** The reservation row locked, after the venue. */
export function lockReservation(trx: Transaction<DB>, id: string) {
  return trx.selectFrom('reservations').select(['id', 'status', 'expires_at']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}
