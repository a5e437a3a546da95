import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt, DateCol, Numeric, Json } from './columns';
import type { CancelReason } from './dining';

// Room types, rooms and stay bookings.
export type StayBookingStatus = 'awaiting_deposit' | 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled';

export interface RoomTypesTable {
  id: Generated<string>;
  restaurant_id: string;
  name: string;
  /** The name in Slovenian, when its owner gave one (i18n/labels.ts `roomTypeName`). */
  name_sl: Generated<string | null>;
  capacity: number;
  base_price_eur: Numeric;
  active: Generated<boolean>;
  created_at: CreatedAt;
  /** The secret of the type's calendar feed, /ical/<token>.ics (stay/ical-feed.ts). */
  ical_token: Generated<string>;
}

export interface RoomsTable {
  id: Generated<string>;
  restaurant_id: string;
  room_type_id: string;
  code: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
  /** The secret of the room's calendar feed, /ical/<token>.ics (stay/ical-feed.ts). */
  ical_token: Generated<string>;
}

export interface StayBookingsTable {
  id: Generated<string>;
  restaurant_id: string;
  room_type_id: string;
  room_id: string;
  guest_name: string;
  guest_email: string;
  guest_phone: string | null;
  guests: number;
  check_in: DateCol;
  check_out: DateCol;
  notes: string | null;
  status: Generated<StayBookingStatus>;
  expires_at: Timestamp | null;
  /** sha256 (hex) of the guest-link token, as account/guest-link.ts makes and checks it (ADR 022). */
  view_token: string;
  idempotency_key: string | null;
  /** When the link was last mailed to the guest because someone asked for this booking again (ADR 024). */
  link_mailed_at: Timestamp | null;
  deposit_eur: Numeric;
  price_per_night_eur: Numeric;
  review_prompt_sent_at: Timestamp | null;
  cancel_reason: CancelReason | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** The language the guest booked in (migration 0400). */
  locale: Generated<'en' | 'sl'>;
}

/** Why a channel calendar's last sync failed (stay/channel-fetch.ts `FeedFailure`, plus what parsing found). */
export type FeedError = { code: 'address' | 'unreachable' | 'timeout' | 'too_large' | 'not_calendar' | 'too_many' } | { code: 'status'; status: number };

/** A channel's calendar a room imports (stay/channel-sync.ts, ADR 125). */
export interface RoomChannelFeedsTable {
  id: Generated<string>;
  restaurant_id: string;
  room_id: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  last_attempt_at: Timestamp | null;
  last_synced_at: Timestamp | null;
  last_error: Json<FeedError> | null;
  created_at: CreatedAt;
}

/** Nights a channel sold, held like a stay here (ADR 125); `conflict_booking_id`: a stay here it overlaps. */
export interface RoomBlocksTable {
  id: Generated<string>;
  feed_id: string;
  restaurant_id: string;
  room_id: string;
  uid: string;
  starts: DateCol;
  ends: DateCol;
  summary: Generated<string>;
  conflict_booking_id: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}
