import * as Overview from '@tablestay/core/owner/stays/overview';
import {
  addRoomInput,
  addRoomTypeInput,
  bookingsInput,
  editRoomInput,
  editRoomTypeInput,
  reviewsInput,
  staySettingsInput,
  transitionInput,
  venueInput,
} from '@tablestay/core/owner/stays/schema';
import * as Settings from '@tablestay/core/owner/stays/settings';
import { subscribedOwnerProcedure, router } from '../trpc';

/**
 * The owner's Stays tab (ADR 064–066). Each procedure's core function calls
 * `requireVenue(db, user, venueId, 'read' | 'write')` first: admins read any property, only its
 * owner writes, everyone else gets "Restaurant not found".
 */
export const ownerStaysRouter = router({
  overview: subscribedOwnerProcedure.input(venueInput).query(({ ctx, input }) => Overview.staysOverview(ctx.core.db, ctx.user, input)),
  occupancy: subscribedOwnerProcedure.input(venueInput).query(({ ctx, input }) => Overview.staysOccupancy(ctx.core.db, ctx.user, input)),
  bookings: subscribedOwnerProcedure.input(bookingsInput).query(({ ctx, input }) => Overview.staysBookings(ctx.core.db, ctx.user, input)),
  transition: subscribedOwnerProcedure.input(transitionInput).mutation(({ ctx, input }) => Overview.staysTransition(ctx.core.stay, ctx.user, input)),
  reviews: subscribedOwnerProcedure.input(reviewsInput).query(({ ctx, input }) => Overview.staysReviews(ctx.core.db, ctx.user, input)),
  settings: subscribedOwnerProcedure.input(venueInput).query(({ ctx, input }) => Settings.staysSettings(ctx.core.db, ctx.user, input)),
  updateSettings: subscribedOwnerProcedure.input(staySettingsInput).mutation(({ ctx, input }) => Settings.updateStaySettings(ctx.core.db, ctx.user, input)),
  addRoomType: subscribedOwnerProcedure.input(addRoomTypeInput).mutation(({ ctx, input }) => Settings.addRoomType(ctx.core.db, ctx.user, input)),
  editRoomType: subscribedOwnerProcedure.input(editRoomTypeInput).mutation(({ ctx, input }) => Settings.editRoomType(ctx.core.db, ctx.user, input)),
  addRoom: subscribedOwnerProcedure.input(addRoomInput).mutation(({ ctx, input }) => Settings.addRoom(ctx.core.db, ctx.user, input)),
  editRoom: subscribedOwnerProcedure.input(editRoomInput).mutation(({ ctx, input }) => Settings.editRoom(ctx.core.db, ctx.user, input)),
});
