/**
 * Whether an error means the database connection went away (a terminated backend, a restart, a
 * reset socket) rather than that the statement was wrong. Such a request may be retried by the
 * client, so hosts answer it as a network error (503), never as an unexpected one.
 */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// pg and pg-pool raise these as plain Errors without a code.
const LOST_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
  /^terminating connection/,
];

export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
