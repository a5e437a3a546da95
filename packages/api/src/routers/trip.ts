import { provenEmailOrNull } from '@tablestay/core/account/guard';
import * as Trip from '@tablestay/core/trip/service';
import { addDinners, bookTrip } from '@tablestay/core/trip/book';
import * as TripLife from '@tablestay/core/trip/manage';
import { addDinnersInput, bookTripInput, cancelTripInput, dinnerOptionsInput, plannedDinnerOptionsInput, tripAccessInput } from '@tablestay/core/trip/schema';
import * as TripPack from '@tablestay/core/trip/city-pack';
import { keepTripHeld } from '@tablestay/core/trip/keep-held';
import { verifiedGuestProcedure } from '../guards';
import { addOnProcedure, publicProcedure, router } from '../trpc';

/**
 * The trip (ADR 112): a stay with its dinners. Every procedure opens the stay or the trip by its
 * link token, or, without one, for the signed-in guest whose proven email booked it.
 */
export const tripRouter = router({
  dinnerOptions: publicProcedure
    .input(dinnerOptionsInput)
    .query(({ ctx, input }) => Trip.dinnerOptions(ctx.core.booking, input, { email: provenEmailOrNull(ctx.user) })),
  /** The same offers for a stay not booked yet (the stay form): its property, dates and guests. */
  plannedDinnerOptions: publicProcedure.input(plannedDinnerOptionsInput).query(({ ctx, input }) => Trip.plannedDinnerOptions(ctx.core.booking, input)),
  addDinners: publicProcedure
    .input(addDinnersInput)
    .mutation(({ ctx, input }) => addDinners(ctx.core.booking, input, { email: provenEmailOrNull(ctx.user), locale: ctx.locale, ip: ctx.ip })),
  /** A stay and its dinners booked together: all held, or nothing. */
  book: publicProcedure
    .input(bookTripInput)
    .mutation(({ ctx, input }) => bookTrip({ booking: ctx.core.booking, stay: ctx.core.stay }, input, { ip: ctx.ip, locale: ctx.locale })),
  get: publicProcedure.input(tripAccessInput).query(({ ctx, input }) => TripLife.getTrip(ctx.core.db, input, { email: provenEmailOrNull(ctx.user) })),
  ics: publicProcedure.input(tripAccessInput).query(({ ctx, input }) => TripLife.tripIcs(ctx.core.db, input, { email: provenEmailOrNull(ctx.user) })),
  cancel: publicProcedure
    .input(cancelTripInput)
    .mutation(({ ctx, input }) => TripLife.cancelTrip({ booking: ctx.core.booking, stay: ctx.core.stay }, input, { email: provenEmailOrNull(ctx.user) })),
  /** Each step of "Pay all deposits": the trip's unpaid live holds are kept while the guest pays (bounded, ADR 112). */
  keepHeld: publicProcedure.input(tripAccessInput).mutation(({ ctx, input }) => keepTripHeld(ctx.core.booking, input, { email: provenEmailOrNull(ctx.user) })),
  /** The AI City Pack for the trip's town and days, with its dinners on their evenings (the add-on's gate). */
  cityPack: addOnProcedure('citypacks')
    .input(tripAccessInput)
    .mutation(({ ctx, input }) => TripPack.tripCityPack(ctx.core.ai, input, { email: provenEmailOrNull(ctx.user) })),
  /** One card per trip on /me. */
  mine: verifiedGuestProcedure.query(({ ctx }) => TripLife.myTrips(ctx.core.db, ctx.email)),
});
