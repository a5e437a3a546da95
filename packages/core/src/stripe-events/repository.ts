import type { Transaction } from 'kysely';
import type { DB } from '../db/types';
import type { StripeEvent } from './event';

/** Stores an event by its id, in the transaction of its effects: false when it was stored before (a replay). */
export async function recordEvent(trx: Transaction<DB>, event: Pick<StripeEvent, 'id' | 'type'>): Promise<boolean> {
  const fresh = await trx
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(fresh);
}
