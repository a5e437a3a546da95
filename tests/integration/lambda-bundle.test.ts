import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFunction } from '../bench/lambda';
import { usePgDatabase } from '../support/pg-database';

// The deployed bundles themselves answer requests (ADR 046): every router, the webhook and the
// Stripe SDK load on first use from chunks of their own, and zod keeps only its English locale.
// Bundled as infra/bundle.ts has SST bundle them, run in a fresh `node` on a Postgres server.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHILD = join(ROOT, 'tests/support/lambda-child.mjs');
// Inside the repository, so the bundle's externals would resolve as they do in the function's zip.
const out = join(ROOT, 'node_modules/.cache', `tablestay-lambda-run-${process.pid}`);
mkdirSync(out, { recursive: true });
afterAll(() => rmSync(out, { recursive: true, force: true }));

const pg = usePgDatabase('lambda_bundle');
const WEBHOOK_SECRET = 'whsec_lambda_bundle_test';

interface Request {
  method?: string;
  path: string;
  query?: string;
  headers?: Record<string, string>;
  body?: string;
}

async function invoke(name: string, requests: Request[]): Promise<{ status: number; body: unknown }[]> {
  const bundle = await bundleFunction(name, out);
  const { NODE_OPTIONS: _tsx, ...env } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, [CHILD, bundle.file, JSON.stringify(requests)], {
    env: {
      ...env,
      DATABASE_DRIVER: 'pg',
      DATABASE_URL: pg.serverUrl,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      NODE_ENV: 'production',
      GUEST_LINK_SECRET: 'lambda-bundle-test-secret-0123456789',
    },
    timeout: 60_000,
  });
  const line = stdout.split('\n').find((l) => l.startsWith('RESPONSES '));
  if (!line) throw new Error(`no responses from ${name}: ${stdout}`);
  return (JSON.parse(line.slice('RESPONSES '.length)) as { status: number; body: string }[]).map((r) => ({ status: r.status, body: JSON.parse(r.body) }));
}

const badSignature: Request = {
  method: 'POST',
  path: '/api/webhooks/stripe',
  headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
  body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
};

describe('bundled functions', () => {
  it('Api answers from routers, the webhook and zod loaded on first use', async () => {
    const [me, list, badEmail, webhook] = await invoke('Api', [
      { path: '/api/trpc/account.me' },
      { path: '/api/trpc/restaurant.list', query: `input=${encodeURIComponent(JSON.stringify({}))}` },
      {
        method: 'POST',
        path: '/api/trpc/account.requestMagicLink',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not-an-email' }),
      },
      badSignature,
    ]);
    expect(me).toMatchObject({ status: 200, body: { result: { data: null } } });
    expect(list?.status).toBe(200);
    expect(badEmail).toMatchObject({ status: 400, body: { error: { message: 'Invalid email address' } } });
    expect(webhook).toEqual({ status: 400, body: { error: 'Invalid Stripe signature' } });
  });

  it('StripeWebhook refuses a forged signature', async () => {
    expect(await invoke('StripeWebhook', [badSignature])).toEqual([{ status: 400, body: { error: 'Invalid Stripe signature' } }]);
  });

  it('Api loads no router, Stripe, migration or zod locale but English at a cold start', async () => {
    const bundle = await bundleFunction('Api', out);
    expect(bundle.top.map((p) => p.name)).not.toContain('stripe');
    expect(bundle.inputs.filter((p) => /zod\/v4\/locales\//.test(p))).toEqual(['node_modules/zod/v4/locales/en.js']);
    expect(bundle.inputs.filter((p) => /packages\/(api\/src\/routers|core\/migrations)\//.test(p))).toEqual([]);
  });
});
