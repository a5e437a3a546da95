import { publicProcedure, router } from '../trpc';

export const systemRouter = router({
  /** Public settings the web needs: never secrets. */
  settings: publicProcedure.query(({ ctx }) => ({
    contactEmail: ctx.core.config.CONTACT_EMAIL,
    affiliateUrl: ctx.core.config.AFFILIATE_URL,
    placesEnabled: Boolean(ctx.core.config.GOOGLE_MAPS_API_KEY),
  })),
});
