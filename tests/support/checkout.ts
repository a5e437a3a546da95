import { expect } from 'vitest';
import { localCheckoutSecret, readCheckoutToken, type LocalCheckoutSession } from '@tablestay/core/payment/local';
import type { Client, TestServer } from './server';

/**
 * The local checkout as the guest's browser drives it: `payment.startDeposit` answers a checkout
 * URL on this server, and paying is a POST to it (the page's Pay button), which posts a signed
 * event to the real webhook and redirects back to the app.
 */

/** A booking's deposit: a reservation unless `type` says stay. */
export interface DepositTarget {
  id: string;
  token: string;
  type?: 'stay';
}

/** Starts (or resumes) the deposit checkout; fails the test if the server refuses. */
export async function startDeposit(client: Client, target: DepositTarget): Promise<URL> {
  const res = await client.mutate<{ url: string }>('payment.startDeposit', {
    id: target.id,
    token: target.token,
    ...(target.type ? { type: target.type } : {}),
  });
  expect(res.error?.message).toBeUndefined();
  return new URL(res.data.url);
}

/** Presses Pay on a local checkout page: the checkout's own answer (303 back to the app when paid). */
export const completeCheckout = (checkoutUrl: URL) => fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });

/** Starts the deposit and pays it, as the guest does from the deposit page. */
export async function payDeposit(client: Client, target: DepositTarget): Promise<Response> {
  return completeCheckout(await startDeposit(client, target));
}

/** The signed session inside a local checkout URL. */
export function checkoutSession(server: TestServer, url: URL): LocalCheckoutSession {
  const session = readCheckoutToken(url.pathname.split('/').pop()!, localCheckoutSecret(server.core.config));
  if (!session) throw new Error(`not a local checkout URL: ${url}`);
  return session;
}

/** Posts a payment event to the real webhook, as the provider does. */
export async function postWebhook(server: TestServer, payload: string, signature: string) {
  const res = await fetch(`${server.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
