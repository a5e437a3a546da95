import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Declared by hand to match migrations/. int8 and numeric arrive as strings (as in production).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type DateCol = ColumnType<string, string, string>;
type Numeric = ColumnType<string, number | string | undefined, number | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type Role = 'admin' | 'owner';
export type ReservationStatus = 'pending' | 'awaiting_deposit' | 'confirmed' | 'seated' | 'expired' | 'cancelled';
export type WaitlistStatus = 'waiting' | 'notified' | 'converted' | 'expired' | 'cancelled';
export type StayBookingStatus = 'awaiting_deposit' | 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled';
export type CancelReason = 'expired' | 'guest' | 'owner' | 'payment';
export type TokenPurpose = 'magic_link' | 'password_reset' | 'verify_email';
export type OpenHours = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', { open: string; close: string } | null>>;

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: Date | null;
  created_at: CreatedAt;
  last_active_at: Generated<Date>;
}
export interface UserRolesTable {
  user_id: string;
  role: Role;
  created_at: CreatedAt;
}
export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}
export interface OneTimeTokensTable {
  id: Generated<string>;
  token_hash: string;
  purpose: TokenPurpose;
  email: string;
  redirect_to: Generated<string>;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: CreatedAt;
}
export interface RestaurantsTable {
  id: Generated<string>;
  owner_id: string | null;
  name: string;
  address: Generated<string>;
  city: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  total_tables: Generated<number>;
  blocked_tables: Generated<number>;
  grace_minutes: Generated<number>;
  turn_minutes: Generated<number>;
  timezone: Generated<string>;
  open_hours_json: Json<OpenHours | null> | null;
  stripe_payment_link_url: string | null;
  stripe_account_id: string | null;
  deposit_eur: Numeric;
  onboarding_done: Generated<boolean>;
  featured: Generated<boolean>;
  featured_until: DateCol | null;
  description: string | null;
  cuisine: string | null;
  cuisine_tags: Generated<string[]>;
  menu_url: string | null;
  vegetarian: Generated<boolean>;
  vegan: Generated<boolean>;
  gluten_free: Generated<boolean>;
  pets_allowed: Generated<boolean>;
  photos: Generated<string[]>;
  amenities: Generated<string[]>;
  total_rooms: Generated<number>;
  blocked_rooms: Generated<number>;
  avg_price_eur: Numeric | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}
export interface ReservationsTable {
  id: Generated<string>;
  restaurant_id: string;
  guest_name: string;
  guest_email: string;
  guest_phone: string | null;
  date: DateCol;
  time: string;
  party_size: number;
  notes: string | null;
  status: Generated<ReservationStatus>;
  expires_at: Timestamp | null;
  /** sha256 (hex) of the guest-link token, as kernel/guest-link.ts makes and checks it (ADR 022). */
  view_token: string;
  idempotency_key: string | null;
  deposit_eur: Numeric;
  review_prompt_sent_at: Timestamp | null;
  cancel_reason: CancelReason | null;
  locale: Generated<'en' | 'sl'>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}
export interface WaitlistEntriesTable {
  id: Generated<string>;
  restaurant_id: string;
  guest_name: string;
  guest_email: string;
  guest_phone: string | null;
  date: DateCol;
  time: string;
  party_size: number;
  notes: string | null;
  status: Generated<WaitlistStatus>;
  /** sha256 (hex) of the guest-link token, as kernel/guest-link.ts makes and checks it (ADR 022). */
  view_token: string;
  idempotency_key: string | null;
  offer_token_hash: string | null;
  offer_expires_at: Timestamp | null;
  notified_at: Timestamp | null;
  locale: Generated<'en' | 'sl'>;
  reservation_id: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}
export interface RoomTypesTable {
  id: Generated<string>;
  restaurant_id: string;
  name: string;
  capacity: number;
  base_price_eur: Numeric;
  active: Generated<boolean>;
  created_at: CreatedAt;
}
export interface RoomsTable {
  id: Generated<string>;
  restaurant_id: string;
  room_type_id: string;
  code: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
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
  /** sha256 (hex) of the guest-link token, as kernel/guest-link.ts makes and checks it (ADR 022). */
  view_token: string;
  idempotency_key: string | null;
  deposit_eur: Numeric;
  price_per_night_eur: Numeric;
  review_prompt_sent_at: Timestamp | null;
  cancel_reason: CancelReason | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** The language the guest booked in (migration 0400). */
  locale: Generated<'en' | 'sl'>;
}
export interface RestaurantReviewsTable {
  id: Generated<string>;
  restaurant_id: string;
  reservation_id: string | null;
  guest_name: string | null;
  guest_email: string;
  rating: number;
  comment: string | null;
  created_at: CreatedAt;
}
export interface StayReviewsTable {
  id: Generated<string>;
  stay_booking_id: string;
  restaurant_id: string;
  rating: number;
  guest_name: string | null;
  guest_email: string;
  comment: string | null;
  created_at: CreatedAt;
}
export interface FeedbackTable {
  id: Generated<string>;
  restaurant_id: string;
  rating: number;
  category: 'food' | 'service' | 'ambience' | null;
  comment: string | null;
  visit_date: DateCol;
  sentiment: 'positive' | 'neutral' | 'negative';
  created_at: CreatedAt;
}
export interface AuditLogsTable {
  id: Generated<string>;
  entity: string;
  entity_id: string;
  action: string;
  actor_user_id: string | null;
  meta_json: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}
export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  product: 'restaurant' | 'stays' | 'sommelier' | 'citypacks';
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** When Stripe dated the stored state (its event's `created`): older states arriving later are ignored. */
  state_at: Date | null;
  /** When the latest payment failure began Stripe's retry window; null when paid. */
  past_due_since: Date | null;
}
export interface BillingCustomersTable {
  user_id: string;
  stripe_customer_id: string;
  created_at: CreatedAt;
}
export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: CreatedAt;
}
export interface OutboxEmailsTable {
  id: Generated<string>;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  provider_message_id: string | null;
  claimed_until: Timestamp | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}
export interface PhotosTable {
  id: Generated<string>;
  restaurant_id: string;
  uploaded_by: string | null;
  bucket: 'restaurant-photos' | 'stay-photos';
  path: string;
  url: string;
  content_type: string;
  created_at: CreatedAt;
}
export interface AiConversationsTable {
  id: Generated<string>;
  user_id: string | null;
  kind: 'chat' | 'sommelier' | 'citypack' | 'review_analysis' | 'busy_day';
  messages: Json<{ role: 'user' | 'assistant'; content: string }[]>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}
export interface CarouselItemsTable {
  id: Generated<string>;
  title: string;
  subtitle: Generated<string>;
  badge: 'Restaurant' | 'Stay' | 'Lifestyle';
  src: string | null;
  href: string | null;
  restaurant_id: string | null;
  position: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}
export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  count: number;
}
export type DepositCheckoutStatus = 'open' | 'paid' | 'refunded' | 'refund_failed';
export interface DepositCheckoutsTable {
  id: Generated<string>;
  /** Exactly one of reservation_id and stay_booking_id is set. */
  reservation_id: string | null;
  stay_booking_id: string | null;
  provider: 'stripe' | 'payment_link' | 'local';
  session_id: string | null;
  url: string | null;
  amount_cents: number;
  currency: Generated<string>;
  status: Generated<DepositCheckoutStatus>;
  expires_at: Timestamp | null;
  event_id: string | null;
  payment_intent_id: string | null;
  stripe_account_id: string | null;
  refund_id: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface DB {
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  restaurants: RestaurantsTable;
  reservations: ReservationsTable;
  waitlist_entries: WaitlistEntriesTable;
  room_types: RoomTypesTable;
  rooms: RoomsTable;
  stay_bookings: StayBookingsTable;
  restaurant_reviews: RestaurantReviewsTable;
  stay_reviews: StayReviewsTable;
  feedback: FeedbackTable;
  audit_logs: AuditLogsTable;
  subscriptions: SubscriptionsTable;
  billing_customers: BillingCustomersTable;
  stripe_events: StripeEventsTable;
  outbox_emails: OutboxEmailsTable;
  photos: PhotosTable;
  ai_conversations: AiConversationsTable;
  carousel_items: CarouselItemsTable;
  rate_limit_counters: RateLimitCountersTable;
  deposit_checkouts: DepositCheckoutsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Restaurant = Selectable<RestaurantsTable>;
export type NewRestaurant = Insertable<RestaurantsTable>;
export type RestaurantUpdate = Updateable<RestaurantsTable>;

// Chat assistant (issue 14 item 5, migration 2026_11_23_0420, ADR 088): declaration merging keeps
// this block apart from the tables above.
export interface AiConversationsTable {
  /** A visitor's browser id (no account); null for signed-in users' chats and other AI kinds. */
  client_id: string | null;
}
export interface AiMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: CreatedAt;
}
export interface DB {
  ai_messages: AiMessagesTable;
}
