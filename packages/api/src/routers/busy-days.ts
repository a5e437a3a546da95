import { busyDaysInput, busyTipsInput } from '@tablestay/core/ai/forecast/schema';
import { bySide, ownerAiProcedure, router, venueProcedure } from '../trpc';

/** A restaurant's tips need the Restaurant plan, a property's the Stays plan (its AI analytics, ADR 104). */
const need = bySide({ dining: 'restaurant_ai', stays: 'stays_analytics' });

// The forecast loads on first use: the API Lambda's cold start carries only the inputs (ADR 046, 080).
const service = () => import('@tablestay/core/ai/forecast/service');

/**
 * Busy Day Suggestions (SPEC §2 AI Ops, ADR 080). `status` tells the panel whether
 * "Generate tips" can run; `generate` forecasts 14 days from 90 days of occupancy and words the tips.
 * Both scope the venue with `requireVenue(..., 'read')` in core: the owner, or an admin reading.
 */
export const busyDaysRouter = router({
  status: venueProcedure('manager', need)
    .input(busyDaysInput)
    .query(async ({ ctx, input }) => (await service()).busyDaysStatus(ctx.core.db, ctx.user, input)),
  generate: ownerAiProcedure('manager', need)
    .input(busyTipsInput)
    .mutation(async ({ ctx, input }) => (await service()).busyDayTips(ctx.core.ai, ctx.user, input)),
});
