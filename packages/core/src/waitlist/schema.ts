import * as z from 'zod';
import type { WaitlistStatus } from '../db/types';
import { linkText } from '../text/schema';
import { ERROR_CATALOGUE } from '../errors';

// Shared with the web: no server imports here.

export const WAITLIST_NOT_FOUND = ERROR_CATALOGUE['waitlist.not_found'].message;
export const OFFER_EXPIRED = ERROR_CATALOGUE['waitlist.offer_expired'].message;

/** A waitlist entry reached by its link: id plus its own view token. */
export const waitlistAccessInput = z.object({
  id: z.uuid(WAITLIST_NOT_FOUND),
  token: linkText(WAITLIST_NOT_FOUND).min(1, WAITLIST_NOT_FOUND),
});

/**
 * The claim link of an offer adds the offer token (only its hash is stored). The entry's own link
 * (view token) may claim a live offer without it: both links went to the same guest.
 */
export const claimOfferInput = waitlistAccessInput.extend({
  offer: linkText(OFFER_EXPIRED).min(1, OFFER_EXPIRED).max(200, OFFER_EXPIRED).optional(),
});

export interface WaitlistEntryView {
  id: string;
  /** A notified entry whose offer lapsed reads as 'expired' at once, before the job marks it. */
  status: WaitlistStatus;
  date: string;
  /** 'HH:MM' venue wall time */
  time: string;
  party_size: number;
  guest_name: string;
  /** The guest's own address (the page is reached with the entry's token). */
  guest_email: string;
  /** 1-based place among the guests still waiting for the same slot; null when not waiting. */
  position: number | null;
  /** ADR 013: minutes until a table can be expected, or null when there is no honest basis. */
  estimatedWaitMinutes: number | null;
  /** A live offer the guest may claim. */
  offer: { expiresAt: string } | null;
  /** The reservation made by claiming, once converted. */
  reservation_id: string | null;
  restaurant: { id: string; name: string; address: string; timezone: string };
}

export interface ClaimResult {
  reservationId: string;
  viewToken: string;
}
