import * as z from 'zod';
import type { Core } from '@tablestay/core/app';
import { applyEvent, LOCAL_WEBHOOK_SECRET, verifyEvent } from '@tablestay/core/stripe-events/webhook';
import { isConnectionLost } from '@tablestay/core/db/connection-lost';
import { ERROR_CATALOGUE, isDomainError } from '@tablestay/core/errors';
import { stripeHandlers } from '@tablestay/core/stripe-events/handlers';
import { NETWORK_ERROR, UNEXPECTED_ERROR } from './errors';

/** How far ahead of our clock a signed event may be dated before it is refused (clock skew). */
const FUTURE_TOLERANCE_SECONDS = 300;

/** The envelope every handler relies on; a signed event without it is malformed, not a crash. */
const envelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export interface WebhookHost {
  /**
   * Whether this host may accept the local checkout's public secret: only the local server, when
   * the local checkout is the configured payments adapter and it listens on loopback (ADR 031).
   */
  localSecretAllowed: boolean;
}

const refuse = (error: string) => Response.json({ error }, { status: 400 });

const signedAt = (header: string | null) => Number(/(?:^|,)\s*t=(\d+)/.exec(header ?? '')?.[1] ?? Number.NaN);

/**
 * Every answer is JSON, an unexpected failure too: a 5xx (503 for a lost database connection) with
 * `{ error }` tells Stripe to deliver the event again, and the event was not stored (ADR 057).
 */
export async function handleStripeWebhook(core: Core, req: Request, host: WebhookHost = { localSecretAllowed: false }): Promise<Response> {
  try {
    return await receive(core, req, host);
  } catch (err) {
    const requestId = req.headers.get('x-request-id') ?? crypto.randomUUID();
    const headers = { 'x-request-id': requestId };
    if (isConnectionLost(err)) {
      console.warn(`[webhook] request=${requestId} lost its database connection: ${String((err as Error)?.message ?? err)}`);
      return Response.json({ error: NETWORK_ERROR }, { status: 503, headers });
    }
    console.error(`[webhook] request=${requestId}`, err);
    return Response.json({ error: UNEXPECTED_ERROR }, { status: 500, headers });
  }
}

async function receive(core: Core, req: Request, host: WebhookHost): Promise<Response> {
  const secret = core.config.STRIPE_WEBHOOK_SECRET ?? (host.localSecretAllowed ? LOCAL_WEBHOOK_SECRET : null);
  if (!secret) return Response.json({ error: 'Stripe webhooks are not configured' }, { status: 503 });
  const payload = await req.text();
  const signature = req.headers.get('stripe-signature');
  // Stripe signs a Connect endpoint (deposits) and an account endpoint (platform subscriptions)
  // with a secret each: STRIPE_WEBHOOK_SECRET may list both, comma-separated (ADR 056).
  let event;
  let refused = '';
  for (const one of secret
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      event = verifyEvent(payload, signature, one);
      break;
    } catch (err) {
      if (!isDomainError(err)) throw err;
      refused = err.message;
    }
  }
  if (!event) return refuse(refused || ERROR_CATALOGUE['webhook.bad_signature'].message);
  // Stripe refuses old signatures; a signature or event dated ahead of us is refused too.
  const latest = Math.floor(Date.now() / 1000) + FUTURE_TOLERANCE_SECONDS;
  if (signedAt(signature) > latest) return refuse('Stripe signature timestamp is in the future');
  const shape = envelope.safeParse(event);
  if (!shape.success) return refuse('Malformed Stripe event');
  if (shape.data.created > latest) return refuse('Stripe event is dated in the future');
  const result = await applyEvent(core.db, event, stripeHandlers, core.payment);
  return Response.json({ received: true, ...result });
}
