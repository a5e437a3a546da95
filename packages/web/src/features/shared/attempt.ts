import { useCallback, useRef } from 'react';
import type { ErrorCode } from '@tablestay/core/errors';

/** The idempotency key of the request last sent, and that request as sent. */
interface Attempt {
  payload: string;
  key: string;
}

/**
 * One idempotency key per booking request (ADR 024): the same values sent again (a retry after a
 * lost answer, a second press) keep the key, so the server answers the booking it already made;
 * changed values are another request and get a fresh key, since the server refuses a key reused
 * for a different booking.
 */
export function attemptFor(last: Attempt | null, values: unknown, fresh: () => string): Attempt {
  const payload = JSON.stringify(values);
  return last?.payload === payload ? last : { payload, key: fresh() };
}

/** `attemptFor` kept across a form's submissions: the key to send with these values. */
export function useAttemptKey(): (values: unknown) => string {
  const last = useRef<Attempt | null>(null);
  return useCallback((values: unknown) => {
    last.current = attemptFor(last.current, values, () => crypto.randomUUID());
    return last.current.key;
  }, []);
}

/**
 * The answers that say the guest already holds this booking and its link is in their mailbox
 * (ADR 024): the form shows them as a notice, not as a failure toast, and nothing else happens.
 */
const ALREADY_HELD: readonly ErrorCode[] = ['reservation.already_held', 'waitlist.already_joined', 'stay.already_held'];
export const isAlreadyHeld = (code: ErrorCode | null): boolean => code !== null && ALREADY_HELD.includes(code);
