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
import { router, venueProcedure } from '../trpc';

/** The Stays tab is the Stays plan's; adding or changing room types and rooms is its room type management (SPEC §1, ADR 104). */
// The front desk's work is a host's; the property's settings, rooms, reviews and channels a manager's (ADR 127).
const host = venueProcedure('host', 'stays_dashboard');
const manager = venueProcedure('manager', 'stays_dashboard');
const roomTypes = venueProcedure('manager', 'room_types');

/**
 * The owner's Stays tab (ADR 064–066). Each procedure's core function calls
 * `requireVenue(db, user, venueId, 'read' | 'write')` first: admins read any property, its people
 * write (each procedure's role on its rung), everyone else gets "Restaurant not found".
 */
export const ownerStaysRouter = router({
  overview: host.input(venueInput).query(({ ctx, input }) => Overview.staysOverview(ctx.core.db, ctx.user, input)),
  occupancy: host.input(venueInput).query(({ ctx, input }) => Overview.staysOccupancy(ctx.core.db, ctx.user, input)),
  bookings: host.input(bookingsInput).query(({ ctx, input }) => Overview.staysBookings(ctx.core.db, ctx.user, input)),
  /** A stay action taken offline, sent on reconnect with its key (ADR 116). */
  replay: host.input(stayReplayInput).mutation(({ ctx, input }) => replayStayAction(ctx.core.stay, ctx.user, input)),
  transition: host.input(transitionInput).mutation(({ ctx, input }) => Overview.staysTransition(ctx.core.stay, ctx.user, input)),
  reviews: manager.input(reviewsInput).query(({ ctx, input }) => Overview.staysReviews(ctx.core.db, ctx.user, input)),
  settings: manager.input(venueInput).query(({ ctx, input }) => Settings.staysSettings(ctx.core.db, ctx.user, input)),
  updateSettings: manager.input(staySettingsInput).mutation(({ ctx, input }) => Settings.updateStaySettings(ctx.core.db, ctx.user, input)),
  addRoomType: roomTypes.input(addRoomTypeInput).mutation(({ ctx, input }) => Settings.addRoomType(ctx.core.db, ctx.user, input)),
  editRoomType: roomTypes.input(editRoomTypeInput).mutation(({ ctx, input }) => Settings.editRoomType(ctx.core.db, ctx.user, input)),
  addRoom: roomTypes.input(addRoomInput).mutation(({ ctx, input }) => Settings.addRoom(ctx.core.db, ctx.user, input)),
  editRoom: roomTypes.input(editRoomInput).mutation(({ ctx, input }) => Settings.editRoom(ctx.core.db, ctx.user, input)),
  /** A new secret address for a room's or room type's calendar feed (ADR 124). */
  replaceCalendarFeed: manager.input(replaceFeedInput).mutation(({ ctx, input }) => Settings.replaceCalendarFeed(ctx.core.db, ctx.user, input)),
  /** The channel calendars the rooms import, each with its last sync and error (ADR 125). */
  channelFeeds: manager.input(venueInput).query(({ ctx, input }) => Channels.channelFeeds(ctx.core.db, ctx.user, input)),
  /** Stays here a channel's calendar also sells: the top of the dashboard (ADR 125). */
  channelConflicts: host.input(venueInput).query(({ ctx, input }) => Channels.channelConflicts(ctx.core.db, ctx.user, input)),
  addChannelFeed: manager.input(addChannelFeedInput).mutation(({ ctx, input }) => Channels.addChannelFeed(ctx.core.channels, ctx.user, input)),
  syncChannelFeed: manager.input(channelFeedInput).mutation(({ ctx, input }) => Channels.syncChannelFeed(ctx.core.channels, ctx.user, input)),
  removeChannelFeed: manager.input(channelFeedInput).mutation(({ ctx, input }) => Channels.removeChannelFeed(ctx.core.db, ctx.user, input)),
});
