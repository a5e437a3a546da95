import * as GuestStays from '@tablestay/core/stay/guest-bookings';
import * as Stay from '@tablestay/core/stay/service';
import {
  createStayBookingInput,
  stayAccessInput,
  stayByIdInput,
  stayListInput,
  stayQuoteInput,
  stayReviewInput,
  staySearchInput,
} from '@tablestay/core/stay/schema';
import { verifiedGuestProcedure } from '../guards';
import { publicProcedure, router } from '../trpc';

/** Stays: discovery, quotes, booking with a deposit hold, the booking link and the stay review. */
export const stayRouter = router({
  search: publicProcedure.input(staySearchInput).query(({ ctx, input }) => Stay.search(ctx.core.stay, input)),
  list: publicProcedure.input(stayListInput).query(({ ctx, input }) => Stay.list(ctx.core.db, input)),
  byId: publicProcedure.input(stayByIdInput).query(({ ctx, input }) => Stay.byId(ctx.core.db, input)),
  quote: publicProcedure.input(stayQuoteInput).query(({ ctx, input }) => Stay.quote(ctx.core.db, input)),

  /** SPEC create_stay_booking_safe: a room held awaiting its deposit, or "no availability". */
  book: publicProcedure
    .input(createStayBookingInput)
    .mutation(({ ctx, input }) => Stay.createStayBooking(ctx.core.stay, input, { ip: ctx.ip, locale: ctx.locale })),

  byToken: publicProcedure.input(stayAccessInput).query(({ ctx, input }) => Stay.getStayBookingByToken(ctx.core.db, input)),
  cancelByToken: publicProcedure.input(stayAccessInput).mutation(({ ctx, input }) => Stay.cancelStayByToken(ctx.core.stay, input)),

  reviewTarget: publicProcedure.input(stayAccessInput).query(({ ctx, input }) => Stay.reviewTarget(ctx.core.db, input)),
  review: publicProcedure.input(stayReviewInput).mutation(({ ctx, input }) => Stay.submitStayReview(ctx.core.db, input)),

  /** The signed-in guest's own stays, matched by their proven email (ADR 035), as `reservation.mine`. */
  mine: verifiedGuestProcedure.query(({ ctx }) => GuestStays.listStaysForGuest(ctx.core.db, ctx.email)),
  cancelMine: verifiedGuestProcedure
    .input(GuestStays.guestStayIdInput)
    .mutation(({ ctx, input }) => GuestStays.cancelOwnStay(ctx.core.booking, input, ctx.email)),
  icsMine: verifiedGuestProcedure.input(GuestStays.guestStayIdInput).query(({ ctx, input }) => GuestStays.ownStayIcs(ctx.core.db, input, ctx.email)),
  myReviewTarget: verifiedGuestProcedure
    .input(GuestStays.guestStayIdInput)
    .query(({ ctx, input }) => GuestStays.ownReviewTarget(ctx.core.db, input, ctx.email)),
  myReview: verifiedGuestProcedure
    .input(GuestStays.guestStayReviewInput)
    .mutation(({ ctx, input }) => GuestStays.submitOwnStayReview(ctx.core.db, input, ctx.email)),
});
