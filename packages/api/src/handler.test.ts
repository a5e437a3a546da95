import { expect, it } from 'vitest';
import type { Core } from '@tablestay/core/app';
import { expectConsoleError } from '../../../tests/support/fail-on-console-error';
import { handleTrpc } from './handler';
import { handleStripeWebhook } from './webhook';

const brokenCore = {
  sessions: {
    readCookie: () => 'session-id',
    validate: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.3.7:5432 (db-prod)')),
  },
} as unknown as Core;

it('never shows an internal failure outside procedures, and logs it with the request id', async () => {
  expectConsoleError();
  const res = await handleTrpc(
    brokenCore,
    new Request('http://x/api/trpc/account.me', { headers: { cookie: 'ts_session=session-id', 'x-request-id': 'req-42' } }),
    '127.0.0.1',
  );
  expect(res.status).toBe(500);
  expect(res.headers.get('x-request-id')).toBe('req-42');
  const body = (await res.json()) as { error: { message: string } };
  expect(body.error.message).toBe('An unexpected error occurred');
  expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
});

it('refuses Stripe webhooks in production when no webhook secret is configured', async () => {
  const core = { config: { NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: undefined } } as unknown as Core;
  const res = await handleStripeWebhook(
    core,
    new Request('http://x/api/webhooks/stripe', { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=x' } }),
  );
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ error: 'Stripe webhooks are not configured' });
});
