import type { Core } from '@tablestay/core/app';
import { applyEvent, LOCAL_WEBHOOK_SECRET, verifyEvent } from '@tablestay/core/billing/webhook';
import { isDomainError } from '@tablestay/core/errors';
import { stripeHandlers } from '@tablestay/core/payment/events';

export async function handleStripeWebhook(core: Core, req: Request): Promise<Response> {
  // The local checkout's public secret is never accepted in production.
  const secret = core.config.STRIPE_WEBHOOK_SECRET ?? (core.config.NODE_ENV === 'production' ? null : LOCAL_WEBHOOK_SECRET);
  if (!secret) return Response.json({ error: 'Stripe webhooks are not configured' }, { status: 503 });
  const payload = await req.text();
  let event;
  try {
    event = verifyEvent(payload, req.headers.get('stripe-signature'), secret);
  } catch (err) {
    if (isDomainError(err)) return Response.json({ error: err.message }, { status: 400 });
    throw err;
  }
  const result = await applyEvent(core.db, event, stripeHandlers, core.payment);
  return Response.json({ received: true, ...result });
}
