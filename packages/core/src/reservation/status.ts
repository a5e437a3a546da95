import type { ReservationStatus } from '../db/types';
import { statusAt, TABLES } from '../hold/lifecycle';

/** An unpaid hold past its expiry has lost its table at that instant; it reads as expired at once. */
export function effectiveStatus(status: ReservationStatus, expiresAt: Date | null, now: Date): ReservationStatus {
  return statusAt(TABLES, status, expiresAt, now);
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What every guest view of a reservation starts with: the slot, its status at `now`, and the hold's end. */
export const slotView = (r: { id: string; date: string; time: string; party_size: number; status: ReservationStatus; expires_at: Date | null }, now: Date) => ({
  id: r.id,
  date: r.date,
  time: r.time.slice(0, 5),
  party_size: r.party_size,
  status: effectiveStatus(r.status, r.expires_at, now),
  expires_at: iso(r.expires_at),
});
