import type { Transaction } from 'kysely';
import type { Database } from './connection';
import type { DB } from './types';

/** Work registered inside a transaction, run once it has committed; it gets the pool, not the transaction. */
type AfterCommitWork = (db: Database) => Promise<unknown>;
export type AfterCommit = (name: string, work: AfterCommitWork) => void;

/**
 * The one way to run a transaction with follow-up work (ADR 021): `fn` does the booking decision
 * in `trx` and registers what must happen once it is durable (email delivery, waitlist offers,
 * refunds) with `afterCommit`. After commit each piece runs in order; a failure is logged and never
 * reaches the caller, whose change is already committed. Work that matters (an email) is written
 * to the outbox inside the transaction, so the retry job finishes what after-commit could not.
 */
export async function inTransaction<T>(db: Database, fn: (trx: Transaction<DB>, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const after = afterCommitQueue();
  const result = await db.transaction().execute((trx) => fn(trx, after.afterCommit));
  await after.run(db);
  return result;
}

/** The after-commit hook: register with `afterCommit`, then `run` once the transaction has committed, never when it failed. */
function afterCommitQueue(): { afterCommit: AfterCommit; run(db: Database): Promise<void> } {
  const queue: { name: string; work: AfterCommitWork }[] = [];
  return {
    afterCommit: (name, work) => void queue.push({ name, work }),
    async run(db) {
      for (const { name, work } of queue.splice(0)) {
        try {
          await work(db);
        } catch (err) {
          console.error(`[after-commit] ${name} failed; the retry job picks up what is left`, err);
        }
      }
    },
  };
}
