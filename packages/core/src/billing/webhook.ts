import Stripe from 'stripe';
import type { Transaction } from 'kysely';
import type { Database } from '../db/connection';
import type { DB } from '../db/types';
import { DomainError } from '../errors';

export type StripeEvent = Stripe.Event;
export type EventHandler = (trx: Transaction<DB>, event: StripeEvent) => Promise<void>;

/** Local default: the embedded checkout signs its events with this secret when none is configured. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_tablestay_embedded_checkout';

export function verifyEvent(payload: string, signature: string | null, secret: string): StripeEvent {
  if (!signature) throw new DomainError('webhook.bad_signature', 'Missing Stripe signature');
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new DomainError('webhook.bad_signature', 'Invalid Stripe signature');
  }
}

/** Signs a payload the way Stripe does: the local checkout uses it, and tests do. */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/**
 * Applies a verified event exactly once: the event id is stored in the same transaction as its
 * effects, so a replay (Stripe retries, a double click) changes nothing.
 */
export async function applyEvent(db: Database, event: StripeEvent, handlers: Partial<Record<string, EventHandler>>) {
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return { applied: false as const, duplicate: true as const };
    const handler = handlers[event.type];
    if (handler) await handler(trx, event);
    return { applied: Boolean(handler), duplicate: false as const };
  });
}
