import type { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Database } from '../db/connection';
import type { Config } from '../config';
import type { AfterCommit } from '../db/transaction';
import { sql } from 'kysely';
import { groupWrites } from '../db/group-write';
import { prepareByShape } from '../db/prepared';
import { fillLinkTokens } from '../kernel/guest-link';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/** The email port: something that delivers one message. Every message is first written to the outbox. */
export interface EmailTransport {
  readonly name: 'outbox' | 'ses';
  deliver(message: EmailMessage & { id: string }): Promise<{ messageId: string }>;
}

/** Local adapter: the outbox row is the delivered mail, read on the /mailbox page; links go to the log. */
export function outboxTransport(log: (line: string) => void = console.log): EmailTransport {
  return {
    name: 'outbox',
    async deliver(message) {
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(`[mail] to=${message.to} subject="${message.subject}"${links.length ? ` link=${links.join(' ')}` : ''}`);
      return { messageId: `outbox-${message.id}` };
    },
  };
}

/** Amazon SES. Its SDK loads with the first message, not at a cold start (ADR 046). */
function sesTransport(config: Pick<Config, 'SES_REGION' | 'EMAIL_FROM'>): EmailTransport {
  let sdk: Promise<{ client: SESv2Client; SendEmailCommand: typeof SendEmailCommand }> | undefined;
  const load = () =>
    (sdk ??= import('@aws-sdk/client-sesv2').then((ses) => ({
      client: new ses.SESv2Client({ region: config.SES_REGION }),
      SendEmailCommand: ses.SendEmailCommand,
    })));
  return {
    name: 'ses',
    async deliver(message) {
      const { client, SendEmailCommand: Send } = await load();
      const out = await client.send(
        new Send({
          FromEmailAddress: config.EMAIL_FROM,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
              },
            },
          },
        }),
      );
      return { messageId: out.MessageId ?? '' };
    },
  };
}

export function createEmailTransport(config: Config, log?: (line: string) => void): EmailTransport {
  return config.emailProvider === 'ses' ? sesTransport(config) : outboxTransport(log);
}

/** The outbox row of a message (also written by kernel/trail.ts beside its booking row). */
const outboxRow = (message: EmailMessage) => ({
  to_email: message.to,
  subject: message.subject,
  text_body: message.text,
  html_body: message.html ?? null,
  kind: message.kind,
});

/** Writes the message to the outbox; inside a transaction, deliver the returned id after commit. */
export async function enqueueEmail(db: Database, message: EmailMessage): Promise<string> {
  const row = await db.insertInto('outbox_emails').values(outboxRow(message)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** How long a delivery keeps its claim on a row; a process that died mid-delivery frees it after this. */
const CLAIM_SECONDS = 120;

/**
 * Claims pending rows for one delivery attempt (ADR 021): `FOR UPDATE SKIP LOCKED` passes over rows
 * another process is claiming right now, and `claimed_until` over rows it has claimed and is
 * delivering. The attempt is counted with the claim, so even a crash mid-delivery is recorded.
 */
async function claimPending(db: Database, ids: readonly string[], now: Date) {
  const values: Record<string, unknown> = { now, until: new Date(now.getTime() + CLAIM_SECONDS * 1000) };
  ids.forEach((id, i) => (values[`id${i}`] = id));
  return (await claimQuery<OutboxRow>(db, ids.length, values)).rows;
}

type OutboxRow = Awaited<ReturnType<typeof getMail>> & {};

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

// Marks delivered rows sent. Deliveries that finish while an earlier mark is in flight are marked
// together, one statement and one commit for the group (ADR 052); compiled once per group size.
const markSentQuery = prepareByShape<number, string>(String, (db, slot, count) => {
  const rows = Array.from({ length: count }, (_, i) => sql`(${slot(`id${i}`)}::uuid, ${slot(`at${i}`)}::timestamptz, ${slot(`mid${i}`)}::text)`);
  return sql`update outbox_emails set status = 'sent', sent_at = v.at, provider_message_id = v.mid, claimed_until = null
    from (values ${sql.join(rows)}) as v(id, at, mid) where outbox_emails.id = v.id`.compile(db);
});

const markSent = groupWrites<SentMark>((db, sent) => {
  const values: Record<string, unknown> = {};
  sent.forEach((s, i) => Object.assign(values, { [`id${i}`]: s.id, [`at${i}`]: s.at, [`mid${i}`]: s.messageId }));
  return markSentQuery(db, sent.length, values);
});

interface SentMark {
  id: string;
  at: Date;
  messageId: string;
}

/** The waits before each further try of a mark-sent write that failed: about 6 s in all, far inside the claim. */
const MARK_SENT_RETRY_MS = [100, 400, 1600, 4000];

/**
 * Records a delivered email as sent, trying again when the write fails (ADR 103): the provider has
 * the email, so the row must not go back to pending, or the retry job would send it a second time.
 * A write that fails on a dropped connection leaves that connection broken, and the pool discards
 * it, so each further try (this row alone, outside any group) runs on another connection. Should
 * every try fail, the row keeps its claim; once the claim lapses the retry job may send it again
 * (ADR 021's at-least-once), and the log says so.
 */
async function recordSent(db: Database, mark: SentMark): Promise<void> {
  let failure: unknown;
  try {
    return await markSent(db, mark);
  } catch (err) {
    failure = err;
  }
  for (const wait of MARK_SENT_RETRY_MS) {
    await new Promise((ok) => setTimeout(ok, wait));
    try {
      await markSentQuery(db, 1, { id0: mark.id, at0: mark.at, mid0: mark.messageId });
      return;
    } catch (err) {
      failure = err;
    }
  }
  console.error(`[mail] delivered but could not be marked sent id=${mark.id}; it may go again once its claim lapses`, failure);
}

/**
 * Delivers pending outbox rows, each once even when several processes retry together: a row is
 * claimed before it is handed to the transport. A failure is recorded on the row (pending again
 * for the retry job, failed after 5 attempts), never thrown at the user.
 */
export async function deliverEmails(db: Database, transport: EmailTransport, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await claimPending(db, ids, new Date());
  for (const row of rows) await deliverClaimed(db, transport, row);
}

/** The email as it goes out (and as the local mailbox shows it): its link slots filled with tokens (ADR 103). */
export function asDelivered(row: Pick<OutboxRow, 'text_body' | 'html_body'>): { text: string; html: string | undefined } {
  return { text: fillLinkTokens(row.text_body), html: row.html_body === null ? undefined : fillLinkTokens(row.html_body) };
}

/** Hands one claimed row to the transport and records the outcome on it. */
async function deliverClaimed(db: Database, transport: EmailTransport, row: ClaimedRow): Promise<void> {
  let messageId: string;
  try {
    ({ messageId } = await transport.deliver({ id: row.id, to: row.to_email, subject: row.subject, kind: row.kind, ...asDelivered(row) }));
  } catch (err) {
    console.error(`[mail] delivery failed id=${row.id}`, err);
    await db
      .updateTable('outbox_emails')
      .set({ status: row.attempts >= 5 ? 'failed' : 'pending', claimed_until: null, last_error: String(err).slice(0, 500) })
      .where('id', '=', row.id)
      .execute();
    return;
  }
  // Delivered: from here on the row never goes back to pending.
  await recordSent(db, { id: row.id, at: new Date(), messageId });
}

type ClaimedRow = Pick<OutboxRow, 'id' | 'to_email' | 'subject' | 'text_body' | 'html_body' | 'kind' | 'attempts'>;

/**
 * The outbox row of a message its writer will deliver itself right after commit (kernel/trail.ts,
 * ADR 052): written already claimed, attempt 1, so the delivery needs no claim statement and no
 * retry run takes it meanwhile. Should the writer die first, the claim lapses after CLAIM_SECONDS
 * and the retry job delivers it.
 */
export const claimedOutboxRow = (message: EmailMessage, now: Date) => ({
  ...outboxRow(message),
  claimed_until: new Date(now.getTime() + CLAIM_SECONDS * 1000),
  attempts: 1,
});

/** Delivers, once its transaction has committed, a row written by `claimedOutboxRow`. */
export function deliverClaimedAfterCommit(afterCommit: AfterCommit, transport: EmailTransport, id: string, message: EmailMessage): void {
  const row = { id, ...outboxRow(message), attempts: 1 };
  afterCommit(`deliver ${message.kind} email ${id}`, (db) => deliverClaimed(db, transport, row));
}

/**
 * Writes an email to the outbox inside `trx` and delivers it once the transaction has committed.
 * Should delivery fail, the row stays pending for the retry job.
 */
export async function queueEmail(trx: Database, afterCommit: AfterCommit, transport: EmailTransport, message: EmailMessage): Promise<string> {
  const id = await enqueueEmail(trx, message);
  deliverAfterCommit(afterCommit, transport, message.kind, id);
  return id;
}

/** Delivers an outbox row once the transaction that wrote it has committed. */
function deliverAfterCommit(afterCommit: AfterCommit, transport: EmailTransport, kind: string, id: string): void {
  afterCommit(`deliver ${kind} email ${id}`, (db) => deliverEmails(db, transport, [id]));
}

export async function sendEmail(db: Database, transport: EmailTransport, message: EmailMessage): Promise<string> {
  const id = await enqueueEmail(db, message);
  await deliverEmails(db, transport, [id]);
  return id;
}

/** How long an email keeps its body once it has left the outbox (sent, or failed for good): ADR 103. */
export const DELIVERED_BODY_DAYS = 7;

/**
 * Empties the bodies of emails written more than DELIVERED_BODY_DAYS before `now` that are no longer
 * pending; what is left (to, subject, kind, status, times) says an email went out, not what it said.
 * A pending email keeps its body until it has gone. Answers how many bodies it emptied.
 */
export async function scrubDeliveredBodies(db: Database, now: Date): Promise<number> {
  const res = await db
    .updateTable('outbox_emails')
    .set({ text_body: '', html_body: null })
    .where('status', '<>', 'pending')
    .where('created_at', '<', new Date(now.getTime() - DELIVERED_BODY_DAYS * 86_400_000))
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
