import type { EventHandler } from '../billing/webhook';
import { applyDepositPayment } from './deposit';
import type { PaymentDeps } from './service';

const deposit: EventHandler<PaymentDeps> = (trx, event, deps, afterCommit) => applyDepositPayment(deps, trx, afterCommit, event);

/**
 * The Stripe event table: event type → handler. The webhook host verifies the signature and hands
 * the event to `applyEvent` with this table; each later domain registers its handler here.
 */
export const stripeHandlers: Partial<Record<string, EventHandler<PaymentDeps>>> = {
  // A subscription's checkout (a later domain) arrives as the same type: the deposit handler
  // answers `applied: false` for anything that is not a deposit.
  'checkout.session.completed': deposit,
  'checkout.session.async_payment_succeeded': deposit,
};
