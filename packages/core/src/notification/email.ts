import type { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Database } from '../db/connection';
import type { Config } from '../config';
import type { AfterCommit } from '../db/transaction';
import { fillLinkTokens } from '../account/guest-link';
import { claimRows, insertOutboxEmail, markDeliveryFailed, markOneSent, markSent, scrubBodies, type OutboxRow, type SentMark } from './outbox-repository';

export { getMail, listMailbox } from './outbox-repository';

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

/** The outbox row of a message (also written by hold/trail.ts beside its booking row). */
const outboxRow = (message: EmailMessage) => ({
  to_email: message.to,
  subject: message.subject,
  text_body: message.text,
  html_body: message.html ?? null,
  kind: message.kind,
});

/** Writes the message to the outbox; inside a transaction, deliver the returned id after commit. */
export async function enqueueEmail(db: Database, message: EmailMessage): Promise<string> {
  return insertOutboxEmail(db, outboxRow(message));
}

/** How long a delivery keeps its claim on a row; a process that died mid-delivery frees it after this. */
const CLAIM_SECONDS = 120;

/**
 * Claims pending rows for one delivery attempt (ADR 021): `FOR UPDATE SKIP LOCKED` passes over rows
 * another process is claiming right now, and `claimed_until` over rows it has claimed and is
 * delivering. The attempt is counted with the claim, so even a crash mid-delivery is recorded.
 */
async function claimPending(db: Database, ids: readonly string[], now: Date) {
  return claimRows(db, ids, now, new Date(now.getTime() + CLAIM_SECONDS * 1000));
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
      await markOneSent(db, mark);
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
    await markDeliveryFailed(db, row.id, row.attempts >= 5 ? 'failed' : 'pending', String(err).slice(0, 500));
    return;
  }
  // Delivered: from here on the row never goes back to pending.
  await recordSent(db, { id: row.id, at: new Date(), messageId });
}

type ClaimedRow = Pick<OutboxRow, 'id' | 'to_email' | 'subject' | 'text_body' | 'html_body' | 'kind' | 'attempts'>;

/**
 * The outbox row of a message its writer will deliver itself right after commit (hold/trail.ts,
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
  return scrubBodies(db, new Date(now.getTime() - DELIVERED_BODY_DAYS * 86_400_000));
}
