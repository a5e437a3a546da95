import * as Restaurant from '@tablestay/core/restaurant/service';
import { byIdInput, listInput, searchInput, suggestInput } from '@tablestay/core/restaurant/schema';
import { publicProcedure, router } from '../trpc';

/** Restaurant discovery: all public, read-only. */
export const restaurantRouter = router({
  featured: publicProcedure.query(({ ctx }) => Restaurant.featured(ctx.core.db)),
  suggest: publicProcedure.input(suggestInput).query(({ ctx, input }) => Restaurant.suggest(ctx.core.db, input)),
  search: publicProcedure.input(searchInput).query(({ ctx, input }) => Restaurant.search(ctx.core, input)),
  list: publicProcedure.input(listInput).query(({ ctx, input }) => Restaurant.list(ctx.core.db, input)),
  byId: publicProcedure.input(byIdInput).query(({ ctx, input }) => Restaurant.byId(ctx.core.db, input)),
});
