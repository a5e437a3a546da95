import Stripe from 'stripe';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError, ERROR_CATALOGUE } from '../errors';
import type { EventHandler, StripeEvent } from './event';
import { recordEvent } from './repository';

export { LOCAL_WEBHOOK_SECRET } from './local-secret';

export function verifyEvent(payload: string, signature: string | null, secret: string): StripeEvent {
  if (!signature) throw new DomainError('webhook.bad_signature', ERROR_CATALOGUE['webhook.bad_signature'].wordings.missing);
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new DomainError('webhook.bad_signature');
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
    const fresh = await recordEvent(trx, event);
    if (!fresh) return { applied: false, duplicate: true };
    const handler = handlers[event.type];
    const outcome = handler ? await handler(trx, event, ctx as Ctx, afterCommit) : undefined;
    return { applied: Boolean(handler) && (outcome?.applied ?? true), duplicate: false };
  });
}
