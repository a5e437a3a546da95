import { publicProcedure, router } from '../trpc';

export const systemRouter = router({
  /** Public settings the web needs: never secrets. */
  settings: publicProcedure.query(({ ctx }) => ({
    /** The data-protection address the legal pages print (SPEC). */
    contactEmail: ctx.core.config.CONTACT_EMAIL,
    /** The general contact the footer's Contact link writes to (ADR 118). */
    supportEmail: ctx.core.config.SUPPORT_EMAIL,
    affiliateUrl: ctx.core.config.AFFILIATE_URL,
    placesEnabled: Boolean(ctx.core.config.GOOGLE_MAPS_API_KEY),
  })),
});
