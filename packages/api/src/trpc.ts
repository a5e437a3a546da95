import { initTRPC, TRPCError } from '@trpc/server';
import { limitAiCall } from '@tablestay/core/ai/limits';
import { requirePlan } from '@tablestay/core/billing/plans';
import { DomainError } from '@tablestay/core/errors';
import { ZodError } from 'zod';
import type { Context } from './context';
import { firstIssue, toTRPCError, UNEXPECTED_ERROR } from './errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    const zod = cause instanceof ZodError ? cause : null;
    return {
      ...shape,
      // An internal failure never shows its own text (it may name hosts or SQL).
      message: zod ? firstIssue(zod) : error.code === 'INTERNAL_SERVER_ERROR' ? UNEXPECTED_ERROR : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        domainCode: cause instanceof DomainError ? cause.code : null,
        fieldErrors: zod ? Object.fromEntries(zod.issues.map((i) => [i.path.join('.'), i.message])) : null,
        requestId: ctx?.requestId ?? null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const mapErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) {
    const error = toTRPCError(result.error, ctx.requestId);
    // A rate limit says when to come back; the response carries it as Retry-After.
    const retryAfter = error.cause instanceof DomainError ? error.cause.details?.retryAfterSeconds : undefined;
    if (typeof retryAfter === 'number') ctx.resHeaders?.set('Retry-After', String(retryAfter));
    throw error;
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in first' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Owners and admins; venue scoping by owner_id happens in each core query. */
export const ownerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role === 'guest') throw new TRPCError({ code: 'FORBIDDEN', message: 'Not allowed' });
  return next({ ctx });
});

/** The owner dashboard's procedures: an owner who pays for a restaurant or stays plan, or an admin (SPEC §6, ADR 057). */
export const subscribedOwnerProcedure = ownerProcedure.use(async ({ ctx, next }) => {
  await requirePlan(ctx.core.db, ctx.user, 'owner');
  return next({ ctx });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Not allowed' });
  return next({ ctx });
});

/** Every AI call, counted per user and per IP before any model runs (ADR 079). */
export const aiProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await limitAiCall(ctx.core.ai.db, ctx.core.ai.limits, { userId: ctx.user?.id, ip: ctx.ip });
  return next();
});
