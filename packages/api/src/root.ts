import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { aiReviewsRouter } from './routers/ai-reviews';
import { onboardingRouter } from './routers/onboarding';
import { billingRouter } from './routers/billing';
import { citypacksRouter } from './routers/citypacks';
import { busyDaysRouter } from './routers/busy-days';
import { chatRouter } from './routers/chat';
import { ownerRouter } from './routers/owner';
import { ownerDiningRouter } from './routers/owner-dining';
import { ownerStaysRouter } from './routers/owner-stays';
import { ownerPhotosRouter } from './routers/owner-photos';
import { paymentRouter } from './routers/payment';
import { reservationRouter } from './routers/reservation';
import { restaurantRouter } from './routers/restaurant';
import { reviewRouter } from './routers/review';
import { sommelierRouter } from './routers/sommelier';
import { stayRouter } from './routers/stay';
import { systemRouter } from './routers/system';
import { waitlistRouter } from './routers/waitlist';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  aiReviews: aiReviewsRouter,
  onboarding: onboardingRouter,
  billing: billingRouter,
  citypacks: citypacksRouter,
  busyDays: busyDaysRouter,
  chat: chatRouter,
  owner: ownerRouter,
  ownerDining: ownerDiningRouter,
  ownerStays: ownerStaysRouter,
  ownerPhotos: ownerPhotosRouter,
  payment: paymentRouter,
  reservation: reservationRouter,
  restaurant: restaurantRouter,
  review: reviewRouter,
  sommelier: sommelierRouter,
  stay: stayRouter,
  system: systemRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls procedures in-process (tests, jobs) with a context built by `createContext`. */
export const createCaller = createCallerFactory(appRouter);
