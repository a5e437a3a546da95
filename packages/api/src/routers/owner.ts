import { activePlans, dashboardKind } from '@tablestay/core/billing/access';
import { changesInput, venueChanges } from '@tablestay/core/owner/live/changes';
import { consoleVenues } from '@tablestay/core/staff/access';
import { authedProcedure, router, VENUE_DASHBOARD, venueProcedure } from '../trpc';

/** The owner side (ADR 061). Every procedure that takes a venue id goes through `requireVenue` (core/owner/scope.ts). */
export const ownerRouter = router({
  /**
   * Which dashboard /dashboard shows (SPEC §2), and the venues for the header and its switcher: the
   * user's own, then those they are staff of (ADR 127), each with the user's role there and the
   * plans of its owner (staff seats are in the venue's plan). Staff of a venue get the console.
   */
  home: authedProcedure.query(async ({ ctx }) => {
    const db = ctx.core.db;
    const plansOf = (id: string) => activePlans(db, id).catch(() => []); // SPEC §4: a failed check counts as not subscribed
    const plans = await plansOf(ctx.user.id);
    const own = dashboardKind(ctx.user, plans);
    const listed = own === 'admin' ? [] : await consoleVenues(db, ctx.user.id);
    const staffed = listed.some((v) => v.role !== 'owner');
    const kind = staffed && own !== 'owner' ? ('owner' as const) : own;
    const owners = [...new Set(listed.map((v) => v.ownerId))];
    const ownerPlans = new Map(await Promise.all(owners.map(async (id) => [id, id === ctx.user.id ? plans : await plansOf(id)] as const)));
    const venues = kind === 'owner' || kind === 'needs_subscription' ? listed.map(({ ownerId, ...v }) => ({ ...v, plans: ownerPlans.get(ownerId) ?? [] })) : [];
    return { kind, plans, venues };
  }),
  /**
   * What changed at a venue since the client's cursor: the open dashboard asks every few seconds
   * (ADR 116). The plan of the venue's tab, as every other dashboard call (guest names are in it).
   */
  changes: venueProcedure('host', VENUE_DASHBOARD)
    .input(changesInput)
    .query(({ ctx, input }) => venueChanges(ctx.core.db, ctx.user, input)),
});
