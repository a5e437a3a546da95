import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  // A stopped clock: every attempt falls in one window, however near its end the file starts (ADR 005).
  const now = new Date('2025-03-01T09:00:00Z');
  server = await startTestServer({ RATE_LIMIT_AUTH_PER_WINDOW: '3' }, { now: () => now });
});
afterAll(() => server?.close());

const MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

it('limits wrong passwords per email and address, with a clear message, counted in Postgres', async () => {
  for (let i = 0; i < 3; i++) {
    const r = await new Client(server.url).mutate('account.signIn', { email: 'target@example.com', password: 'guess-' + i });
    expect(r.status).toBe(401);
  }
  const blocked = await new Client(server.url).mutate('account.signIn', { email: 'target@example.com', password: 'guess-x' });
  expect(blocked.status).toBe(429);
  expect(blocked.error?.message).toBe(MESSAGE);
  const rows = await server.core.db.selectFrom('rate_limit_counters').selectAll().where('key', '=', 'sign_in_fail:pair:127.0.0.1:target@example.com').execute();
  expect(rows[0]?.count).toBe(4);
});

it('limits magic-link and reset requests per IP across different emails', async () => {
  // The IP counter is shared by every request from this test process (127.0.0.1).
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await new Client(server.url).mutate('account.requestPasswordReset', { email: `r${i}@example.com` }));
  expect(results.slice(0, 3).every((r) => r.status === 200)).toBe(true);
  expect(results[3]?.status).toBe(429);
  const magic = [];
  for (let i = 0; i < 4; i++) magic.push(await new Client(server.url).mutate('account.requestMagicLink', { email: `m${i}@example.com` }));
  expect(magic[3]?.error?.message).toBe(MESSAGE);
  // Nothing is written for the refused request.
  const mails = await server.core.db.selectFrom('outbox_emails').select('to_email').where('to_email', '=', 'm3@example.com').execute();
  expect(mails).toHaveLength(0);
});

it('counts under a limit beyond 32 bits (a configured "no limit", as the benches set) without failing', async () => {
  const { consumeEach } = await import('@tablestay/core/rate-limit/service');
  // 1e10 does not fit Postgres' integer: the limit is compared as a bigint (a 500 on sign-in before).
  await expect(consumeEach(server.core.db, [{ key: 'huge-limit:test', limit: 10_000_000_000 }], 600)).resolves.toBeUndefined();
});
