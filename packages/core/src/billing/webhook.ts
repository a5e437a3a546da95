import Stripe from 'stripe';
import type { Transaction } from 'kysely';
import type { Database } from '../db/connection';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';
import { DomainError } from '../errors';

export type StripeEvent = Stripe.Event;

/** What a handler did: `applied: false` when the event was not one it acts on (default true). */
export interface EventOutcome {
  applied?: boolean;
}
/**
 * `ctx` is whatever the host passes (the API passes its Core). Side effects (emails, refunds) are
 * registered with `afterCommit` and run once the event and its effects are committed (ADR 021).
 */
export type EventHandler<Ctx = unknown> = (trx: Transaction<DB>, event: StripeEvent, ctx: Ctx, afterCommit: AfterCommit) => Promise<EventOutcome | void>;

export { LOCAL_WEBHOOK_SECRET } from './local-webhook-secret';

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
export async function applyEvent<Ctx = undefined>(
  db: Database,
  event: StripeEvent,
  handlers: Partial<Record<string, EventHandler<Ctx>>>,
  ctx?: Ctx,
): Promise<{ applied: boolean; duplicate: boolean }> {
  // The event is stored with its effects: a failure after commit must not make Stripe retry into a
  // duplicate, and inTransaction never lets it reach the answer.
  return inTransaction(db, async (trx, afterCommit) => {
    const fresh = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return { applied: false, duplicate: true };
    const handler = handlers[event.type];
    const outcome = handler ? await handler(trx, event, ctx as Ctx, afterCommit) : undefined;
    return { applied: Boolean(handler) && (outcome?.applied ?? true), duplicate: false };
  });
}
