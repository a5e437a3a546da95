import { activePlans, dashboardKind } from '@tablestay/core/billing/access';
import { changesInput, venueChanges } from '@tablestay/core/owner/live/changes';
import { ownedVenues } from '@tablestay/core/owner/scope';
import { authedProcedure, router, venueProcedure } from '../trpc';

/** The owner side (ADR 061). Every procedure that takes a venue id goes through `requireVenue` (core/owner/scope.ts). */
export const ownerRouter = router({
  /** Which dashboard /dashboard shows (SPEC §2), and the venues for the header and its switcher. */
  home: authedProcedure.query(async ({ ctx }) => {
    const db = ctx.core.db;
    const plans = await activePlans(db, ctx.user.id).catch(() => []); // SPEC §4: a failed check counts as not subscribed
    const kind = dashboardKind(ctx.user, plans);
    const venues = kind === 'owner' || kind === 'needs_subscription' ? await ownedVenues(db, ctx.user.id) : [];
    return { kind, plans, venues };
  }),
  /**
   * What changed at a venue since the client's cursor: the open dashboard asks every few seconds
   * (ADR 116). The plan of the venue's tab, as every other dashboard call (guest names are in it).
   */
  changes: venueProcedure.input(changesInput).query(({ ctx, input }) => venueChanges(ctx.core.db, ctx.user, input)),
});
