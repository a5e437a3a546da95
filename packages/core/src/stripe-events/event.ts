import type Stripe from 'stripe';
import type { Transaction } from 'kysely';
import type { AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';

/**
 * What a Stripe event handler is. Types only: payment and billing name them without loading the
 * dispatch (handlers.ts), which imports both.
 */
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
