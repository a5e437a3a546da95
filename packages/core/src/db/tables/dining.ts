import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt, DateCol, Numeric } from './columns';

// Table reservations and the waitlist.
export type ReservationStatus = 'pending' | 'awaiting_deposit' | 'confirmed' | 'seated' | 'expired' | 'cancelled';

export type WaitlistStatus = 'waiting' | 'notified' | 'converted' | 'expired' | 'cancelled';

export type CancelReason = 'expired' | 'guest' | 'owner' | 'payment';

/** What a reservation and a waiting entry both store of the guest's request (reservation/booking-repository.ts writes both). */
interface TableRequestColumns {
  id: Generated<string>;
  restaurant_id: string;
  guest_name: string;
  guest_email: string;
  guest_phone: string | null;
  date: DateCol;
  time: string;
  party_size: number;
  notes: string | null;
  /** sha256 (hex) of the guest-link token, as account/guest-link.ts makes and checks it (ADR 022). */
  view_token: string;
  idempotency_key: string | null;
  /** When the link was last mailed to the guest because someone asked for this booking again (ADR 024). */
  link_mailed_at: Timestamp | null;
  locale: Generated<'en' | 'sl'>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ReservationsTable extends TableRequestColumns {
  status: Generated<ReservationStatus>;
  expires_at: Timestamp | null;
  deposit_eur: Numeric;
  review_prompt_sent_at: Timestamp | null;
  cancel_reason: CancelReason | null;
}

export interface WaitlistEntriesTable extends TableRequestColumns {
  status: Generated<WaitlistStatus>;
  offer_token_hash: string | null;
  offer_expires_at: Timestamp | null;
  notified_at: Timestamp | null;
  reservation_id: string | null;
}
