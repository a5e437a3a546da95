import { pushVenueInput, subscribeInput, unsubscribeInput } from '@tablestay/core/push/kinds';
import * as Push from '@tablestay/core/push/service';
import { authedProcedure, router, VENUE_DASHBOARD, venueProcedure } from '../trpc';

/** A host's own device too (ADR 127). */
const host = venueProcedure('host', VENUE_DASHBOARD);

/** Notifications on this device (ADR 119): per venue of the person's and per kind of event. */
export const ownerPushRouter = router({
  /** The VAPID public key a device subscribes with. */
  publicKey: authedProcedure.query(({ ctx }) => Push.pushPublicKey(ctx.core.push)),
  /** The owner's devices subscribed for the venue, with their kinds. */
  settings: host.input(pushVenueInput).query(({ ctx, input }) => Push.pushSettings(ctx.core.push, ctx.user, input)),
  /** Subscribes this device for the venue, or changes its kinds and language. */
  subscribe: host.input(subscribeInput).mutation(({ ctx, input }) => Push.subscribePush(ctx.core.push, ctx.user, input)),
  unsubscribe: host.input(unsubscribeInput).mutation(({ ctx, input }) => Push.unsubscribePush(ctx.core.push, ctx.user, input)),
});
