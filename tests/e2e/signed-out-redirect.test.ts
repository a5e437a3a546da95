import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { edgeSignedOutInjection, SESSION_COOKIE, SIGN_IN_ONLY_PATHS, signInUrl } from '@tablestay/functions/signed-out';
import { eventually, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

let server: TestServer;
let page: Page;

useBrowserSession({}, (s) => {
  ({ server, page } = s);
});

const get = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: 'manual', ...init });

/** What the CloudFront viewer-request function answers for the same request (null: on to the site). */
async function edge(method: string, uri: string, cookies: Record<string, { value: string }>) {
  const handler = new Function('event', `return (async function () {\n${edgeSignedOutInjection(false)}\nreturn event.request;\n})();`);
  const answer = (await handler({ request: { method, uri, querystring: {}, headers: {}, cookies } })) as {
    statusCode?: number;
    headers: Record<string, { value: string }>;
  };
  return answer.statusCode
    ? { status: answer.statusCode, location: answer.headers.location?.value, cacheControl: answer.headers['cache-control']?.value }
    : null;
}

// ADR 091: a signed-in-only page asked for with no session cookie is an HTTP redirect to sign in.
describe('signed-out visitors of signed-in-only pages', () => {
  it('get a 302 to the sign-in URL, not cached, from the local server and the edge alike', async () => {
    for (const path of SIGN_IN_ONLY_PATHS) {
      for (const method of ['GET', 'HEAD']) {
        const res = await get(`${path}?tab=restaurant`, { method, headers: { cookie: 'lang=sl' } });
        expect(res.status, `${method} ${path}`).toBe(302);
        expect(res.headers.get('location')).toBe(signInUrl(path));
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
        expect(await edge(method, path, { lang: { value: 'sl' } })).toEqual({ status: 302, location: signInUrl(path), cacheControl: 'no-store' });
      }
    }
    expect((await get('/dashboard/')).headers.get('location')).toBe('/auth?redirect=%2Fdashboard');
  });

  it('with the session cookie, valid or not, get the app document as before', async () => {
    for (const path of SIGN_IN_ONLY_PATHS) {
      const res = await get(path, { headers: { cookie: `${SESSION_COOKIE}=stale-or-not` } });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="app">');
      expect(await edge('GET', path, { [SESSION_COOKIE]: { value: 'stale-or-not' } })).toBeNull();
    }
  });

  it('leaves other pages alone, and the sign-in page is prerendered', async () => {
    for (const path of ['/', '/stays', '/onboarding/restaurant', '/admin/featured-listings', '/dashboard/nope']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 200 });
      expect(await edge('GET', path, {})).toBeNull();
    }
    const auth = await (await get(signInUrl('/dashboard'))).text();
    expect(auth).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    // The prerendered picture: its <main> is inert until the live page replaces it (ADR 105).
    expect(auth).toContain('<main id="main" class="flex-1" inert="" aria-hidden="true">');
  });

  it('in a browser: a cookieless visit to /dashboard lands on sign-in by the server’s redirect', async () => {
    const res = await page.goto('/dashboard');
    const hop = res?.request().redirectedFrom();
    expect(hop?.url()).toBe(`${server.url}/dashboard`);
    expect((await hop?.response())?.status()).toBe(302);
    expect(page.url()).toBe(server.url + signInUrl('/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await eventually(() => page.url()).toBe(server.url + signInUrl('/dashboard'));
  });

  it('in a browser: a stale cookie gets the app, whose guard sends the visitor to the very same URL', async () => {
    await page.context().addCookies([{ name: SESSION_COOKIE, value: 'not-a-session', url: server.url }]);
    const res = await page.goto('/dashboard');
    expect(res?.status()).toBe(200);
    expect(res?.request().redirectedFrom()).toBeNull();
    await page.waitForURL((u) => u.pathname === '/auth');
    await eventually(() => page.url()).toBe(server.url + signInUrl('/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });
});
