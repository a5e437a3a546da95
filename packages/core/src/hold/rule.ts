/**
 * The hold rule, once (ADR 020). An unpaid booking (`awaiting_deposit`) keeps its table or room
 * only while its hold is live: until `expires_at`, or indefinitely when it has no expiry. A lapsed
 * hold stopped counting at that instant, whether or not the expiry tick has written it yet.
 *
 * Pure and free of server imports, so the web may import it (the deposit pages show the same rule).
 */

export type HoldStatus = string;

/** A row that may be a hold; `expires_at` as the database returns it (Date) or as JSON (string). */
export interface HoldRow {
  status: HoldStatus;
  expires_at: Date | string | null;
}

const instant = (v: Date | string) => (typeof v === 'string' ? Date.parse(v) : v.getTime());

/** The status of an unpaid booking. */
export const HOLD_STATUS = 'awaiting_deposit';

/** True while an unpaid booking still holds its table or room at `now`. */
export function isLive(row: HoldRow, now: Date | number): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  return row.status === HOLD_STATUS && (row.expires_at === null || instant(row.expires_at) > at);
}

/** True for an unpaid booking whose hold has run out at `now` (the expiry tick may not have written it yet). */
export function isLapsed(row: HoldRow, now: Date | number): boolean {
  return row.status === HOLD_STATUS && !isLive(row, now);
}

/**
 * The status a guest sees: a lapsed hold reads as `lapsedAs` at once (tables: `expired`; rooms,
 * which have no such status: `cancelled`, ADR 017).
 */
export function effectiveStatus<S extends HoldStatus>(status: S, expiresAt: Date | string | null, now: Date | number, lapsedAs: S): S {
  return isLapsed({ status, expires_at: expiresAt }, now) ? lapsedAs : status;
}
