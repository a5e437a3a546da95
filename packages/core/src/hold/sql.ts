import { sql, type RawBuilder } from 'kysely';
import { HOLD_STATUS } from './rule';

/**
 * The hold rule of ./rule.ts as SQL, for queries over `reservations` and `stay_bookings` (ADR 020).
 * `table` is the alias the query gives the table (or nothing for an unaliased single table).
 */
const col = (table: string | undefined, column: 'status' | 'expires_at') => sql.ref(table ? `${table}.${column}` : column);

/** `status = 'awaiting_deposit'` and the hold has not run out at `now`. */
export function liveHold(now: Date, table?: string): RawBuilder<boolean> {
  const expires = col(table, 'expires_at');
  return sql<boolean>`(${col(table, 'status')} = ${HOLD_STATUS} and (${expires} is null or ${expires} > ${now}::timestamptz))`;
}

/** `status = 'awaiting_deposit'` and the hold has run out at `now` (whatever the tick has written yet). */
export function lapsedHold(now: Date, table?: string): RawBuilder<boolean> {
  const expires = col(table, 'expires_at');
  return sql<boolean>`(${col(table, 'status')} = ${HOLD_STATUS} and ${expires} is not null and ${expires} <= ${now}::timestamptz)`;
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
