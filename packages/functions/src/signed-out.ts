import { SESSION_COOKIE } from '@tablestay/core/account/session-cookie';
import { securityHeaders } from './headers';

/**
 * Signed-out visitors sent to sign in by the host, before any script runs (ADR 091). These pages'
 * route guard (`requireSignedIn(path)` in packages/web/src/features/auth/guards.ts) always sends a
 * visitor without a session to `/auth?redirect=<path>`; a request with no session cookie at all
 * cannot have one, so the local server (local/static.ts) and the CloudFront viewer-request
 * function (infra/web.ts, built by `edgeSignedOutInjection`) answer it with that redirect instead
 * of the app. Anyone with the cookie, valid or stale, gets the app, whose guard stays the fallback.
 *
 * Not here: the onboarding pages (their guard shows a "Please sign in" toast on the way) and
 * /admin/featured-listings (it sends non-admins to /, not to sign in).
 */
export const SIGN_IN_ONLY_PATHS = [
  '/dashboard',
  '/dashboard/photos',
  '/dashboard/staff',
  '/dashboard/stays',
  '/me',
  '/my-reservations',
  '/subscription',
] as const;

/** The sign-in URL the guard navigates to for `path`, as TanStack Router writes its search. */
export const signInUrl = (path: string) => `/auth?redirect=${encodeURIComponent(path)}`;

export { SESSION_COOKIE };

/** Cache-Control of the redirect: it depends on a cookie, so no cache may keep it. */
export const SIGNED_OUT_CACHE_CONTROL = 'no-store';

/** True when a Cookie header carries a non-empty session cookie (the value is not checked). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(`${SESSION_COOKIE}=`) && part.length > SESSION_COOKIE.length + 1);
}

const signInFor = (path: string): string | null => {
  const page = path.replace(/\/+$/, '');
  return (SIGN_IN_ONLY_PATHS as readonly string[]).includes(page) ? signInUrl(page) : null;
};

/** Where a document request goes instead of the app (GET/HEAD, no session cookie), or null. */
export function signedOutRedirect(method: string, path: string, cookieHeader: string | null | undefined): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const target = signInFor(path);
  return target && !hasSessionCookie(cookieHeader) ? target : null;
}

/**
 * Code for the start of the Router's viewer-request function (cloudfront-js-2.0, SST injects it
 * before its own routing): the same rule on `event.request`, whose `cookies` is an object of
 * `{ value }` by name. A response returned there goes to the viewer without reaching an origin, so
 * it carries the response-header policy itself.
 */
export function edgeSignedOutInjection(production: boolean): string {
  const targets = Object.fromEntries(SIGN_IN_ONLY_PATHS.map((p) => [p, signInUrl(p)]));
  const headers: Record<string, { value: string }> = { 'cache-control': { value: SIGNED_OUT_CACHE_CONTROL } };
  for (const [name, value] of Object.entries(securityHeaders('/auth', '', production))) headers[name] = { value };
  return `
{
  const signInFor = ${JSON.stringify(targets)};
  const signedOutPage = event.request.uri.replace(/\\/+$/, '');
  const sessionCookie = (event.request.cookies || {})[${JSON.stringify(SESSION_COOKIE)}];
  if ((event.request.method === 'GET' || event.request.method === 'HEAD') && Object.prototype.hasOwnProperty.call(signInFor, signedOutPage) && !(sessionCookie && sessionCookie.value)) {
    const signedOutHeaders = ${JSON.stringify(headers)};
    signedOutHeaders.location = { value: signInFor[signedOutPage] };
    return { statusCode: 302, statusDescription: 'Found', headers: signedOutHeaders };
  }
}
`;
}
