import * as z from 'zod';

/**
 * A client's key for one booking attempt (ADR 024): the same key sent again answers the same
 * booking instead of holding a second table or room. Random and unguessable (a UUID suits), so
 * no one but the sender can replay it. Pure zod: the web's booking forms import it.
 */
const INVALID_IDEMPOTENCY_KEY = 'Invalid idempotency key';
export const idempotencyKeySchema = z
  .string({ error: INVALID_IDEMPOTENCY_KEY })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, INVALID_IDEMPOTENCY_KEY)
  .optional();
