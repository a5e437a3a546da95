import { sql, type RawBuilder } from 'kysely';
import { WAITLIST } from './lifecycle';
import { HOLD_STATUS } from './rule';

/**
 * The hold rule of ./rule.ts as SQL, for queries over `reservations` and `stay_bookings` (ADR 020).
 * `table` is the alias the query gives the table (or nothing for an unaliased single table).
 */
const col = (table: string | undefined, column: 'status' | 'expires_at') => sql.ref(table ? `${table}.${column}` : column);

/**
 * `isLive`'s and `isLapsed`'s one time test: the hold has no expiry, or one after `now`. Live is a
 * hold for which it holds, lapsed a hold for which it does not, in SQL as in rule.ts. (Postgres
 * folds the negation into `expires_at is not null and expires_at <= now`: the same plan as before.)
 */
const running = (now: Date, table: string | undefined) => {
  const expires = col(table, 'expires_at');
  return sql<boolean>`(${expires} is null or ${expires} > ${now}::timestamptz)`;
};
/**
 * `status in (…)` for one of the lifecycle's status sets (hold/lifecycle.ts), its values written as
 * literals so that a partial index over the same list matches in every plan (a bound parameter
 * would not prove it).
 */
export function statusIn(list: readonly string[], table?: string): RawBuilder<boolean> {
  return valueIn(col(table, 'status'), list);
}

/** `value in (…)` for a status computed in SQL (a lapsed hold read as its kind's `lapsedAs`, say). */
export function valueIn(value: RawBuilder<string> | ReturnType<typeof sql.ref>, list: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`${value} in (${sql.join(list.map((s) => sql.lit(s)))})`;
}

/** `offerIsLive` (hold/lifecycle.ts) in SQL: the entry is offered a table and the offer's deadline is after `now`. */
export function liveOffer(now: Date, table?: string): RawBuilder<boolean> {
  const expires = sql.ref(table ? `${table}.offer_expires_at` : 'offer_expires_at');
  return sql<boolean>`(${col(table, 'status')} = ${sql.lit(WAITLIST.offered)} and ${expires} > ${now}::timestamptz)`;
}

/** The entry is waiting in the queue or holds a live offer (WAITLIST.open). */
export function openEntry(now: Date, table?: string): RawBuilder<boolean> {
  return sql<boolean>`(${col(table, 'status')} = ${sql.lit(WAITLIST.queued)} or ${liveOffer(now, table)})`;
}

const isHold = (table: string | undefined) => sql<boolean>`${col(table, 'status')} = ${HOLD_STATUS}`;

/** `status = 'awaiting_deposit'` and the hold has not run out at `now` (rule.ts `isLive`). */
export function liveHold(now: Date, table?: string): RawBuilder<boolean> {
  return sql<boolean>`(${isHold(table)} and ${running(now, table)})`;
}

/** `status = 'awaiting_deposit'` and the hold has run out at `now`, whatever the tick has written yet (rule.ts `isLapsed`). */
export function lapsedHold(now: Date, table?: string): RawBuilder<boolean> {
  return sql<boolean>`(${isHold(table)} and not ${running(now, table)})`;
}

/** Anything but a lapsed hold: the filter for rows that still count or are not holds at all. */
export function notLapsedHold(now: Date, table?: string): RawBuilder<boolean> {
  return sql<boolean>`not ${lapsedHold(now, table)}`;
}

/**
 * The venue columns every held booking's one read takes (`findReservation`, `findStayBooking`): what
 * the guest views, emails and the deposit flow show of `restaurants as v`. The Stripe columns keep
 * their own names, so `takePaidSession` reads them from either kind's row.
 */
export const HELD_VENUE_COLUMNS = [
  'v.name as v_name',
  'v.address as v_address',
  'v.city as v_city',
  'v.latitude as v_latitude',
  'v.longitude as v_longitude',
  'v.timezone as v_timezone',
  'v.stripe_account_id',
  'v.stripe_payment_link_url',
] as const;
