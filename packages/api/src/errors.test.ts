import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { DomainError, ERROR_CATALOGUE, ERROR_CODES } from '@tablestay/core/errors';
import { expectConsoleError } from '../../../tests/support/fail-on-console-error';
import { firstIssue, toTRPCError, UNEXPECTED_ERROR } from './errors';

describe('toTRPCError', () => {
  it.each(ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code].message, ERROR_CATALOGUE[code].kind] as const))(
    'maps DomainError %s to the status of its kind with its catalogue text',
    (code, message, kind) => {
      const domain = new DomainError(code);
      const err = toTRPCError(domain, 'req-1');
      expect(err).toBeInstanceOf(TRPCError);
      expect(err.code).toBe(kind.toUpperCase());
      expect(err.message).toBe(message);
      expect(err.cause).toBe(domain);
    },
  );

  it.each([
    ['auth.invalid_credentials', 'UNAUTHORIZED'],
    ['auth.invalid_link', 'BAD_REQUEST'],
    ['rate_limit.exceeded', 'TOO_MANY_REQUESTS'],
    ['restaurant.not_found', 'NOT_FOUND'],
    ['reservation.not_found', 'NOT_FOUND'],
    ['reservation.cancel_not_allowed', 'FORBIDDEN'],
    // The same kind of failure answers the same status: no table and no room are both conflicts.
    ['reservation.slot_full', 'CONFLICT'],
    ['stay.no_availability', 'CONFLICT'],
    ['payment.already_paid', 'CONFLICT'],
    // ADR 024: the guest's own booking asked for again is taken (409); a key reused for another request, 422.
    ['reservation.already_held', 'CONFLICT'],
    ['waitlist.already_joined', 'CONFLICT'],
    ['stay.already_held', 'CONFLICT'],
    ['booking.key_reused', 'UNPROCESSABLE_CONTENT'],
  ] as const)('maps %s to %s', (code, expected) => {
    expect(toTRPCError(new DomainError(code), 'req-1').code).toBe(expected);
  });

  it('keeps a more specific English text a call site passes', () => {
    expect(toTRPCError(new DomainError('webhook.bad_signature', 'Missing Stripe signature'), 'req-1').message).toBe('Missing Stripe signature');
  });

  it('unwraps a DomainError that tRPC wrapped as the cause of an internal error', () => {
    const domain = new DomainError('rate_limit.exceeded', 'Too many attempts. Please wait a few minutes and try again.');
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: domain });
    const err = toTRPCError(wrapped, 'req-2');
    expect(err.code).toBe('TOO_MANY_REQUESTS');
    expect(err.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('maps a ZodError to BAD_REQUEST with the first issue message', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      email: z.email('Invalid email address'),
    });
    const result = schema.safeParse({ name: '', email: 'nope' });
    expect(result.success).toBe(false);
    const zod = result.error!;
    expect(zod.issues.map((i) => i.message)).toEqual(['Name is required', 'Invalid email address']);
    const err = toTRPCError(zod, 'req-3');
    expect(err.code).toBe('BAD_REQUEST');
    expect(err.message).toBe('Name is required');
    expect(err.cause).toBe(zod);
    // Wrapped by tRPC (input validation) the same.
    const wrapped = toTRPCError(new TRPCError({ code: 'BAD_REQUEST', cause: zod }), 'req-3');
    expect([wrapped.code, wrapped.message]).toEqual(['BAD_REQUEST', 'Name is required']);
  });

  it('falls back to a generic text for a ZodError without issues', () => {
    expect(firstIssue(new z.ZodError([]))).toBe('Please check your inputs');
    expect(toTRPCError(new z.ZodError([]), 'req-4').message).toBe('Please check your inputs');
  });

  it('passes a deliberate tRPC error through unchanged and logs nothing', () => {
    const spy = vi.spyOn(console, 'error');
    try {
      const original = new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in first' });
      expect(toTRPCError(original, 'req-5')).toBe(original);
      const forbidden = new TRPCError({ code: 'FORBIDDEN', message: 'Not allowed' });
      expect(toTRPCError(forbidden, 'req-5')).toBe(forbidden);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('hides an unknown error behind a generic message and logs it with the request id', () => {
    const boom = new Error('connection to db-prod-7 refused (password=hunter2)');
    expectConsoleError();
    const spy = vi.spyOn(console, 'error');
    try {
      const err = toTRPCError(boom, 'req-42');
      expect(err.code).toBe('INTERNAL_SERVER_ERROR');
      expect(err.message).toBe('An unexpected error occurred');
      expect(err.message).toBe(UNEXPECTED_ERROR);
      expect(err.cause).toBeUndefined();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy).toHaveBeenCalledWith('[error] request=req-42', boom);
    } finally {
      spy.mockRestore();
    }
  });

  it('logs the original cause when tRPC wrapped an unknown error, and handles non-Error throws', () => {
    const boom = new TypeError("Cannot read properties of undefined (reading 'id')");
    expectConsoleError(2);
    const spy = vi.spyOn(console, 'error');
    try {
      const wrapped = toTRPCError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: boom }), 'req-43');
      expect([wrapped.code, wrapped.message]).toEqual(['INTERNAL_SERVER_ERROR', 'An unexpected error occurred']);
      expect(spy).toHaveBeenLastCalledWith('[error] request=req-43', boom);
      const thrownString = toTRPCError('just a string', 'req-44');
      expect([thrownString.code, thrownString.message]).toEqual(['INTERNAL_SERVER_ERROR', 'An unexpected error occurred']);
      expect(spy).toHaveBeenLastCalledWith('[error] request=req-44', 'just a string');
    } finally {
      spy.mockRestore();
    }
  });
});
