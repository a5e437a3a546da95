import { adminCounters, listAccommodations, listOwners, listRestaurants, ownerView } from '@tablestay/core/admin/console';
import { featuredListings, setFeatured } from '@tablestay/core/admin/featured';
import { listInput, ownerInput, toggleFeaturedInput } from '@tablestay/core/admin/schema';
import { adminProcedure, router } from '../trpc';

/**
 * The admin console (ADR 073–075). Every procedure is adminProcedure: the role is
 * checked on the server from the session (visitor 401, anyone not admin 403). Reading an owner's
 * venues ("Viewing as") goes through ownerDining/ownerStays with requireVenue 'read'; writes there stay
 * the owner's alone. Every write here is audited with the admin's id.
 */
export const adminRouter = router({
  counters: adminProcedure.query(({ ctx }) => adminCounters(ctx.core.db)),
  owners: adminProcedure.input(listInput).query(({ ctx, input }) => listOwners(ctx.core.db, input)),
  restaurants: adminProcedure.input(listInput).query(({ ctx, input }) => listRestaurants(ctx.core.db, input)),
  accommodations: adminProcedure.input(listInput).query(({ ctx, input }) => listAccommodations(ctx.core.db, input)),
  ownerView: adminProcedure.input(ownerInput).query(({ ctx, input }) => ownerView(ctx.core.db, input)),
  featured: adminProcedure.input(listInput).query(({ ctx, input }) => featuredListings(ctx.core.db, input)),
  setFeatured: adminProcedure.input(toggleFeaturedInput).mutation(({ ctx, input }) => setFeatured(ctx.core.db, ctx.user, input)),
});
