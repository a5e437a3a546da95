import { createHmac, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { LOCAL_WEBHOOK_SECRET } from '../stripe-events/local-secret';
import { sameSecret } from '../account/secret';
import { toCents } from '../money';
import { depositMetadata, type PaymentsPort } from './port';

/**
 * The embedded local adapter: the "payment window" is a page on this server. Everything the page
 * needs travels in its URL, signed with HMAC so nobody can change the amount, the reservation or
 * the return address; the page then posts a signed Stripe-shaped event to the real webhook.
 */

const sessionSchema = z.object({
  sid: z.string().startsWith('cs_local_'),
  rid: z.uuid(),
  /** Absent for a dining deposit (tokens issued before stays carry none). */
  kind: z.literal('stay_deposit').optional(),
  venue: z.string(),
  amount: z.number().int().min(0),
  currency: z.literal('eur'),
  email: z.string(),
  ok: z.url(),
  cancel: z.url(),
  exp: z.number().int(),
});
export type LocalCheckoutSession = z.infer<typeof sessionSchema>;

/** The secret the local checkout signs with: the configured webhook secret, else the embedded one. */
export const localCheckoutSecret = (config: { STRIPE_WEBHOOK_SECRET?: string }) => config.STRIPE_WEBHOOK_SECRET?.split(',')[0]?.trim() || LOCAL_WEBHOOK_SECRET;

// A key of its own per purpose, so a checkout token can never pass for a webhook signature, a
// portal token, or the reverse.
const mac = (purpose: string, secret: string, data: string) => createHmac('sha256', `${purpose}:${secret}`).update(data).digest();

/** Signs any JSON value for one purpose ('local-checkout', 'local-subscription', 'local-portal'). */
export function signLocalToken(purpose: string, value: unknown, secret: string): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${mac(purpose, secret, body).toString('base64url')}`;
}

/** The value in a token of that purpose, or null when it is forged, damaged, malformed or past `exp`. */
export function readLocalToken<T extends { exp: number }>(purpose: string, schema: z.ZodType<T>, token: string, secret: string, now = new Date()): T | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = mac(purpose, secret, body);
  if (!sameSecret(sig, expected.toString('base64url'))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const value = schema.safeParse(parsed);
  if (!value.success || value.data.exp * 1000 <= now.getTime()) return null;
  return value.data;
}

export const signCheckoutToken = (session: LocalCheckoutSession, secret: string): string => signLocalToken('local-checkout', session, secret);

/** The session in a token, or null when the token is forged, damaged or past its expiry. */
export const readCheckoutToken = (token: string, secret: string, now = new Date()): LocalCheckoutSession | null =>
  readLocalToken('local-checkout', sessionSchema, token, secret, now);

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export function createLocalPayments(opts: { appUrl: string; secret: string }): PaymentsPort {
  return {
    name: 'local',
    async createDepositCheckout(req) {
      const session: LocalCheckoutSession = {
        sid: localId('cs'),
        rid: req.reservationId,
        ...(req.kind === 'stay_deposit' ? { kind: 'stay_deposit' as const } : {}),
        venue: req.restaurant.name,
        amount: toCents(req.amountEur),
        currency: req.currency,
        email: req.customerEmail,
        ok: req.successUrl,
        cancel: req.cancelUrl,
        exp: Math.floor(req.expiresAt.getTime() / 1000),
      };
      return { url: `${opts.appUrl}/checkout/local/${signCheckoutToken(session, opts.secret)}`, sessionId: session.sid, provider: 'local' };
    },
    // No money moved, so there is nothing to send back; the refund is only recorded.
    async refundDeposit() {
      return { refundId: localId('re') };
    },
  };
}

/** The event Stripe would send when the local checkout is paid: same shape, same signature scheme. */
export function localCompletedEvent(session: LocalCheckoutSession, now = new Date()) {
  return {
    id: localId('evt'),
    object: 'event' as const,
    api_version: '2025-01-01',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed' as const,
    data: {
      object: {
        id: session.sid,
        object: 'checkout.session' as const,
        mode: 'payment' as const,
        status: 'complete' as const,
        amount_total: session.amount,
        currency: session.currency,
        payment_status: 'paid' as const,
        payment_intent: localId('pi'),
        client_reference_id: session.rid,
        customer_email: session.email,
        metadata: depositMetadata(session.kind, session.rid),
        success_url: session.ok,
        cancel_url: session.cancel,
        expires_at: session.exp,
        created: Math.floor(now.getTime() / 1000),
      },
    },
  };
}
