import { lazy, type inferRouterInputs, type inferRouterOutputs } from '@trpc/server';
import { createCallerFactory, router } from './trpc';

/**
 * Every router loads on its first call (tRPC's `lazy`, ADR 046): a cold Lambda compiles and builds
 * the schemas of the routers its first request needs, not all twenty. Each module exports only its
 * router, which is what `lazy` takes.
 */
export const appRouter = router({
  account: lazy(() => import('./routers/account')),
  admin: lazy(() => import('./routers/admin')),
  aiReviews: lazy(() => import('./routers/ai-reviews')),
  onboarding: lazy(() => import('./routers/onboarding')),
  billing: lazy(() => import('./routers/billing')),
  citypacks: lazy(() => import('./routers/citypacks')),
  busyDays: lazy(() => import('./routers/busy-days')),
  chat: lazy(() => import('./routers/chat')),
  owner: lazy(() => import('./routers/owner')),
  ownerDining: lazy(() => import('./routers/owner-dining')),
  ownerStays: lazy(() => import('./routers/owner-stays')),
  ownerPhotos: lazy(() => import('./routers/owner-photos')),
  ownerPush: lazy(() => import('./routers/owner-push')),
  payment: lazy(() => import('./routers/payment')),
  reservation: lazy(() => import('./routers/reservation')),
  restaurant: lazy(() => import('./routers/restaurant')),
  review: lazy(() => import('./routers/review')),
  sommelier: lazy(() => import('./routers/sommelier')),
  staff: lazy(() => import('./routers/staff')),
  stay: lazy(() => import('./routers/stay')),
  system: lazy(() => import('./routers/system')),
  trip: lazy(() => import('./routers/trip')),
  waitlist: lazy(() => import('./routers/waitlist')),
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls procedures in-process (tests, jobs) with a context built by `createContext`. */
export const createCaller = createCallerFactory(appRouter);

/**
 * Loads every router now, so `appRouter._def.procedures` lists them all (tests that walk every
 * procedure). Serving never needs this: a call loads its own router.
 */
export async function loadAllRouters(): Promise<typeof appRouter> {
  // oxlint-disable-next-line no-underscore-dangle -- tRPC exposes the routers still to load only as `_def`
  await Promise.all(Object.values(appRouter._def.lazy).map((loader) => loader.load()));
  return appRouter;
}
