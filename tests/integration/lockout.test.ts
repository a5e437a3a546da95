import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signUp } from '@tablestay/core/account/service';
import { RATE_LIMIT_MESSAGE, windowOf } from '@tablestay/core/rate-limit/service';
import { Client, startTestServer, type TestServer } from '../support/server';

/** Wrong passwords lock out the guesser, not the owner (ADR 035). Limit 3 per (email, address). */

// Counters live in fixed windows (ADR 005). The server reads this clock, and each test begins at
// the start of a window of its own, so no count of a test runs across a window's end.
let now = new Date('2025-03-01T09:00:00Z');
let server: TestServer;
const windowMs = () => server.core.config.RATE_LIMIT_WINDOW_SECONDS * 1000;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_AUTH_PER_WINDOW: '3' }, { now: () => now });
});
afterAll(() => server?.close());
beforeEach(() => {
  now = new Date(windowOf(server.core.config.RATE_LIMIT_WINDOW_SECONDS, now).start.getTime() + windowMs());
});

// The local server sees every test request as 127.0.0.1; other addresses call the core directly.
const from = (ip: string, email: string, password: string) => signIn(server.core.account, { email, password }, { ip, locale: 'en' });
// Sign-ups are limited per address too: each account comes from its own.
let signUps = 0;
const account = (email: string) =>
  signUp(server.core.account, { name: 'Owner', email, password: 'right-password' }, { ip: `10.0.0.${++signUps}`, locale: 'en' });
const counter = async (key: string) =>
  (await server.core.db.selectFrom('rate_limit_counters').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0;

const attempt = (password: string) =>
  new Client(server.url).raw('/api/trpc/account.signIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'http@example.com', password }),
  });
const setEmailCount = (count: number) =>
  server.core.db.updateTable('rate_limit_counters').set({ count }).where('key', '=', 'sign_in_fail:email:popular@example.com').execute();

describe('wrong passwords', () => {
  it('lock out the address that guessed, not the owner signing in from elsewhere', async () => {
    await account('owner@example.com');
    for (let i = 0; i < 3; i++) await expect(from('203.0.113.5', 'owner@example.com', `guess-${i}`)).rejects.toThrow('Invalid email or password');
    // Blocked guesses no longer reach the password check, nor the per-email counter.
    for (let i = 0; i < 4; i++) await expect(from('203.0.113.5', 'owner@example.com', 'right-password')).rejects.toThrow(RATE_LIMIT_MESSAGE);
    expect(await counter('sign_in_fail:email:owner@example.com')).toBe(3);
    expect((await new Client(server.url).mutate('account.signIn', { email: 'owner@example.com', password: 'right-password' })).status).toBe(200);
  });

  it('answer 429 with Retry-After over HTTP once the limit is reached', async () => {
    await account('http@example.com');
    for (let i = 0; i < 3; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const blocked = await attempt('right-password');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    // The clock stands at the start of a window: the whole window is left.
    expect(retryAfter).toBe(server.core.config.RATE_LIMIT_WINDOW_SECONDS);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toBe(RATE_LIMIT_MESSAGE);
  });

  it('are counted per address across emails (5 × the limit)', async () => {
    for (let i = 0; i < 15; i++) await expect(from('198.51.100.9', `spray-${i}@example.com`, 'nope-nope')).rejects.toThrow('Invalid email or password');
    await expect(from('198.51.100.9', 'spray-new@example.com', 'nope-nope')).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });

  it('trip the per-email limit only after many addresses (100 × the limit)', async () => {
    await account('popular@example.com');
    await expect(from('192.0.2.1', 'popular@example.com', 'nope-nope')).rejects.toThrow('Invalid email or password');
    await setEmailCount(299);
    await expect(from('192.0.2.2', 'popular@example.com', 'right-password')).resolves.toMatchObject({ cookie: expect.any(String) });
    await setEmailCount(300);
    await expect(from('192.0.2.3', 'popular@example.com', 'right-password')).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });

  it('do not count when the password turns out right', async () => {
    await account('often@example.com');
    for (let i = 0; i < 5; i++) await expect(from('192.0.2.50', 'often@example.com', 'right-password')).resolves.toMatchObject({ cookie: expect.any(String) });
    expect(await counter('sign_in_fail:pair:192.0.2.50:often@example.com')).toBe(0);
  });

  it('lock out only until the window ends', async () => {
    await account('later@example.com');
    for (let i = 0; i < 3; i++) await expect(from('192.0.2.60', 'later@example.com', `guess-${i}`)).rejects.toThrow('Invalid email or password');
    now = new Date(now.getTime() + windowMs() - 1000);
    await expect(from('192.0.2.60', 'later@example.com', 'right-password')).rejects.toThrow(RATE_LIMIT_MESSAGE);
    now = new Date(now.getTime() + 1000);
    await expect(from('192.0.2.60', 'later@example.com', 'right-password')).resolves.toMatchObject({ cookie: expect.any(String) });
  });
});
