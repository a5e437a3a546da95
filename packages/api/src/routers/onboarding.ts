import * as Property from '@tablestay/core/onboarding/property';
import * as Onboarding from '@tablestay/core/onboarding/service';
import {
  basicsInput,
  depositLinkInput,
  draftInput,
  finishInput,
  hoursInput,
  joinRestaurantInput,
  propertyInput,
  roomInput,
  roomTypeInput,
  venueSetupInput,
} from '@tablestay/core/onboarding/schema';
import { authedProcedure, router } from '../trpc';

/**
 * Owner onboarding (ADR 067): any signed-in account with a proven email may create a venue
 * and so become an owner; every later step goes through `requireVenue` (only the venue's owner writes).
 */
export const onboardingRouter = router({
  /** The wizard's restaurant: the owner's draft or first restaurant, else a new "My Restaurant". */
  ensureDraft: authedProcedure
    .input(draftInput)
    .mutation(({ ctx, input }) => Onboarding.ensureDraft(ctx.core.db, ctx.user, ctx.core.config.VENUE_TIME_ZONE, input?.restaurantId)),
  /** One venue's hours, deposit link and basics, for its Settings on the dashboard (ADR 116). */
  venueSetup: authedProcedure.input(venueSetupInput).query(({ ctx, input }) => Onboarding.venueSetup(ctx.core.db, ctx.user, input.restaurantId)),
  saveBasics: authedProcedure.input(basicsInput).mutation(({ ctx, input }) => Onboarding.saveBasics(ctx.core.db, ctx.user, input)),
  saveHours: authedProcedure.input(hoursInput).mutation(({ ctx, input }) => Onboarding.saveHours(ctx.core.db, ctx.user, input)),
  saveDepositLink: authedProcedure.input(depositLinkInput).mutation(({ ctx, input }) => Onboarding.saveDepositLink(ctx.core.db, ctx.user, input)),
  finish: authedProcedure.input(finishInput).mutation(({ ctx, input }) => Onboarding.finish(ctx.core.db, ctx.user, input)),
  joinRestaurant: authedProcedure
    .input(joinRestaurantInput)
    .mutation(({ ctx, input }) => Onboarding.joinRestaurant(ctx.core.db, ctx.user, input, ctx.core.config.VENUE_TIME_ZONE)),
  /** The owner's unfinished property, to resume the stepper (null when there is none). */
  propertyDraft: authedProcedure.query(({ ctx }) => Property.propertyDraft(ctx.core.db, ctx.user)),
  saveProperty: authedProcedure.input(propertyInput).mutation(({ ctx, input }) => Property.saveProperty(ctx.core.db, ctx.user, input)),
  saveRoomType: authedProcedure.input(roomTypeInput).mutation(({ ctx, input }) => Property.saveRoomType(ctx.core.db, ctx.user, input)),
  addRoom: authedProcedure.input(roomInput).mutation(({ ctx, input }) => Property.addRoom(ctx.core.db, ctx.user, input)),
});
