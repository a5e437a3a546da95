import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './routers/account';
import { paymentRouter } from './routers/payment';
import { reservationRouter } from './routers/reservation';
import { restaurantRouter } from './routers/restaurant';
import { stayRouter } from './routers/stay';
import { systemRouter } from './routers/system';
import { waitlistRouter } from './routers/waitlist';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  payment: paymentRouter,
  reservation: reservationRouter,
  restaurant: restaurantRouter,
  stay: stayRouter,
  system: systemRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls procedures in-process (tests, jobs) with a context built by `createContext`. */
export const createCaller = createCallerFactory(appRouter);
