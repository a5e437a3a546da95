import type { GuestActions } from '@tablestay/core/hold/guest-actions';
import { offerIsLive, WAITLIST } from '@tablestay/core/hold/lifecycle';
import type { WaitlistEntryView } from '@tablestay/core/waitlist/schema';

// What the pages behind a guest's link (/deposit, /confirmation, /waitlist) show, by what the server
// says the guest may do (ADR 107) and the time: pure, so the pages and their tests read the same rules.

/** The flags and deadline a deposit or confirmation page reads. */
export type LinkFlags = Pick<GuestActions, 'canPay' | 'paid'> & { expires_at: string | null };

/** How long a confirmation page waits for the verified payment event after the guest lands on it. */
export const CONFIRMING_FOR_MS = 30_000;

/**
 * The deposit page: already paid (link to the confirmation), payable and its deadline still ahead on
 * this device's clock (pay), or the hold over (book again). The server says what is payable when it
 * answers (ADR 107); the deadline turns the page to "expired" while it stays open.
 */
export function depositView(b: LinkFlags, now: number): 'paid' | 'pay' | 'expired' {
  if (b.paid) return 'paid';
  return b.canPay && b.expires_at !== null && Date.parse(b.expires_at) > now ? 'pay' : 'expired';
}

/**
 * The confirmation page `waitedMs` after the guest landed: the payment event may land a moment after
 * the guest does, so an unpaid booking reads as "confirming" for a while; after that, and for any
 * other unpaid status, there is no confirmed booking to show.
 */
export function confirmationView(b: Pick<LinkFlags, 'canPay' | 'paid'>, waitedMs: number): 'confirming' | 'confirmed' | 'not_found' {
  if (b.canPay && waitedMs < CONFIRMING_FOR_MS) return 'confirming';
  return b.paid ? 'confirmed' : 'not_found';
}

/** How often the confirmation page asks again (ms) while it waits for the payment event, or false. */
export function confirmationPoll(b: Pick<LinkFlags, 'canPay'> | undefined, waitedMs: number): number | false {
  return b?.canPay && waitedMs < CONFIRMING_FOR_MS ? 2000 : false;
}

/**
 * The waitlist page: an offer is live while notified and before its deadline (the entry's own link
 * shows it too; the offer link's token is only an extra check); the guest may leave while waiting or
 * while an offer is live.
 */
export function waitlistView(w: Pick<WaitlistEntryView, 'status' | 'offer'>, now: number): { offerLive: boolean; canLeave: boolean } {
  const offerLive = offerIsLive({ status: w.status, offer_expires_at: w.offer?.expiresAt ?? null }, now);
  return { offerLive, canLeave: w.status === WAITLIST.queued || offerLive };
}
