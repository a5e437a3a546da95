import * as Waitlist from '@tablestay/core/waitlist/service';
import { claimOfferInput, waitlistAccessInput } from '@tablestay/core/waitlist/schema';
import { publicProcedure, router } from '../trpc';

export const waitlistRouter = router({
  byToken: publicProcedure.input(waitlistAccessInput).query(({ ctx, input }) => Waitlist.getWaitlistEntry(ctx.core.db, input)),

  /** Books the table an offer keeps; answers the new reservation's id and view token. */
  claim: publicProcedure.input(claimOfferInput).mutation(({ ctx, input }) => Waitlist.claimWaitlistOffer(ctx.core.booking, input)),

  leave: publicProcedure.input(waitlistAccessInput).mutation(({ ctx, input }) => Waitlist.leaveWaitlist(ctx.core.booking, input)),
});
