import { diningCharts, diningOverview, feedbackForMonth } from '@tablestay/core/owner/dining/insights';
import { changeReservation, promoteWaitlistEntry, reservationsForDay } from '@tablestay/core/owner/dining/reservations';
import { dayInput, detailsInput, monthInput, promoteInput, reservationActionInput, tableSettingsInput, venueInput } from '@tablestay/core/owner/dining/schema';
import { diningSettings, updateDetails, updateTableSettings } from '@tablestay/core/owner/dining/settings';
import { replayInput, replayReservationAction } from '@tablestay/core/owner/live/replay';
import { router, venueProcedure } from '../trpc';

/** The Restaurant tab is the Restaurant plan's (SPEC §1, ADR 104): the door's work is a host's, the venue's settings a manager's (ADR 127). */
const host = venueProcedure('host', 'restaurant_dashboard');
const manager = venueProcedure('manager', 'restaurant_dashboard');

/**
 * The owner dashboard's Restaurant tab (ADR 061). Every procedure's core function calls
 * `requireVenue` first: the venue's people read and write (each procedure's role on its rung), an admin only reads.
 */
export const ownerDiningRouter = router({
  overview: host.input(venueInput).query(({ ctx, input }) => diningOverview(ctx.core.db, ctx.user, input)),
  reservations: host.input(dayInput).query(({ ctx, input }) => reservationsForDay(ctx.core.db, ctx.user, input)),
  confirm: host.input(reservationActionInput).mutation(({ ctx, input }) => changeReservation(ctx.core.booking, ctx.user, 'confirm', input)),
  seat: host.input(reservationActionInput).mutation(({ ctx, input }) => changeReservation(ctx.core.booking, ctx.user, 'seat', input)),
  cancel: host.input(reservationActionInput).mutation(({ ctx, input }) => changeReservation(ctx.core.booking, ctx.user, 'cancel', input)),
  /** A Confirm, Seated or cancel taken offline, sent on reconnect with its key (ADR 116). */
  replay: host.input(replayInput).mutation(({ ctx, input }) => replayReservationAction(ctx.core.booking, ctx.user, input)),
  promote: host.input(promoteInput).mutation(({ ctx, input }) => promoteWaitlistEntry(ctx.core.booking, ctx.user, input)),
  feedback: manager.input(monthInput).query(({ ctx, input }) => feedbackForMonth(ctx.core.db, ctx.user, input)),
  charts: host.input(venueInput).query(({ ctx, input }) => diningCharts(ctx.core.db, ctx.user, input)),
  settings: manager.input(venueInput).query(({ ctx, input }) => diningSettings(ctx.core.db, ctx.user, input)),
  updateTables: manager.input(tableSettingsInput).mutation(({ ctx, input }) => updateTableSettings(ctx.core.booking, ctx.user, input)),
  updateDetails: manager.input(detailsInput).mutation(({ ctx, input }) => updateDetails(ctx.core.db, ctx.user, input)),
});
