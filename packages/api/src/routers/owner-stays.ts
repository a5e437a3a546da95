import { replayStayAction, stayReplayInput } from '@tablestay/core/owner/live/replay';
import * as Channels from '@tablestay/core/owner/stays/channels';
import * as Overview from '@tablestay/core/owner/stays/overview';
import {
  addChannelFeedInput,
  addRoomInput,
  channelFeedInput,
  addRoomTypeInput,
  bookingsInput,
  editRoomInput,
  editRoomTypeInput,
  replaceFeedInput,
  reviewsInput,
  staySettingsInput,
  transitionInput,
  venueInput,
} from '@tablestay/core/owner/stays/schema';
import * as Settings from '@tablestay/core/owner/stays/settings';
import { planProcedure, router } from '../trpc';

/** The Stays tab is the Stays plan's; adding or changing room types and rooms is its room type management (SPEC §1, ADR 104). */
const staysProcedure = planProcedure('stays_dashboard');
const roomTypesProcedure = planProcedure('room_types');

/**
 * The owner's Stays tab (ADR 064–066). Each procedure's core function calls
 * `requireVenue(db, user, venueId, 'read' | 'write')` first: admins read any property, only its
 * owner writes, everyone else gets "Restaurant not found".
 */
export const ownerStaysRouter = router({
  overview: staysProcedure.input(venueInput).query(({ ctx, input }) => Overview.staysOverview(ctx.core.db, ctx.user, input)),
  occupancy: staysProcedure.input(venueInput).query(({ ctx, input }) => Overview.staysOccupancy(ctx.core.db, ctx.user, input)),
  bookings: staysProcedure.input(bookingsInput).query(({ ctx, input }) => Overview.staysBookings(ctx.core.db, ctx.user, input)),
  /** A stay action taken offline, sent on reconnect with its key (ADR 116). */
  replay: staysProcedure.input(stayReplayInput).mutation(({ ctx, input }) => replayStayAction(ctx.core.stay, ctx.user, input)),
  transition: staysProcedure.input(transitionInput).mutation(({ ctx, input }) => Overview.staysTransition(ctx.core.stay, ctx.user, input)),
  reviews: staysProcedure.input(reviewsInput).query(({ ctx, input }) => Overview.staysReviews(ctx.core.db, ctx.user, input)),
  settings: staysProcedure.input(venueInput).query(({ ctx, input }) => Settings.staysSettings(ctx.core.db, ctx.user, input)),
  updateSettings: staysProcedure.input(staySettingsInput).mutation(({ ctx, input }) => Settings.updateStaySettings(ctx.core.db, ctx.user, input)),
  addRoomType: roomTypesProcedure.input(addRoomTypeInput).mutation(({ ctx, input }) => Settings.addRoomType(ctx.core.db, ctx.user, input)),
  editRoomType: roomTypesProcedure.input(editRoomTypeInput).mutation(({ ctx, input }) => Settings.editRoomType(ctx.core.db, ctx.user, input)),
  addRoom: roomTypesProcedure.input(addRoomInput).mutation(({ ctx, input }) => Settings.addRoom(ctx.core.db, ctx.user, input)),
  editRoom: roomTypesProcedure.input(editRoomInput).mutation(({ ctx, input }) => Settings.editRoom(ctx.core.db, ctx.user, input)),
  /** A new secret address for a room's or room type's calendar feed (ADR 124). */
  replaceCalendarFeed: staysProcedure.input(replaceFeedInput).mutation(({ ctx, input }) => Settings.replaceCalendarFeed(ctx.core.db, ctx.user, input)),
  /** The channel calendars the rooms import, each with its last sync and error (ADR 125). */
  channelFeeds: staysProcedure.input(venueInput).query(({ ctx, input }) => Channels.channelFeeds(ctx.core.db, ctx.user, input)),
  /** Stays here a channel's calendar also sells: the top of the dashboard (ADR 125). */
  channelConflicts: staysProcedure.input(venueInput).query(({ ctx, input }) => Channels.channelConflicts(ctx.core.db, ctx.user, input)),
  addChannelFeed: staysProcedure.input(addChannelFeedInput).mutation(({ ctx, input }) => Channels.addChannelFeed(ctx.core.channels, ctx.user, input)),
  syncChannelFeed: staysProcedure.input(channelFeedInput).mutation(({ ctx, input }) => Channels.syncChannelFeed(ctx.core.channels, ctx.user, input)),
  removeChannelFeed: staysProcedure.input(channelFeedInput).mutation(({ ctx, input }) => Channels.removeChannelFeed(ctx.core.db, ctx.user, input)),
});
