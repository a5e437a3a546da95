import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { SessionUser } from '@tablestay/core/account/schema';
import { DomainError } from '@tablestay/core/errors';
import { expectConsoleError } from '../../../tests/support/fail-on-console-error';
import type { Context } from './context';
import { adminProcedure, authedProcedure, createCallerFactory, ownerProcedure, publicProcedure, router } from './trpc';

const testRouter = router({
  open: publicProcedure.query(({ ctx }) => `open:${ctx.user?.role ?? 'anonymous'}`),
  mine: authedProcedure.query(({ ctx }) => `mine:${ctx.user.email}`),
  manage: ownerProcedure.query(({ ctx }) => `manage:${ctx.user.role}`),
  admin: adminProcedure.query(({ ctx }) => `admin:${ctx.user.role}`),
  book: publicProcedure
    .input(z.object({ partySize: z.number().int().min(1, 'Party size must be at least 1').max(12, 'Party size must be at most 12') }))
    .mutation(({ input }): string => {
      if (input.partySize > 6) throw new DomainError('reservation.slot_full', 'No tables available at this time');
      return `booked:${input.partySize}`;
    }),
  crash: publicProcedure.query((): string => {
    throw new Error('db connection lost');
  }),
});

const createCaller = createCallerFactory(testRouter);

const person = (role: SessionUser['role']): SessionUser => ({ id: `u-${role}`, email: `${role}@example.com`, name: role, role, emailVerified: true });
// The middleware reads only ctx.user and ctx.requestId.
const ctxFor = (user: SessionUser | null) => ({ user, requestId: 'req-test' }) as unknown as Context;
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

  it('lets owners and admins, not guests, call an owner procedure', async () => {
    const err = await rejection(callerAs('guest').manage());
    expect([err.code, err.message]).toEqual(['FORBIDDEN', 'Not allowed']);
    const signedOut = await rejection(callerAs(null).manage());
    expect([signedOut.code, signedOut.message]).toEqual(['UNAUTHORIZED', 'Please log in first']);
    expect(await callerAs('owner').manage()).toBe('manage:owner');
    expect(await callerAs('admin').manage()).toBe('manage:admin');
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
  });
});
