import * as z from 'zod';
import { hasControlCharacters } from '../text/schema';
import { ERROR_CATALOGUE } from '../errors';

// Shared with the web: texts are SPEC §8 English; the web translates them.

const MISSING_DEPOSIT_TOKEN = 'Invalid deposit link - missing access token';
export const RESERVATION_ACCESS_DENIED = ERROR_CATALOGUE['reservation.not_found'].message;
/** A stay booking's link that does not open it (the stays domain answers the same). */
export const BOOKING_ACCESS_DENIED = ERROR_CATALOGUE['stay.booking_not_found'].message;
export const DEPOSIT_ALREADY_PAID = ERROR_CATALOGUE['payment.already_paid'].message;
export const HOLD_EXPIRED = ERROR_CATALOGUE['payment.hold_expired'].message;
export const RESERVATION_CANCELLED = ERROR_CATALOGUE['payment.cancelled'].message;
export const DEPOSIT_NOT_REQUIRED = ERROR_CATALOGUE['payment.not_required'].message;
export const PAYMENT_SESSION_FAILED = ERROR_CATALOGUE['payment.session_failed'].message;

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
