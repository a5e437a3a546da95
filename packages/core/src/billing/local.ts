import { createHash } from 'node:crypto';
import * as z from 'zod';
import { localId, readLocalToken, signLocalToken } from '../payment/local';
import { subscriptionMetadata, type SubscriptionPayments, type SubscriptionProduct } from '../payment/port';

/**
 * The local stand-in for Stripe Billing (ADR 056): the subscription checkout and the customer
 * portal are pages on this server. Their state travels in signed tokens; what they do reaches the
 * app only as signed Stripe-shaped events posted to the real webhook, as Stripe's would.
 */

const PRODUCTS = ['restaurant', 'stays', 'sommelier', 'citypacks'] as const;

const subscriptionSession = z.object({
  sid: z.string().startsWith('cs_local_'),
  uid: z.uuid(),
  cus: z.string().startsWith('cus_local_'),
  product: z.enum(PRODUCTS),
  price: z.string(),
  amount: z.number().int().min(0),
  email: z.string(),
  ok: z.url(),
  cancel: z.url(),
  exp: z.number().int(),
});
export type LocalSubscriptionSession = z.infer<typeof subscriptionSession>;

const portalSession = z.object({ cus: z.string().startsWith('cus_local_'), ret: z.url(), exp: z.number().int() });
export type LocalPortalSession = z.infer<typeof portalSession>;

const CHECKOUT = 'local-subscription';
const PORTAL = 'local-portal';
const DAY = 86_400;

export const readSubscriptionToken = (token: string, secret: string, now = new Date()) => readLocalToken(CHECKOUT, subscriptionSession, token, secret, now);
export const readPortalToken = (token: string, secret: string, now = new Date()) => readLocalToken(PORTAL, portalSession, token, secret, now);
export const localPriceId = (product: SubscriptionProduct) => `price_local_${product}`;

export function createLocalSubscriptions(opts: { appUrl: string; secret: string }): SubscriptionPayments {
  return {
    name: 'local',
    async createCustomer() {
      return { customerId: localId('cus') };
    },
    async createSubscriptionCheckout(req) {
      const session: LocalSubscriptionSession = {
        sid: localId('cs'),
        uid: req.userId,
        cus: req.customerId,
        product: req.product,
        price: req.priceId,
        amount: req.priceCents,
        email: req.customerEmail,
        ok: req.successUrl,
        cancel: req.cancelUrl,
        exp: Math.floor(Date.now() / 1000) + DAY,
      };
      return { url: `${opts.appUrl}/checkout/local-subscription/${signLocalToken(CHECKOUT, session, opts.secret)}`, sessionId: session.sid };
    },
    async createPortalSession(req) {
      const session: LocalPortalSession = { cus: req.customerId, ret: req.returnUrl, exp: Math.floor(Date.now() / 1000) + 3600 };
      return { url: `${opts.appUrl}/checkout/local-portal/${signLocalToken(PORTAL, session, opts.secret)}` };
    },
  };
}

// ---- Stripe-shaped events, as Stripe would send them (API version 2025-03-31 and later: the
// period lives on the subscription item; `subscription_details` sits under the invoice's parent).

/** A stable id derived from the checkout session: paying twice produces the same events, applied once. */
const derived = (prefix: string, from: string) => `${prefix}_local_${createHash('sha256').update(from).digest('hex').slice(0, 24)}`;

export interface LocalSubscriptionState {
  id: string;
  customer: string;
  userId: string;
  product: SubscriptionProduct;
  price: string;
  amount: number;
  status: 'active' | 'past_due' | 'canceled';
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export function subscriptionObject(s: LocalSubscriptionState) {
  const price = { id: s.price, object: 'price', currency: 'eur', unit_amount: s.amount, recurring: { interval: 'month' } };
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    ended_at: s.status === 'canceled' ? s.periodEnd : null,
    metadata: subscriptionMetadata(s.userId, s.product),
    items: {
      object: 'list',
      data: [
        { id: derived('si', s.id), object: 'subscription_item', quantity: 1, price, current_period_start: s.periodStart, current_period_end: s.periodEnd },
      ],
    },
  };
}

export function localEvent(id: string, type: string, object: Record<string, unknown>, created: number) {
  return {
    id,
    object: 'event',
    api_version: '2025-03-31.basil',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

const MONTH = 30 * DAY;

/**
 * Paying a local subscription checkout: the events Stripe sends for a new paid subscription. Their
 * ids come from the checkout session, so a second press of Pay changes nothing.
 */
export function localSubscriptionCheckoutEvents(session: LocalSubscriptionSession, now = new Date()) {
  const at = Math.floor(now.getTime() / 1000);
  const state: LocalSubscriptionState = {
    id: derived('sub', session.sid),
    customer: session.cus,
    userId: session.uid,
    product: session.product,
    price: session.price,
    amount: session.amount,
    status: 'active',
    periodStart: at,
    periodEnd: at + MONTH,
    cancelAtPeriodEnd: false,
  };
  const metadata = subscriptionMetadata(session.uid, session.product);
  const checkout = {
    id: session.sid,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: session.cus,
    subscription: state.id,
    client_reference_id: session.uid,
    customer_email: session.email,
    metadata,
    amount_total: session.amount,
    currency: 'eur',
  };
  const invoice = {
    id: derived('in', session.sid),
    object: 'invoice',
    customer: session.cus,
    status: 'paid',
    billing_reason: 'subscription_create',
    amount_paid: session.amount,
    currency: 'eur',
    parent: { type: 'subscription_details', subscription_details: { subscription: state.id, metadata } },
    lines: { object: 'list', data: [{ id: derived('il', session.sid), object: 'line_item', period: { start: state.periodStart, end: state.periodEnd } }] },
  };
  return [
    localEvent(derived('evt', `${session.sid}:created`), 'customer.subscription.created', subscriptionObject(state), at),
    localEvent(derived('evt', `${session.sid}:invoice`), 'invoice.paid', invoice, at),
    localEvent(derived('evt', `${session.sid}:completed`), 'checkout.session.completed', checkout, at),
  ];
}

/** The portal's cancel (at period end) or resume: one customer.subscription.updated event. */
export function localPortalEvent(state: LocalSubscriptionState, now = new Date()) {
  return localEvent(localId('evt'), 'customer.subscription.updated', subscriptionObject(state), Math.floor(now.getTime() / 1000));
}

/**
 * A period of a local subscription ended without a cancellation: the events Stripe sends when it
 * charges the next one (a paid `subscription_cycle` invoice and the subscription with its new
 * period). Periods that passed while nothing ran are skipped to the one holding `now`, as one
 * charge. Ids come from the subscription and the new period, so a renewal is applied once.
 */
export function localRenewalEvents(state: Omit<LocalSubscriptionState, 'periodStart' | 'periodEnd' | 'status'> & { periodEnd: number }, now = new Date()) {
  const at = Math.floor(now.getTime() / 1000);
  let periodStart = state.periodEnd;
  while (periodStart + MONTH <= at) periodStart += MONTH;
  const renewed: LocalSubscriptionState = { ...state, status: 'active', periodStart, periodEnd: periodStart + MONTH };
  const key = `${state.id}:${renewed.periodEnd}`;
  const invoice = {
    id: derived('in', key),
    object: 'invoice',
    customer: state.customer,
    status: 'paid',
    billing_reason: 'subscription_cycle',
    amount_paid: state.amount,
    currency: 'eur',
    parent: { type: 'subscription_details', subscription_details: { subscription: state.id, metadata: subscriptionMetadata(state.userId, state.product) } },
    lines: { object: 'list', data: [{ id: derived('il', key), object: 'line_item', period: { start: renewed.periodStart, end: renewed.periodEnd } }] },
  };
  return [
    localEvent(derived('evt', `${key}:invoice`), 'invoice.paid', invoice, at),
    localEvent(derived('evt', `${key}:updated`), 'customer.subscription.updated', subscriptionObject(renewed), at),
  ];
}
