import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../support/server';

// The transport rules every host applies before a procedure runs (ADR 031), over real HTTP.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('security headers', () => {
  it('are on API answers and pages alike', async () => {
    for (const path of ['/api/trpc/account.me', '/api/health', '/mailbox', '/api/nothing-here']) {
      const res = await fetch(server.url + path);
      const h = (name: string) => res.headers.get(name);
      expect({
        path,
        csp: h('content-security-policy'),
        nosniff: h('x-content-type-options'),
        frame: h('x-frame-options'),
        referrer: h('referrer-policy'),
        hsts: h('strict-transport-security'),
      }).toMatchObject({
        path,
        csp: expect.stringContaining("frame-ancestors 'none'"),
        nosniff: 'nosniff',
        frame: 'DENY',
        referrer: 'strict-origin-when-cross-origin',
        hsts: null,
      });
    }
    const guestLink = await fetch(`${server.url}/checkout/local/not-a-token`);
    expect(guestLink.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('cross-site requests', () => {
  it('refuses a multipart form post to account.signOut', async () => {
    const form = new FormData();
    form.set('x', '1');
    const res = await fetch(`${server.url}/api/trpc/account.signOut`, { method: 'POST', body: form, headers: { origin: server.url } });
    expect(res.status).toBe(415);
    const urlencoded = await fetch(`${server.url}/api/trpc/account.signOut`, {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(415);
    const plain = await fetch(`${server.url}/api/trpc/account.signOut`, { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
  });

  it('refuses JSON from another origin, or another site by Sec-Fetch-Site', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/trpc/account.signOut`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', ...headers } });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ origin: server.url })).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });
});

const names = (n: number, procedure = 'account.me') => Array.from({ length: n }, () => procedure).join(',');
const input = (n: number) => encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))));

describe('sizes', () => {
  it('answers 413 to a body over 64 KB and still serves the next request', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) });
    const res = await fetch(`${server.url}/api/trpc/account.signIn`, { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('64 KB');
    const webhook = await fetch(`${server.url}/api/webhooks/stripe`, { method: 'POST', body: 'x'.repeat(65 * 1024 + 1) });
    expect(webhook.status).toBe(413);
    expect((await new Client(server.url).query('account.me')).status).toBe(200);
  });

  it('refuses a batch of more than 10 calls with a clear 400', async () => {
    const ten = await fetch(`${server.url}/api/trpc/${names(10)}?batch=1&input=${input(10)}`);
    expect(ten.status).toBe(200);
    const eleven = await fetch(`${server.url}/api/trpc/${names(11)}?batch=1&input=${input(11)}`);
    expect(eleven.status).toBe(400);
    expect(((await eleven.json()) as { error: { message: string } }).error.message).toBe('Too many calls in one batch (at most 10).');
  });

  // tRPC reads every call named anywhere in the path, so the count must not stop at a slash.
  it('refuses an oversized GET batch with a trailing slash or encoded commas', async () => {
    const tenSlash = await fetch(`${server.url}/api/trpc/${names(10)}/?batch=1&input=${input(10)}`);
    expect(tenSlash.status).toBe(200);
    expect(((await tenSlash.json()) as unknown[]).length).toBe(10);
    for (const path of [
      `${names(100)}/`,
      `${names(11)}/`,
      names(11).replaceAll(',', '%2C'),
      `${names(11).replaceAll(',', '%2c')}/`,
      `${names(6)}/${names(6)}`,
    ]) {
      const res = await fetch(`${server.url}/api/trpc/${path}?batch=1&input=${input(100)}`);
      expect({ path, status: res.status, message: ((await res.json()) as { error: { message: string } }).error.message }).toEqual({
        path,
        status: 400,
        message: 'Too many calls in one batch (at most 10).',
      });
    }
  });

  it('refuses an oversized POST batch the same way, with or without the trailing slash', async () => {
    const post = (path: string, n: number) =>
      fetch(`${server.url}/api/trpc/${path}?batch=1`, {
        method: 'POST',
        body: JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { email: `batch${i}@example.com`, password: 'wrong-password' }]))),
        headers: { 'content-type': 'application/json', origin: server.url },
      });
    for (const path of [
      names(300, 'account.signIn'),
      `${names(300, 'account.signIn')}/`,
      `${names(11, 'account.signIn')}/`,
      names(11, 'account.signIn').replaceAll(',', '%2C'),
    ]) {
      const res = await post(path, 300);
      expect({ path: path.slice(-20), status: res.status, message: ((await res.json()) as { error: { message: string } }).error.message }).toEqual({
        path: path.slice(-20),
        status: 400,
        message: 'Too many calls in one batch (at most 10).',
      });
    }
    const signOuts = names(10, 'account.signOut');
    const ten = await fetch(`${server.url}/api/trpc/${signOuts}/?batch=1`, {
      method: 'POST',
      body: JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, {}]))),
      headers: { 'content-type': 'application/json', origin: server.url },
    });
    expect(ten.status).toBe(200);
    expect(((await ten.json()) as unknown[]).length).toBe(10);
  });
});
