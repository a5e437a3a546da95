import { initTRPC } from '@trpc/server';
import type { SessionUser } from '@tablestay/core/account/schema';
import { limitAiCall } from '@tablestay/core/ai/limits';
import { PlanRequiredError, requireCapability } from '@tablestay/core/billing/access';
import { isOwnerCapability, type Capability } from '@tablestay/core/billing/plans';
import { DomainError, ERROR_CATALOGUE, FieldError } from '@tablestay/core/errors';
import { TablesTakenError } from '@tablestay/core/trip/errors';
import { mayAct, type Standing } from '@tablestay/core/staff/access';
import type { VenueRole } from '@tablestay/core/staff/roles';
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
 * from the call's raw input (a venue's side) or from the caller's standing at the venue it names;
 * `null` when the input names nothing the caller may open, which the core then answers ("Restaurant
 * not found").
 */
export type PlanNeed =
  Capability | ((input: unknown, ctx: Context & { user: SessionUser }, standing: Member | null) => Capability | null | Promise<Capability | null>);

type Member = Extract<Standing, { kind: 'member' }>;

/**
 * The plan check (ADR 104, 127): an owner plan's capability only for owners and admins ("Not
 * allowed" for a guest); then a plan must unlock it (admins pass the owner plans' capabilities,
 * SPEC §6), else 403 `billing.<plan>_required` with `data.plan` naming the plan to buy. At a venue
 * whose people the caller is among, the plans are the venue owner's: staff seats are in its plan.
 */
async function checkPlan(ctx: Context, user: SessionUser, need: PlanNeed, input: unknown, member: Member | null): Promise<void> {
  const capability = typeof need === 'function' ? await need(input, { ...ctx, user }, member) : need;
  if (member) {
    if (capability !== null) await requireCapability(ctx.core.db, member.role === 'owner' ? user : { id: member.ownerId, role: 'owner' }, capability);
    return;
  }
  if (user.role === 'guest' && (capability === null || isOwnerCapability(capability))) throw notAllowed();
  if (capability !== null) await requireCapability(ctx.core.db, user, capability);
}

/** The plan rung of a procedure that names no venue: signed in (`signedOutText`: the screen's wording), then `checkPlan`. */
const planGate = (need: PlanNeed, signedOutText?: string) =>
  t.middleware(async ({ ctx, next, getRawInput }) => {
    const user = ctx.user;
    if (!user) throw signedOut(signedOutText);
    await checkPlan(ctx, user, need, await getRawInput(), null);
    return next({ ctx: { ...ctx, user } });
  });

/**
 * The venues a call's raw input names: `venueId`, or the setup steps' `restaurantId` / `propertyId`
 * (`[undefined]` when none). The core reads one of these keys and its schema drops the others, so a
 * second key never names the venue the rung checks in place of the one the core acts on: the rung
 * checks each.
 */
const namedVenues = (input: unknown): unknown[] => {
  const i = (input ?? {}) as { venueId?: unknown; restaurantId?: unknown; propertyId?: unknown };
  const named = [i.venueId, i.restaurantId, i.propertyId].filter((v) => v !== undefined && v !== null);
  return named.length > 0 ? [...new Set(named)] : [undefined];
};

/**
 * The venue rung (ADR 127), "may this person do this at this venue?": every procedure of a venue
 * states here, once, the least role it needs (staff/roles.ts). A member of the venue's people below
 * it hears "Not allowed", removed staff that their access was removed; then the plan (`plan`, the
 * venue owner's for its people; none for the setup steps). Which venue opens at all stays the core's
 * `requireVenue`, so someone who is none of its people learns nothing of it.
 */
const venueGate = (need: VenueRole, plan: PlanNeed | null, signedOutText?: string) =>
  t.middleware(async ({ ctx, next, getRawInput }) => {
    const user = ctx.user;
    if (!user) throw signedOut(signedOutText);
    const input = await getRawInput();
    for (const venue of namedVenues(input)) {
      const member = await mayAct(ctx.core.db, user, venue, need);
      if (plan !== null) await checkPlan(ctx, user, plan, input, member);
    }
    return next({ ctx: { ...ctx, user } });
  });

/** An owner dashboard procedure of one venue: its people from role `role` up, with `need` in the venue's plans; or an admin. */
export const venueProcedure = (role: VenueRole, need: PlanNeed) => publicProcedure.use(venueGate(role, need));

/** A venue's setup step (the wizard, and hours and deposit link in Settings): its people from `role` up; no plan needed. */
export const setupProcedure = (role: VenueRole) => publicProcedure.use(venueGate(role, null));

/** An AI call from the owner dashboard: counted first (aiProcedure), then `venueProcedure`'s checks. */
export const ownerAiProcedure = (role: VenueRole, need: PlanNeed) => aiProcedure.use(venueGate(role, need));

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
 * The plan of a venue's tab (ADR 104), by what the venue is shown as (restaurant/venue-kind.ts: a
 * property when it has rooms): a restaurant's is the Restaurant plan, a property's the Stays plan.
 * Someone who is none of the venue's people needs nothing here; the core answers "Restaurant not
 * found" (or lets an admin read).
 */
export const VENUE_DASHBOARD: PlanNeed = (_input, _ctx, member) =>
  member ? ({ restaurant: 'restaurant_dashboard', property: 'stays_dashboard' } as const)[member.venueKind] : null;

/** The signed-out wording of the photo manager ("Not signed in", SPEC §6). */
const PHOTOS_SIGNED_OUT = ERROR_CATALOGUE['auth.not_signed_in'].wordings.photos;

/** The photo manager of either tab (ADR 059): managers up, the plan of the venue's tab. */
export const photoProcedure = publicProcedure.use(venueGate('manager', VENUE_DASHBOARD, PHOTOS_SIGNED_OUT));
