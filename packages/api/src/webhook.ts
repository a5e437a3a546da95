import type { Core } from '@tablestay/core/app';
import { applyEvent, LOCAL_WEBHOOK_SECRET, verifyEvent, type EventHandler } from '@tablestay/core/billing/webhook';
import { isDomainError } from '@tablestay/core/errors';
import { applyDepositPayment } from '@tablestay/core/payment/deposit';
import { paymentDeps } from '@tablestay/core/payment/service';

const deposit: EventHandler<Core> = (trx, event, core, afterCommit) => applyDepositPayment(paymentDeps(core), trx, afterCommit, event);

/** Event types the product acts on; each later domain registers its handler here. */
export const stripeHandlers: Partial<Record<string, EventHandler<Core>>> = {
  // A subscription's checkout (a later domain) arrives as the same type: the deposit handler
  // answers `applied: false` for anything that is not a deposit.
  'checkout.session.completed': deposit,
  'checkout.session.async_payment_succeeded': deposit,
};

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
  const result = await applyEvent(core.db, event, stripeHandlers, core);
  return Response.json({ received: true, ...result });
}
