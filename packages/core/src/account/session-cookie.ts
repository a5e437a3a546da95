/**
 * The session cookie's name, on its own with no imports: session.ts sets and reads it, and the
 * hosts (packages/functions/src/signed-out.ts, for the local server and the CloudFront function)
 * look for it before any code that could validate it runs.
 */
export const SESSION_COOKIE = 'ts_session';
