import * as z from 'zod';
import { hasControlCharacters } from '../text/schema';

// Shared with the web: texts are SPEC §8 English; the web translates them.

const MISSING_DEPOSIT_TOKEN = 'Invalid deposit link - missing access token';
export const RESERVATION_ACCESS_DENIED = 'Reservation not found or access denied';
/** A stay booking's link that does not open it (the stays domain answers the same). */
export const BOOKING_ACCESS_DENIED = 'Booking not found or access denied';
export const DEPOSIT_ALREADY_PAID = 'This deposit has already been paid';
export const HOLD_EXPIRED = 'This reservation hold has expired. Please book again.';
export const RESERVATION_CANCELLED = 'This reservation has been cancelled. Please book again.';
export const DEPOSIT_NOT_REQUIRED = 'This reservation does not need a deposit';
export const PAYMENT_SESSION_FAILED = 'Failed to create payment session';

/** What the deposit is for: /deposit/{id}?type=stay is a stay booking's, anything else a reservation's. */
export const depositType = z.enum(['dining', 'stay'], RESERVATION_ACCESS_DENIED);

/**
 * /deposit/{id}?token=[&type=stay]: a token that is absent, empty or blank is a broken link, not a
 * wrong one. `type` is optional and defaults to dining.
 */
export const depositAccessInput = z
  .object({
    id: z.string({ error: RESERVATION_ACCESS_DENIED }),
    token: z.string({ error: MISSING_DEPOSIT_TOKEN }).trim().min(1, MISSING_DEPOSIT_TOKEN),
    type: depositType.optional(),
  })
  .check((ctx) => {
    const denied = ctx.value.type === 'stay' ? BOOKING_ACCESS_DENIED : RESERVATION_ACCESS_DENIED;
    if (!z.uuid().safeParse(ctx.value.id).success) ctx.issues.push({ code: 'custom', path: ['id'], message: denied, input: ctx.value.id });
    if (ctx.value.token.length > 200 || hasControlCharacters(ctx.value.token))
      ctx.issues.push({ code: 'custom', path: ['token'], message: denied, input: ctx.value.token });
  });
export type DepositAccessInput = z.input<typeof depositAccessInput>;
