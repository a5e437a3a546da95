import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './routers/account';
import { reservationRouter } from './routers/reservation';
import { systemRouter } from './routers/system';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  reservation: reservationRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls procedures in-process (tests, jobs) with a context built by `createContext`. */
export const createCaller = createCallerFactory(appRouter);
