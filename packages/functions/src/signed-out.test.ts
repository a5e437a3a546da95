import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, HSTS } from './headers';
import { edgeSignedOutInjection, hasSessionCookie, SESSION_COOKIE, SIGN_IN_ONLY_PATHS, signedOutRedirect, signInUrl } from './signed-out';

interface EdgeResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
}

/** The injection as SST places it: first in an async viewer-request handler that ends in `return event.request`. */
function runEdge(production: boolean, request: { method: string; uri: string; cookies?: Record<string, { value: string }> }) {
  const event = { request: { querystring: {}, headers: { host: { value: 'tablestay.si' } }, cookies: {}, ...request } };
  const handler = new Function('event', `return (async function () {\n${edgeSignedOutInjection(production)}\nreturn event.request;\n})();`) as (
    e: typeof event,
  ) => Promise<EdgeResponse | typeof event.request>;
  return handler(event);
}

/** The answer the local server's rule gives, in the edge function's terms: a redirect target or null. */
const edgeTarget = (answer: EdgeResponse | object) => ('statusCode' in answer ? answer.headers.location?.value : null);

const COOKIES: Array<[string, string | undefined, Record<string, { value: string }>]> = [
  ['no cookie', undefined, {}],
  ['other cookies only', 'lang=sl; theme=x', { lang: { value: 'sl' }, theme: { value: 'x' } }],
  ['an empty session cookie', `${SESSION_COOKIE}=`, { [SESSION_COOKIE]: { value: '' } }],
  ['a session cookie', `lang=sl; ${SESSION_COOKIE}=abc123`, { lang: { value: 'sl' }, [SESSION_COOKIE]: { value: 'abc123' } }],
  ['a stale session cookie', `${SESSION_COOKIE}=not-a-session`, { [SESSION_COOKIE]: { value: 'not-a-session' } }],
];
const URIS = [
  ...SIGN_IN_ONLY_PATHS,
  '/dashboard/',
  '/me/',
  '/',
  '/auth',
  '/stays',
  '/dashboard/nope',
  '/dashboards',
  '/api/trpc/account.me',
  '/onboarding/restaurant',
];

describe('signed-out redirect rule (ADR 091)', () => {
  it('sends a cookieless GET or HEAD of a signed-in-only page to the guard’s sign-in URL', () => {
    expect(signedOutRedirect('GET', '/dashboard', undefined)).toBe('/auth?redirect=%2Fdashboard');
    expect(signedOutRedirect('HEAD', '/dashboard/photos', 'lang=en')).toBe('/auth?redirect=%2Fdashboard%2Fphotos');
    expect(signedOutRedirect('GET', '/my-reservations/', null)).toBe('/auth?redirect=%2Fmy-reservations');
    expect(signedOutRedirect('GET', '/dashboard', `${SESSION_COOKIE}=x`)).toBeNull();
    expect(signedOutRedirect('POST', '/dashboard', undefined)).toBeNull();
    expect(signedOutRedirect('GET', '/auth', undefined)).toBeNull();
    expect(signedOutRedirect('GET', '/dashboard/nope', undefined)).toBeNull();
  });

  it('counts a session cookie only by its exact name and a non-empty value', () => {
    expect(hasSessionCookie(`${SESSION_COOKIE}=v`)).toBe(true);
    expect(hasSessionCookie(`a=b;${SESSION_COOKIE}=v`)).toBe(true);
    expect(hasSessionCookie(`${SESSION_COOKIE}=`)).toBe(false);
    expect(hasSessionCookie(`x${SESSION_COOKIE}=v`)).toBe(false);
    expect(hasSessionCookie(`${SESSION_COOKIE}x=v`)).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('the CloudFront function gives the local rule’s answer for every sample request', async () => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      for (const uri of URIS) {
        for (const [name, header, cookies] of COOKIES) {
          const answer = await runEdge(true, { method, uri, cookies });
          expect(edgeTarget(answer), `${method} ${uri} with ${name}`).toBe(signedOutRedirect(method, uri, header));
        }
      }
    }
  });

  it('the CloudFront redirect is a 302 nobody caches, with the response-header policy', async () => {
    const answer = (await runEdge(true, { method: 'GET', uri: '/subscription' })) as EdgeResponse;
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toEqual({ value: signInUrl('/subscription') });
    expect(answer.headers['cache-control']).toEqual({ value: 'no-store' });
    expect(answer.headers['content-security-policy']).toEqual({ value: CONTENT_SECURITY_POLICY });
    expect(answer.headers['strict-transport-security']).toEqual({ value: HSTS });
    const dev = (await runEdge(false, { method: 'GET', uri: '/me' })) as EdgeResponse;
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    // A request with no `cookies` object at all (as in a hand-made event) is a signed-out one.
    const bare = { request: { method: 'GET', uri: '/me', headers: {} } };
    const handler = new Function('event', `return (async function () {\n${edgeSignedOutInjection(false)}\nreturn event.request;\n})();`);
    expect(((await handler(bare)) as EdgeResponse).headers.location).toEqual({ value: signInUrl('/me') });
  });

  it('lists exactly the pages whose route guard is requireSignedIn(path), and the guard goes to /auth?redirect=path', () => {
    const web = resolve(import.meta.dirname, '../../web/src');
    const guarded = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else for (const m of readFileSync(file, 'utf8').matchAll(/\brequireSignedIn\('([^']+)'\)/g)) guarded.add(m[1]!);
      }
    };
    walk(join(web, 'routes'));
    expect([...guarded].sort()).toEqual([...SIGN_IN_ONLY_PATHS].sort());
    expect(readFileSync(join(web, 'features/auth/guards.ts'), 'utf8')).toContain("throw redirect({ to: '/auth', search: { redirect: path } })");
  });
});
