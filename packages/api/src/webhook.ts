import type { Core } from '@tablestay/core/app';
import { applyEvent, LOCAL_WEBHOOK_SECRET, verifyEvent, type EventHandler } from '@tablestay/core/billing/webhook';
import { isDomainError } from '@tablestay/core/errors';

/** Event types the product acts on; each later domain registers its handler here. */
export const stripeHandlers: Partial<Record<string, EventHandler>> = {};

export async function handleStripeWebhook(core: Core, req: Request): Promise<Response> {
  const payload = await req.text();
  let event;
  try {
    event = verifyEvent(payload, req.headers.get('stripe-signature'), core.config.STRIPE_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET);
  } catch (err) {
    if (isDomainError(err)) return Response.json({ error: err.message }, { status: 400 });
    throw err;
  }
  const result = await applyEvent(core.db, event, stripeHandlers);
  return Response.json({ received: true, ...result });
}
