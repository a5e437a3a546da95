import type { Generated } from 'kysely';
import type { CreatedAt } from './columns';

// A trip: one stay booking and the tables held with it (ADR 112).
export interface TripsTable {
  id: string;
  stay_booking_id: string;
  guest_email: string;
  locale: 'en' | 'sl';
  /** sha256 (hex) of the trip's guest-link token (account/guest-link.ts, ADR 022). */
  view_token: string;
  /** A deposit was paid and the trip's one confirmation has not gone yet (trip/paid-mail.ts). */
  paid_mail_due: Generated<boolean>;
  created_at: CreatedAt;
}

export interface TripReservationsTable {
  reservation_id: string;
  trip_id: string;
  created_at: CreatedAt;
}
