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
import { authedProcedure, router, setupProcedure } from '../trpc';

// Hours, deposit link and basics are a venue's settings, a manager's; the rest of the setup is its owner's (ADR 127).
const manager = setupProcedure('manager');
const owner = setupProcedure('owner');

/**
 * Owner onboarding (ADR 067): any signed-in account with a proven email may create a venue
 * and so become an owner; every later step goes through `requireVenue` and its role rung.
 */
export const onboardingRouter = router({
  /** The wizard's restaurant: the owner's draft or first restaurant, else a new "My Restaurant". */
  ensureDraft: owner
    .input(draftInput)
    .mutation(({ ctx, input }) => Onboarding.ensureDraft(ctx.core.db, ctx.user, ctx.core.config.VENUE_TIME_ZONE, input?.restaurantId)),
  /** One venue's hours, deposit link and basics, for its Settings on the dashboard (ADR 116). */
  venueSetup: manager.input(venueSetupInput).query(({ ctx, input }) => Onboarding.venueSetup(ctx.core.db, ctx.user, input.restaurantId)),
  saveBasics: manager.input(basicsInput).mutation(({ ctx, input }) => Onboarding.saveBasics(ctx.core.db, ctx.user, input)),
  saveHours: manager.input(hoursInput).mutation(({ ctx, input }) => Onboarding.saveHours(ctx.core.db, ctx.user, input)),
  saveDepositLink: manager.input(depositLinkInput).mutation(({ ctx, input }) => Onboarding.saveDepositLink(ctx.core.db, ctx.user, input)),
  finish: owner.input(finishInput).mutation(({ ctx, input }) => Onboarding.finish(ctx.core.db, ctx.user, input)),
  joinRestaurant: authedProcedure
    .input(joinRestaurantInput)
    .mutation(({ ctx, input }) => Onboarding.joinRestaurant(ctx.core.db, ctx.user, input, ctx.core.config.VENUE_TIME_ZONE)),
  /** The owner's unfinished property, to resume the stepper (null when there is none). */
  propertyDraft: authedProcedure.query(({ ctx }) => Property.propertyDraft(ctx.core.db, ctx.user)),
  saveProperty: owner.input(propertyInput).mutation(({ ctx, input }) => Property.saveProperty(ctx.core.db, ctx.user, input)),
  saveRoomType: owner.input(roomTypeInput).mutation(({ ctx, input }) => Property.saveRoomType(ctx.core.db, ctx.user, input)),
  addRoom: owner.input(roomInput).mutation(({ ctx, input }) => Property.addRoom(ctx.core.db, ctx.user, input)),
});
