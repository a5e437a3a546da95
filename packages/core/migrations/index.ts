import type { Migration } from 'kysely';
import * as foundation from './2026_11_22_0000_foundation';
import * as bookingWaitlist from './2026_11_22_0100_booking_waitlist';
import * as depositCheckouts from './2026_11_22_0200_deposit_checkouts';
import * as restaurantSearch from './2026_11_22_0300_restaurant_search';
import * as stayAvailability from './2026_11_22_0400_stay_availability';
import * as stayDeposits from './2026_11_22_0500_stay_deposits';
import * as cancelReason from './2026_11_23_0100_cancel_reason';
import * as outboxClaims from './2026_11_23_0110_outbox_claims';
import * as idempotencyKeys from './2026_11_23_0120_idempotency_keys';
import * as emailVerification from './2026_11_23_0200_email_verification';
import * as hashedGuestLinks from './2026_11_23_0300_hashed_guest_links';
import * as billing from './2026_11_23_0320_billing';
import * as oneReviewPerReservation from './2026_11_23_0370_one_review_per_reservation';
import * as chatMessages from './2026_11_23_0420_chat_messages';
import * as runAfterVenueLock from './2026_11_23_0500_run_after_venue_lock';
import * as holdIndexSkipsOpenEnded from './2026_11_26_0100_hold_index_skips_open_ended';
import * as runPreparedAfterVenueLock from './2026_11_26_0200_run_prepared_after_venue_lock';
import * as outboxBodiesWithoutTokens from './2026_11_27_0300_outbox_bodies_without_tokens';
import * as bookingKeysAndLinkMails from './2026_11_27_0400_booking_keys_and_link_mails';
import * as photoUploads from './2026_11_27_0500_photo_uploads';
import * as venuePlans from './2026_11_27_0600_venue_plans';
import * as trips from './2026_11_27_0700_trips';
import * as pushSubscriptions from './2026_11_27_0800_push_subscriptions';
import * as liveChangesIndex from './2026_11_27_0810_live_changes_index';
import * as changedIndexLeadsWithTime from './2026_11_27_1700_changed_index_leads_with_time';
import * as ownerReplayKeys from './2026_11_28_0900_owner_replay_keys';
import * as chatPendingConfirm from './2026_11_28_0910_chat_pending_confirm';
import * as dropRunAfterVenueLock from './2026_11_29_0100_drop_run_after_venue_lock';
import * as tripPaidMailDue from './2026_11_29_0200_trip_paid_mail_due';
import * as roomTypeNameSl from './2026_11_29_0300_room_type_name_sl';
import * as chatPendingAction from './2026_11_29_0400_chat_pending_action';
import * as icalFeedTokens from './2026_11_29_0500_ical_feed_tokens';
import * as channelImports from './2026_11_29_0600_channel_imports';
import * as venueStaff from './2026_11_30_0100_venue_staff';

// Static list so the Lambda bundle carries its migrations (no folder scan at run time).
export const migrations: Record<string, Migration> = {
  '2026_11_22_0000_foundation': foundation,
  '2026_11_22_0100_booking_waitlist': bookingWaitlist,
  '2026_11_22_0200_deposit_checkouts': depositCheckouts,
  '2026_11_22_0300_restaurant_search': restaurantSearch,
  '2026_11_22_0400_stay_availability': stayAvailability,
  '2026_11_22_0500_stay_deposits': stayDeposits,
  '2026_11_23_0100_cancel_reason': cancelReason,
  '2026_11_23_0110_outbox_claims': outboxClaims,
  '2026_11_23_0120_idempotency_keys': idempotencyKeys,
  '2026_11_23_0200_email_verification': emailVerification,
  '2026_11_23_0300_hashed_guest_links': hashedGuestLinks,
  '2026_11_23_0320_billing': billing,
  '2026_11_23_0370_one_review_per_reservation': oneReviewPerReservation,
  '2026_11_23_0420_chat_messages': chatMessages,
  '2026_11_23_0500_run_after_venue_lock': runAfterVenueLock,
  '2026_11_26_0100_hold_index_skips_open_ended': holdIndexSkipsOpenEnded,
  '2026_11_26_0200_run_prepared_after_venue_lock': runPreparedAfterVenueLock,
  '2026_11_27_0300_outbox_bodies_without_tokens': outboxBodiesWithoutTokens,
  '2026_11_27_0400_booking_keys_and_link_mails': bookingKeysAndLinkMails,
  '2026_11_27_0500_photo_uploads': photoUploads,
  '2026_11_27_0600_venue_plans': venuePlans,
  '2026_11_27_0700_trips': trips,
  '2026_11_27_0800_push_subscriptions': pushSubscriptions,
  '2026_11_27_0810_live_changes_index': liveChangesIndex,
  '2026_11_27_1700_changed_index_leads_with_time': changedIndexLeadsWithTime,
  '2026_11_28_0900_owner_replay_keys': ownerReplayKeys,
  '2026_11_28_0910_chat_pending_confirm': chatPendingConfirm,
  '2026_11_29_0100_drop_run_after_venue_lock': dropRunAfterVenueLock,
  '2026_11_29_0200_trip_paid_mail_due': tripPaidMailDue,
  '2026_11_29_0300_room_type_name_sl': roomTypeNameSl,
  '2026_11_29_0400_chat_pending_action': chatPendingAction,
  '2026_11_29_0500_ical_feed_tokens': icalFeedTokens,
  '2026_11_29_0600_channel_imports': channelImports,
  '2026_11_30_0100_venue_staff': venueStaff,
};
