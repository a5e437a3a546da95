import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { SessionUser } from '@tablestay/core/account/schema';
import { DomainError, FieldError } from '@tablestay/core/errors';
import { expectConsoleError } from '../../../tests/support/fail-on-console-error';
import type { Context } from './context';
import { adminProcedure, authedProcedure, bySide, createCallerFactory, publicProcedure, router, venueProcedure } from './trpc';

const testRouter = router({
  open: publicProcedure.query(({ ctx }) => `open:${ctx.user?.role ?? 'anonymous'}`),
  mine: authedProcedure.query(({ ctx }) => `mine:${ctx.user.email}`),
  manage: venueProcedure('host', 'stays_dashboard').query(({ ctx }) => `manage:${ctx.user.role}`),
  analyse: venueProcedure('host', bySide({ dining: 'restaurant_ai', stays: 'stays_analytics' }))
    .input(z.object({ kind: z.enum(['dining', 'stays']) }))
    .query(({ input }) => `analyse:${input.kind}`),
  pair: venueProcedure('host', 'sommelier').query(() => 'pair'),
  admin: adminProcedure.query(({ ctx }) => `admin:${ctx.user.role}`),
  book: publicProcedure
    .input(z.object({ partySize: z.number().int().min(1, 'Party size must be at least 1').max(12, 'Party size must be at most 12') }))
    .mutation(({ input }): string => {
      if (input.partySize === 7) throw new FieldError('feedback.future_date', 'visitDate');
      if (input.partySize > 6) throw new DomainError('reservation.slot_full', 'No tables available at this time');
      return `booked:${input.partySize}`;
    }),
  crash: publicProcedure.query((): string => {
    throw new Error('db connection lost');
  }),
});

const createCaller = createCallerFactory(testRouter);

const person = (role: SessionUser['role']): SessionUser => ({ id: `u-${role}`, email: `${role}@example.com`, name: role, role, emailVerified: true });
/**
 * The middleware reads ctx.user, ctx.requestId and, for a plan, ctx.core.db: a database whose every
 * query fails, so nobody holds a plan (a failed check counts as not subscribed, SPEC §4).
 */
const noPlans = {
  selectFrom: () => {
    throw new Error('no database here');
  },
};
const ctxFor = (user: SessionUser | null) => ({ user, requestId: 'req-test', core: { db: noPlans } }) as unknown as Context;
const callerAs = (role: SessionUser['role'] | null) => createCaller(ctxFor(role ? person(role) : null));

async function rejection(p: Promise<unknown>): Promise<TRPCError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError) return err;
    throw err;
  }
  throw new Error('expected the call to be rejected');
}

describe('procedure ladder', () => {
  it('lets anyone call a public procedure, signed out too', async () => {
    expect(await callerAs(null).open()).toBe('open:anonymous');
    expect(await callerAs('guest').open()).toBe('open:guest');
  });

  it('refuses an authed procedure when signed out, with UNAUTHORIZED and the SPEC text', async () => {
    const err = await rejection(callerAs(null).mine());
    expect([err.code, err.message]).toEqual(['UNAUTHORIZED', 'Please log in first']);
    expect(await callerAs('guest').mine()).toBe('mine:guest@example.com');
  });

  it('refuses an owner capability to a guest, and to an owner without its plan with the plan to buy; an admin passes', async () => {
    const err = await rejection(callerAs('guest').manage());
    expect([err.code, err.message]).toEqual(['FORBIDDEN', 'Not allowed']);
    const signedOut = await rejection(callerAs(null).manage());
    expect([signedOut.code, signedOut.message]).toEqual(['UNAUTHORIZED', 'Please log in first']);
    const unpaid = await rejection(callerAs('owner').manage());
    expect([unpaid.code, unpaid.message]).toEqual(['FORBIDDEN', 'Subscription required — Please subscribe to the Stays plan (€79/month)']);
    expect(unpaid.cause).toMatchObject({ code: 'billing.stays_required', details: { plan: 'stays' } });
    expect(await callerAs('admin').manage()).toBe('manage:admin');
  });

  it('takes the capability from the side the input names', async () => {
    const dining = await rejection(callerAs('owner').analyse({ kind: 'dining' }));
    expect(dining.cause).toMatchObject({ code: 'billing.restaurant_required', details: { plan: 'restaurant' } });
    const stays = await rejection(callerAs('owner').analyse({ kind: 'stays' }));
    expect(stays.cause).toMatchObject({ code: 'billing.stays_required', details: { plan: 'stays' } });
    expect(await callerAs('admin').analyse({ kind: 'stays' })).toBe('analyse:stays');
  });

  it('gates an add-on for everyone signed in, admins included', async () => {
    for (const role of ['guest', 'owner', 'admin'] as const) {
      const err = await rejection(callerAs(role).pair());
      expect([err.code, err.message]).toEqual(['FORBIDDEN', 'Subscription required — Please subscribe to use AI Sommelier']);
    }
  });

  it('lets only admins call an admin procedure', async () => {
    for (const role of ['owner', 'guest'] as const) {
      const err = await rejection(callerAs(role).admin());
      expect([err.code, err.message]).toEqual(['FORBIDDEN', 'Not allowed']);
    }
    const signedOut = await rejection(callerAs(null).admin());
    expect([signedOut.code, signedOut.message]).toEqual(['UNAUTHORIZED', 'Please log in first']);
    expect(await callerAs('admin').admin()).toBe('admin:admin');
  });
});

describe('errors crossing the procedure boundary', () => {
  it('surfaces a DomainError with its kind (a full slot is a CONFLICT, like a full room) and its message', async () => {
    expect(await callerAs(null).book({ partySize: 2 })).toBe('booked:2');
    const err = await rejection(callerAs(null).book({ partySize: 8 }));
    expect(err.code).toBe('CONFLICT');
    expect(err.message).toBe('No tables available at this time');
    expect(err.cause).toBeInstanceOf(DomainError);
    expect((err.cause as DomainError).code).toBe('reservation.slot_full');
  });

  it('surfaces invalid input as BAD_REQUEST with the first issue message', async () => {
    const err = await rejection(callerAs(null).book({ partySize: 0 }));
    expect([err.code, err.message]).toEqual(['BAD_REQUEST', 'Party size must be at least 1']);
  });

  it('hides an unexpected error behind a generic message (and logs it)', async () => {
    expectConsoleError();
    const err = await rejection(callerAs(null).crash());
    expect([err.code, err.message]).toEqual(['INTERNAL_SERVER_ERROR', 'An unexpected error occurred']);
  });

  it('puts code, status, domain code, field errors and request id on the wire', async () => {
    const call = (path: string, body: unknown) =>
      fetchRequestHandler({
        endpoint: '/api/trpc',
        req: new Request(`http://test/api/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        router: testRouter,
        createContext: () => ctxFor(null),
      });
    const full = await call('book', { partySize: 9 });
    expect(full.status).toBe(409);
    const fullBody = (await full.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(fullBody.error.message).toBe('No tables available at this time');
    expect(fullBody.error.data).toMatchObject({
      code: 'CONFLICT',
      httpStatus: 409,
      domainCode: 'reservation.slot_full',
      fieldErrors: null,
      requestId: 'req-test',
    });
    expect(fullBody.error.data).not.toHaveProperty('stack');

    const invalid = await call('book', { partySize: 20 });
    expect(invalid.status).toBe(400);
    const invalidBody = (await invalid.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(invalidBody.error.message).toBe('Party size must be at most 12');
    expect(invalidBody.error.data).toMatchObject({ domainCode: null, fieldErrors: { partySize: 'Party size must be at most 12' } });

    const denied = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req: new Request('http://test/api/trpc/mine'),
      router: testRouter,
      createContext: () => ctxFor(null),
    });
    expect(denied.status).toBe(401);
    expect(((await denied.json()) as { error: { message: string } }).error.message).toBe('Please log in first');

    // A missing plan names the plan to buy, so the web can offer it (ADR 104).
    const unpaid = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req: new Request('http://test/api/trpc/manage'),
      router: testRouter,
      createContext: () => ctxFor(person('owner')),
    });
    expect(unpaid.status).toBe(403);
    expect(((await unpaid.json()) as { error: { data: Record<string, unknown> } }).error.data).toMatchObject({
      domainCode: 'billing.stays_required',
      plan: 'stays',
    });
    expect(fullBody.error.data).toMatchObject({ plan: null });

    // A refusal about one field is a field error too, so the form shows it at the field.
    const field = await call('book', { partySize: 7 });
    expect(field.status).toBe(400);
    expect(((await field.json()) as { error: { data: Record<string, unknown> } }).error.data).toMatchObject({
      domainCode: 'feedback.future_date',
      fieldErrors: { visitDate: 'Visit date cannot be in the future' },
    });
  });
});
