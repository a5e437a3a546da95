import { initTRPC } from '@trpc/server';
import type { SessionUser } from '@tablestay/core/account/schema';
import { limitAiCall } from '@tablestay/core/ai/limits';
import { PlanRequiredError, requireCapability } from '@tablestay/core/billing/access';
import { isOwnerCapability, type Capability } from '@tablestay/core/billing/plans';
import { DomainError, ERROR_CATALOGUE, FieldError } from '@tablestay/core/errors';
import { TablesTakenError } from '@tablestay/core/trip/errors';
import type { VenueKind } from '@tablestay/core/restaurant/venue-kind';
import { openableVenueKind } from '@tablestay/core/owner/scope';
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
        // The plan to buy when a plan is missing (billing.*_required, ADR 104): the web shows its offer.
        plan: cause instanceof PlanRequiredError ? cause.plan : null,
        // The tables a trip could not hold, with their nearest free times (ADR 112).
        taken: cause instanceof TablesTakenError ? cause.taken : null,
        fieldErrors: zod
          ? Object.fromEntries(zod.issues.map((i) => [i.path.join('.'), i.message]))
          : cause instanceof FieldError
            ? { [cause.field]: cause.message }
            : null,
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

/**
 * "Must be signed in" is one code, `auth.not_signed_in`, on every rung; `message` is a screen's own
 * wording of it from the catalogue (the photo manager's "Not signed in", SPEC §6).
 */
const signedOut = (message?: string) => new DomainError('auth.not_signed_in', message);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw signedOut();
  return next({ ctx: { ...ctx, user: ctx.user } });
});

const notAllowed = () => new DomainError('auth.forbidden');

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw notAllowed();
  return next({ ctx });
});

/** Every AI call, counted per user and per IP before any model runs (ADR 079). */
export const aiProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await limitAiCall(ctx.core.ai.db, ctx.core.ai.limits, { userId: ctx.user?.id, ip: ctx.ip });
  return next();
});

/**
 * What a plan-gated procedure needs (billing/plans.ts ENTITLEMENTS): one capability, or one picked
 * from the call's raw input (a venue's side); `null` when the input names nothing the caller may
 * open, which the core then answers ("Restaurant not found").
 */
export type PlanNeed = Capability | ((input: unknown, ctx: Context & { user: SessionUser }) => Capability | null | Promise<Capability | null>);

/**
 * The one plan check of every gated procedure (ADR 104): signed in (`signedOutText`: the screen's
 * wording, else "Please log in first"); an owner plan's capability only for owners and admins
 * ("Not allowed" for a guest); then a plan of the caller's must unlock it (admins pass the owner
 * plans' capabilities, SPEC §6), else 403 `billing.<plan>_required` with `data.plan` naming the
 * plan to buy.
 */
const planGate = (need: PlanNeed, signedOutText?: string) =>
  t.middleware(async ({ ctx, next, getRawInput }) => {
    const user = ctx.user;
    if (!user) throw signedOut(signedOutText);
    const capability = typeof need === 'function' ? await need(await getRawInput(), { ...ctx, user }) : need;
    if (user.role === 'guest' && (capability === null || isOwnerCapability(capability))) throw notAllowed();
    if (capability !== null) await requireCapability(ctx.core.db, user, capability);
    return next({ ctx: { ...ctx, user } });
  });

/** An owner dashboard procedure: an owner whose plans unlock `need`, or an admin. */
export const planProcedure = (need: PlanNeed) => publicProcedure.use(planGate(need));

/** An AI call from the owner dashboard: counted first (aiProcedure), then `planProcedure`'s check. */
export const ownerAiProcedure = (need: PlanNeed) => aiProcedure.use(planGate(need));

/**
 * An AI add-on's call (Sommelier, City Packs: SPEC §2): counted, signed in, then the add-on's plan;
 * anyone may hold an add-on, admins included.
 */
export const addOnProcedure = (plan: 'sommelier' | 'citypacks') => aiProcedure.use(planGate(plan));

/** The capability of the side a call's input names (`kind: 'dining' | 'stays'`, the AI panels). */
export const bySide =
  (caps: { dining: Capability; stays: Capability }): PlanNeed =>
  (input) =>
    (input as { kind?: unknown } | null)?.kind === 'stays' ? caps.stays : caps.dining;

/**
 * The capability of the venue a call's input names (`venueId`), by what the venue is shown as
 * (restaurant/venue-kind.ts: a property when it has rooms): the photo manager of either tab. A venue
 * the caller may not open needs nothing here; the core answers "Restaurant not found" for it.
 */
const byVenue =
  (caps: Record<VenueKind, Capability>): PlanNeed =>
  async (input, ctx) => {
    const kind = await openableVenueKind(ctx.core.db, ctx.user, (input as { venueId?: unknown } | null)?.venueId);
    return kind ? caps[kind] : null;
  };

/**
 * The photo manager of either tab (ADR 059): signed in ("Not signed in", the upload's own wording,
 * SPEC §6), then the plan of the venue's tab: a restaurant's photos are the Restaurant plan's, a
 * property's the Stays plan's (ADR 104), admins exempt. Which venue is theirs is `requireVenue`'s
 * answer inside each core function.
 */
const VENUE_DASHBOARD = byVenue({ restaurant: 'restaurant_dashboard', property: 'stays_dashboard' });
export const photoProcedure = publicProcedure.use(planGate(VENUE_DASHBOARD, ERROR_CATALOGUE['auth.not_signed_in'].wordings.photos));

/**
 * A procedure of one venue of either kind (the owner's notifications, ADR 119): signed in, then the
 * plan of the venue's tab, as `photoProcedure`; which venue is theirs is `requireVenue`'s answer.
 */
export const venueProcedure = publicProcedure.use(planGate(VENUE_DASHBOARD));
