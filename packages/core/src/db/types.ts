import type { UsersTable, UserRolesTable, SessionsTable, OneTimeTokensTable } from './tables/accounts';
import type { RestaurantsTable, PhotosTable, PhotoUploadsTable, CarouselItemsTable } from './tables/venues';
import type { ReservationsTable, WaitlistEntriesTable } from './tables/dining';
import type { RoomBlocksTable, RoomChannelFeedsTable, RoomTypesTable, RoomsTable, StayBookingsTable } from './tables/stays';
import type { RestaurantReviewsTable, StayReviewsTable, FeedbackTable } from './tables/reviews';
import type { SubscriptionsTable, BillingCustomersTable, StripeEventsTable, DepositCheckoutsTable } from './tables/billing';
import type { TripsTable, TripReservationsTable } from './tables/trips';
import type { OwnerReplayKeysTable, PushSubscriptionsTable } from './tables/push';
import type { StaffInvitationsTable, StaffInvitationVenuesTable, VenueStaffTable } from './tables/staff';
import type { AuditLogsTable, OutboxEmailsTable, AiConversationsTable, AiMessagesTable, RateLimitCountersTable } from './tables/platform';

// The database's shape, one file per domain in tables/ (declared by hand to match migrations/).
export type * from './tables/accounts';
export type * from './tables/venues';
export type * from './tables/dining';
export type * from './tables/stays';
export type * from './tables/reviews';
export type * from './tables/billing';
export type * from './tables/platform';
export type * from './tables/trips';
export type * from './tables/push';
export type * from './tables/staff';

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
  room_channel_feeds: RoomChannelFeedsTable;
  room_blocks: RoomBlocksTable;
  restaurant_reviews: RestaurantReviewsTable;
  stay_reviews: StayReviewsTable;
  feedback: FeedbackTable;
  audit_logs: AuditLogsTable;
  subscriptions: SubscriptionsTable;
  billing_customers: BillingCustomersTable;
  stripe_events: StripeEventsTable;
  outbox_emails: OutboxEmailsTable;
  photos: PhotosTable;
  photo_uploads: PhotoUploadsTable;
  ai_conversations: AiConversationsTable;
  ai_messages: AiMessagesTable;
  carousel_items: CarouselItemsTable;
  rate_limit_counters: RateLimitCountersTable;
  deposit_checkouts: DepositCheckoutsTable;
  trips: TripsTable;
  trip_reservations: TripReservationsTable;
  push_subscriptions: PushSubscriptionsTable;
  owner_replay_keys: OwnerReplayKeysTable;
  venue_staff: VenueStaffTable;
  staff_invitations: StaffInvitationsTable;
  staff_invitation_venues: StaffInvitationVenuesTable;
}
