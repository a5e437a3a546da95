import { provenEmailOrNull } from '@tablestay/core/account/guard';
import * as Reservation from '@tablestay/core/reservation/service';
import { availabilityInput, createReservationInput, reservationAccessInput, reservationIcsInput, reservationIdInput } from '@tablestay/core/reservation/schema';
import { verifiedGuestProcedure } from '../guards';
import { publicProcedure, router } from '../trpc';

export const reservationRouter = router({
  /** Books a table, or joins the waitlist when the slot is full (input parsed once, here). */
  create: publicProcedure
    .input(createReservationInput)
    .mutation(({ ctx, input }) => Reservation.bookTable(ctx.core.booking, input, { ip: ctx.ip, locale: ctx.locale })),

  availability: publicProcedure.input(availabilityInput).query(({ ctx, input }) => Reservation.availability(ctx.core.db, input)),

  byToken: publicProcedure.input(reservationAccessInput).query(({ ctx, input }) => Reservation.getReservationByToken(ctx.core.db, input)),

  /** The signed-in guest's own reservation, matched by their proven email (no token). */
  byId: verifiedGuestProcedure.input(reservationIdInput).query(({ ctx, input }) => Reservation.getReservationForGuest(ctx.core.db, input, ctx.email)),

  mine: verifiedGuestProcedure.query(({ ctx }) => Reservation.listForGuest(ctx.core.db, ctx.email)),

  dashboard: verifiedGuestProcedure.query(({ ctx }) => Reservation.guestDashboard(ctx.core.db, ctx.email)),

  cancel: verifiedGuestProcedure.input(reservationIdInput).mutation(({ ctx, input }) => Reservation.cancelOwnReservation(ctx.core.booking, input, ctx.email)),

  cancelByToken: publicProcedure.input(reservationAccessInput).mutation(({ ctx, input }) => Reservation.cancelByToken(ctx.core.booking, input)),

  /** Add to Calendar: by link token, or without one as the signed-in guest with a proven email. */
  ics: publicProcedure.input(reservationIcsInput).query(({ ctx, input }) => Reservation.getReservationIcs(ctx.core.db, input, provenEmailOrNull(ctx.user))),
});
