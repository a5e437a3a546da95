import { TRPCClientError } from '@trpc/client';
import { ERROR_CATALOGUE, isErrorCode, type ErrorCode } from '@tablestay/core/errors';

/** A language's text for every code core throws. */
export type ErrorTexts = Record<ErrorCode, string>;

/**
 * English, the catalogue's own texts. The Slovenian ones (errors-sl.ts) come with the Slovenian
 * dictionary (dictionaries.ts): a page shown in English never loads them.
 */
export const EN_ERRORS = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, e]) => [code, e.message])) as ErrorTexts;

/** The domain code of a failed call, or null (invalid input, network, unexpected). */
export function errorCode(error: unknown): ErrorCode | null {
  const code: unknown = error instanceof TRPCClientError ? error.data?.domainCode : null;
  return isErrorCode(code) ? code : null;
}

/**
 * How a call failed that got no answer from the API (SPEC §8 Reservation texts): "No response from
 * server" when no HTTP answer came at all (offline, refused, dropped: fetch rejects with a
 * TypeError, or the request was aborted); "Invalid server response" when something answered that
 * is not the API (a proxy's HTML error page, a cut-off or foreign JSON body). Null when the API
 * answered (its message then says what went wrong).
 */
export function transportFailure(error: unknown): 'No response from server' | 'Invalid server response' | null {
  if (!(error instanceof TRPCClientError) || error.data) return null;
  const cause: unknown = error.cause;
  const noAnswer = cause instanceof TypeError || (cause instanceof Error && cause.name === 'AbortError');
  return noAnswer ? 'No response from server' : 'Invalid server response';
}

/** The English product text of a failed call that carries no domain code (SPEC §8). */
function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) return transportFailure(error) ?? error.message;
  return 'An unexpected error occurred';
}

/**
 * What the user reads for a failed call: a domain error by its code, in the language of `texts`;
 * anything else (a schema field message, a network or unexpected error) through `tm`, the
 * dictionary of English product texts.
 */
export function describeError(error: unknown, texts: ErrorTexts, tm: (message: string) => string): string {
  const code = errorCode(error);
  return code ? texts[code] : tm(errorMessage(error));
}

/** The call was refused for its input (a schema message, no domain code): a malformed link or field. */
export const isInvalidInput = (error: unknown): boolean => error instanceof TRPCClientError && error.data?.httpStatus === 400 && !errorCode(error);

/** The call never got an answer from the API (offline, dropped, or a foreign answer): list pages say SPEC §8 "Network error". */
export const isNetworkError = (error: unknown): boolean => error instanceof TRPCClientError && !error.data;
