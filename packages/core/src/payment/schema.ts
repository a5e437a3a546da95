import { z } from 'zod';

// Shared with the web: texts are SPEC §8 English; the web translates them.

export const MISSING_DEPOSIT_TOKEN = 'Invalid deposit link - missing access token';
export const RESERVATION_ACCESS_DENIED = 'Reservation not found or access denied';
export const DEPOSIT_ALREADY_PAID = 'This deposit has already been paid';
export const HOLD_EXPIRED = 'This reservation hold has expired. Please book again.';
export const RESERVATION_CANCELLED = 'This reservation has been cancelled. Please book again.';
export const DEPOSIT_NOT_REQUIRED = 'This reservation does not need a deposit';
export const PAYMENT_SESSION_FAILED = 'Failed to create payment session';

/** /deposit/{id}?token=: a token that is absent, empty or blank is a broken link, not a wrong one. */
export const depositAccessInput = z.object({
  id: z.uuid(RESERVATION_ACCESS_DENIED),
  token: z.string({ error: MISSING_DEPOSIT_TOKEN }).trim().min(1, MISSING_DEPOSIT_TOKEN).max(200, RESERVATION_ACCESS_DENIED),
});
export type DepositAccessInput = z.input<typeof depositAccessInput>;
