import { diningCharts, diningOverview, feedbackForMonth } from '@tablestay/core/owner/dining/insights';
import { changeReservation, promoteWaitlistEntry, reservationsForDay } from '@tablestay/core/owner/dining/reservations';
import { dayInput, detailsInput, monthInput, promoteInput, reservationActionInput, tableSettingsInput, venueInput } from '@tablestay/core/owner/dining/schema';
import { diningSettings, updateDetails, updateTableSettings } from '@tablestay/core/owner/dining/settings';
import { replayInput, replayReservationAction } from '@tablestay/core/owner/live/replay';
import { planProcedure, router } from '../trpc';

/** The Restaurant tab is the Restaurant plan's (SPEC §1, ADR 104). */
const diningProcedure = planProcedure('restaurant_dashboard');

/**
 * The owner dashboard's Restaurant tab (ADR 061). Every procedure's core function calls
 * `requireVenue` first: the owner reads and writes their own venues, an admin only reads.
 */
export const ownerDiningRouter = router({
  overview: diningProcedure.input(venueInput).query(({ ctx, input }) => diningOverview(ctx.core.db, ctx.user, input)),
  reservations: diningProcedure.input(dayInput).query(({ ctx, input }) => reservationsForDay(ctx.core.db, ctx.user, input)),
  confirm: diningProcedure.input(reservationActionInput).mutation(({ ctx, input }) => changeReservation(ctx.core.booking, ctx.user, 'confirm', input)),
  seat: diningProcedure.input(reservationActionInput).mutation(({ ctx, input }) => changeReservation(ctx.core.booking, ctx.user, 'seat', input)),
  cancel: diningProcedure.input(reservationActionInput).mutation(({ ctx, input }) => changeReservation(ctx.core.booking, ctx.user, 'cancel', input)),
  /** A Confirm, Seated or cancel taken offline, sent on reconnect with its key (ADR 116). */
  replay: diningProcedure.input(replayInput).mutation(({ ctx, input }) => replayReservationAction(ctx.core.booking, ctx.user, input)),
  promote: diningProcedure.input(promoteInput).mutation(({ ctx, input }) => promoteWaitlistEntry(ctx.core.booking, ctx.user, input)),
  feedback: diningProcedure.input(monthInput).query(({ ctx, input }) => feedbackForMonth(ctx.core.db, ctx.user, input)),
  charts: diningProcedure.input(venueInput).query(({ ctx, input }) => diningCharts(ctx.core.db, ctx.user, input)),
  settings: diningProcedure.input(venueInput).query(({ ctx, input }) => diningSettings(ctx.core.db, ctx.user, input)),
  updateTables: diningProcedure.input(tableSettingsInput).mutation(({ ctx, input }) => updateTableSettings(ctx.core.booking, ctx.user, input)),
  updateDetails: diningProcedure.input(detailsInput).mutation(({ ctx, input }) => updateDetails(ctx.core.db, ctx.user, input)),
});
