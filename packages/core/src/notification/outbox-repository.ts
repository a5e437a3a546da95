import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/connection';
import { groupWrites } from '../db/group-write';
import { prepareByShape } from '../db/prepared';
import type { DB } from '../db/types';

/** The email outbox's statements (ADR 006, ADR 021); what goes out and when is email.ts. */

/** Writes one outbox row and answers its id. */
export async function insertOutboxEmail(db: Database, values: Insertable<DB['outbox_emails']>): Promise<string> {
  const row = await db.insertInto('outbox_emails').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// One statement (ADR 052): the subquery's row locks and the update end together, so a claim costs
// one round trip instead of begin, select, update, commit. Compiled once per number of ids.
const claimQuery = prepareByShape<number, string>(String, (db, slot, count) => {
  const ids = Array.from({ length: count }, (_, i) => slot(`id${i}`));
  const now = slot('now');
  return db
    .updateTable('outbox_emails')
    .set((eb) => ({ claimed_until: slot('until'), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox_emails')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', now)]))
        .forUpdate()
        .skipLocked(),
    )
    .returningAll();
});

/**
 * Claims the pending rows of `ids` until `until` (`FOR UPDATE SKIP LOCKED` passes over rows another
 * process is claiming right now, `claimed_until` over rows it has claimed), counting the attempt.
 */
export async function claimRows(db: Database, ids: readonly string[], now: Date, until: Date) {
  const values: Record<string, unknown> = { now, until };
  ids.forEach((id, i) => (values[`id${i}`] = id));
  return (await claimQuery<OutboxRow>(db, ids.length, values)).rows;
}

export interface SentMark {
  id: string;
  at: Date;
  messageId: string;
}

// Marks delivered rows sent; compiled once per group size.
const markSentQuery = prepareByShape<number, string>(String, (db, slot, count) => {
  const rows = Array.from({ length: count }, (_, i) => sql`(${slot(`id${i}`)}::uuid, ${slot(`at${i}`)}::timestamptz, ${slot(`mid${i}`)}::text)`);
  return sql`update outbox_emails set status = 'sent', sent_at = v.at, provider_message_id = v.mid, claimed_until = null
    from (values ${sql.join(rows)}) as v(id, at, mid) where outbox_emails.id = v.id`.compile(db);
});

/**
 * Marks a delivered row sent. Deliveries that finish while an earlier mark is in flight are marked
 * together, one statement and one commit for the group (ADR 052).
 */
export const markSent = groupWrites<SentMark>((db, sent) => {
  const values: Record<string, unknown> = {};
  sent.forEach((s, i) => Object.assign(values, { [`id${i}`]: s.id, [`at${i}`]: s.at, [`mid${i}`]: s.messageId }));
  return markSentQuery(db, sent.length, values);
});

/** The same mark for one row alone, outside any group. */
export const markOneSent = (db: Database, mark: SentMark) => markSentQuery(db, 1, { id0: mark.id, at0: mark.at, mid0: mark.messageId });

/** Records a failed delivery: the row goes back to `pending` (or `failed` for good) with the error. */
export const markDeliveryFailed = (db: Database, id: string, status: 'pending' | 'failed', lastError: string) =>
  db.updateTable('outbox_emails').set({ status, claimed_until: null, last_error: lastError }).where('id', '=', id).execute();

/** Pending rows written before `before`, oldest first: what the retry job delivers. */
export const pendingEmailIds = (db: Database, before: Date, limit: number) =>
  db.selectFrom('outbox_emails').select('id').where('status', '=', 'pending').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();

/** Empties the bodies of rows written before `before` that are no longer pending; answers how many. */
export async function scrubBodies(db: Database, before: Date): Promise<number> {
  const res = await db
    .updateTable('outbox_emails')
    .set({ text_body: '', html_body: null })
    .where('status', '<>', 'pending')
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('text_body', '<>', ''), eb('html_body', 'is not', null)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function listMailbox(db: Database, opts: { to?: string; limit?: number } = {}) {
  let q = db
    .selectFrom('outbox_emails')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(opts.limit ?? 100);
  if (opts.to) q = q.where('to_email', '=', opts.to.trim().toLowerCase());
  return q.execute();
}

export async function getMail(db: Database, id: string) {
  return db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirst();
}

export type OutboxRow = Awaited<ReturnType<typeof getMail>> & {};
