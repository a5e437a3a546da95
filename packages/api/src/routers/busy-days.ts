import { TRPCError } from '@trpc/server';
import { busyDaysInput, busyTipsInput } from '@tablestay/core/ai/forecast/schema';
import { requirePlan } from '@tablestay/core/billing/plans';
import { aiProcedure, router, subscribedOwnerProcedure } from '../trpc';

/** An AI call from the owner dashboard: counted by aiProcedure, then a signed-in owner with a plan (or an admin). */
const ownerAiProcedure = aiProcedure.use(async ({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in first' });
  if (ctx.user.role === 'guest') throw new TRPCError({ code: 'FORBIDDEN', message: 'Not allowed' });
  await requirePlan(ctx.core.db, ctx.user, 'owner');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

// The forecast loads on first use: the API Lambda's cold start carries only the inputs (ADR 046, 080).
const service = () => import('@tablestay/core/ai/forecast/service');

/**
 * Busy Day Suggestions (SPEC §2 AI Ops, ADR 080). `status` tells the panel whether
 * "Generate tips" can run; `generate` forecasts 14 days from 90 days of occupancy and words the tips.
 * Both scope the venue with `requireVenue(..., 'read')` in core: the owner, or an admin reading.
 */
export const busyDaysRouter = router({
  status: subscribedOwnerProcedure.input(busyDaysInput).query(async ({ ctx, input }) => (await service()).busyDaysStatus(ctx.core.db, ctx.user, input)),
  generate: ownerAiProcedure.input(busyTipsInput).mutation(async ({ ctx, input }) => (await service()).busyDayTips(ctx.core.ai, ctx.user, input)),
});
