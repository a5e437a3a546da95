import { pushVenueInput, subscribeInput, unsubscribeInput } from '@tablestay/core/push/kinds';
import * as Push from '@tablestay/core/push/service';
import { authedProcedure, router, venueProcedure } from '../trpc';

/** The owner's notifications on this device (ADR 119): per venue of theirs and per kind of event. */
export const ownerPushRouter = router({
  /** The VAPID public key a device subscribes with. */
  publicKey: authedProcedure.query(({ ctx }) => Push.pushPublicKey(ctx.core.push)),
  /** The owner's devices subscribed for the venue, with their kinds. */
  settings: venueProcedure.input(pushVenueInput).query(({ ctx, input }) => Push.pushSettings(ctx.core.push, ctx.user, input)),
  /** Subscribes this device for the venue, or changes its kinds and language. */
  subscribe: venueProcedure.input(subscribeInput).mutation(({ ctx, input }) => Push.subscribePush(ctx.core.push, ctx.user, input)),
  unsubscribe: venueProcedure.input(unsubscribeInput).mutation(({ ctx, input }) => Push.unsubscribePush(ctx.core.push, ctx.user, input)),
});
