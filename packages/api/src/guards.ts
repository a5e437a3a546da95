import { provenEmail } from '@tablestay/core/account/guard';
import { publicProcedure } from './trpc';

/**
 * For every procedure that reads or changes bookings by the account's email: the signed-in user
 * must have proven that email (ADR 035). `ctx.email` is the address to match bookings by.
 */
export const verifiedGuestProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, email: provenEmail(ctx.user) } }));
