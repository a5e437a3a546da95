import type { ReservationStatus } from '../db/types';
import { effectiveStatus as effectiveHoldStatus } from '../hold/rule';

/** An unpaid hold past its expiry has lost its table at that instant; it reads as expired at once. */
export function effectiveStatus(status: ReservationStatus, expiresAt: Date | null, now: Date): ReservationStatus {
  return effectiveHoldStatus<ReservationStatus>(status, expiresAt, now, 'expired');
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
