import * as Reservation from '@tablestay/core/reservation/service';
import {
  availabilityInput,
  createReservationInput,
  reservationAccessInput,
  reservationIcsInput,
  reservationIdInput,
} from '@tablestay/core/reservation/schema';
import { authedProcedure, publicProcedure, router } from '../trpc';

export const reservationRouter = router({
  /** Books a table, or joins the waitlist when the slot is full. */
  create: publicProcedure
    .input(createReservationInput)
    .mutation(({ ctx, input }) => Reservation.createReservation(ctx.core.reservation, input, { ip: ctx.ip, locale: ctx.locale })),

  availability: publicProcedure.input(availabilityInput).query(({ ctx, input }) => Reservation.availability(ctx.core.db, input)),

  byToken: publicProcedure.input(reservationAccessInput).query(({ ctx, input }) => Reservation.getReservationByToken(ctx.core.db, input)),

  /** The signed-in guest's own reservation, matched by email (no token). */
  byId: authedProcedure.input(reservationIdInput).query(({ ctx, input }) => Reservation.getReservationForGuest(ctx.core.db, input, ctx.user.email)),

  mine: authedProcedure.query(({ ctx }) => Reservation.listForGuest(ctx.core.db, ctx.user.email)),

  dashboard: authedProcedure.query(({ ctx }) => Reservation.guestDashboard(ctx.core.db, ctx.user.email)),

  cancel: authedProcedure.input(reservationIdInput).mutation(({ ctx, input }) => Reservation.cancelOwnReservation(ctx.core.reservation, input, ctx.user.email)),

  cancelByToken: publicProcedure.input(reservationAccessInput).mutation(({ ctx, input }) => Reservation.cancelByToken(ctx.core.reservation, input)),

  /** Add to Calendar: by link token, or without one as the signed-in guest. */
  ics: publicProcedure.input(reservationIcsInput).query(({ ctx, input }) => Reservation.getReservationIcs(ctx.core.db, input, ctx.user?.email ?? null)),
});
