import { isLive, type HoldRow } from '@tablestay/core/hold/rule';
import type { WaitlistEntryView } from '@tablestay/core/waitlist/schema';

// What the pages behind a guest's link (/deposit, /confirmation, /waitlist) show, by the booking's
// status and the time: pure, so the pages and their tests read the same rules.

/** The statuses whose deposit is paid: a table's, and a stay's (a stay that began or ended was paid). */
export const PAID_TABLE: readonly string[] = ['confirmed', 'seated'];
export const PAID_STAY: readonly string[] = ['confirmed', 'checked_in', 'checked_out'];

/** How long a confirmation page waits for the verified payment event after the guest lands on it. */
export const CONFIRMING_FOR_MS = 30_000;

/**
 * The deposit page: already paid (link to the confirmation), the hold still live (pay), or the hold
 * over (book again). The hold rule is core's (ADR 020); a hold without a deadline has none to show.
 */
export function depositView(row: HoldRow, paid: readonly string[], now: number): 'paid' | 'pay' | 'expired' {
  if (paid.includes(row.status)) return 'paid';
  return row.expires_at !== null && isLive(row, now) ? 'pay' : 'expired';
}

/**
 * The confirmation page `waitedMs` after the guest landed: the payment event may land a moment after
 * the guest does, so an unpaid booking reads as "confirming" for a while; after that, and for any
 * other unpaid status, there is no confirmed booking to show.
 */
export function confirmationView(status: string, paid: readonly string[], waitedMs: number): 'confirming' | 'confirmed' | 'not_found' {
  if (status === 'awaiting_deposit' && waitedMs < CONFIRMING_FOR_MS) return 'confirming';
  return paid.includes(status) ? 'confirmed' : 'not_found';
}

/** How often the confirmation page asks again (ms) while it waits for the payment event, or false. */
export function confirmationPoll(status: string | undefined, waitedMs: number): number | false {
  return status === 'awaiting_deposit' && waitedMs < CONFIRMING_FOR_MS ? 2000 : false;
}

/**
 * The waitlist page: an offer is live while notified and before its deadline (the entry's own link
 * shows it too; the offer link's token is only an extra check); the guest may leave while waiting or
 * while an offer is live.
 */
export function waitlistView(w: Pick<WaitlistEntryView, 'status' | 'offer'>, now: number): { offerLive: boolean; canLeave: boolean } {
  const offerLive = Boolean(w.status === 'notified' && w.offer && new Date(w.offer.expiresAt).getTime() > now);
  return { offerLive, canLeave: w.status === 'waiting' || offerLive };
}
