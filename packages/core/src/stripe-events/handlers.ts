import { applyInvoiceEvent, applySubscriptionCheckout, applySubscriptionEvent, isSubscriptionCheckout } from '../billing/subscription-events';
import { applyDepositPayment } from '../payment/deposit';
import type { PaymentDeps } from '../payment/service';
import type { EventHandler } from './event';

const deposit: EventHandler<PaymentDeps> = (trx, event, deps, afterCommit) => applyDepositPayment(deps, trx, afterCommit, event);

// A checkout in subscription mode is a plan (billing); any other is a deposit (which answers
// `applied: false` for anything that is not one).
const checkoutCompleted: EventHandler<PaymentDeps> = (trx, event, deps, afterCommit) =>
  isSubscriptionCheckout(event) ? applySubscriptionCheckout(trx, event) : deposit(trx, event, deps, afterCommit);
const subscription: EventHandler<PaymentDeps> = (trx, event) => applySubscriptionEvent(trx, event);
const invoice: EventHandler<PaymentDeps> = (trx, event) => applyInvoiceEvent(trx, event);

/**
 * The Stripe event table: event type → handler, in billing (plans) or payment (deposits). The
 * webhook host verifies the signature and hands the event to `applyEvent` with this table; each
 * later domain registers its handler here, so neither domain imports the other.
 */
export const stripeHandlers: Partial<Record<string, EventHandler<PaymentDeps>>> = {
  'checkout.session.completed': checkoutCompleted,
  'checkout.session.async_payment_succeeded': deposit,
  // Platform subscriptions (ADR 057): state only ever moves forward, in any arrival order.
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
};
