import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { isConnectionLost } from '@tablestay/core/db/connection-lost';
import { DomainError, type DomainErrorKind } from '@tablestay/core/errors';
import { ZodError } from 'zod';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';
/** SPEC §5's network-error text: the database connection dropped; trying again is safe. */
export const NETWORK_ERROR = 'Network error';

/** A lost database connection: 503, so the client knows to try again (ADR 031). */
export function connectionLostError(cause: unknown, requestId: string): TRPCError | null {
  if (!isConnectionLost(cause)) return null;
  console.warn(`[db] request=${requestId} lost its database connection: ${String((cause as Error)?.message ?? cause)}`);
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: NETWORK_ERROR, cause });
}

const CODE_BY_KIND: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  bad_request: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  unprocessable_content: 'UNPROCESSABLE_CONTENT',
  too_many_requests: 'TOO_MANY_REQUESTS',
};

/** The first message of a zod error: what the user sees (SPEC §5 "Validation Error"). */
export const firstIssue = (e: ZodError) => e.issues[0]?.message ?? 'Please check your inputs';

/** The one mapping from anything a procedure throws to what crosses the wire. */
export function toTRPCError(error: unknown, requestId: string): TRPCError {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (cause instanceof DomainError) return new TRPCError({ code: CODE_BY_KIND[cause.kind], message: cause.message, cause });
  if (cause instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', message: firstIssue(cause), cause });
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const lost = connectionLostError(cause, requestId);
  if (lost) return lost;
  console.error(`[error] request=${requestId}`, cause);
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: UNEXPECTED_ERROR });
}
