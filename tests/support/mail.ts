import type { Database } from '@tablestay/core/db/connection';
import { asDelivered } from '@tablestay/core/notification/email';

/** The newest email to an address and the first link in it, as the mailbox shows it. */
export async function latestMail(db: Database, to: string, kind?: string) {
  let q = db.selectFrom('outbox_emails').selectAll().where('to_email', '=', to).orderBy('created_at', 'desc').limit(1);
  if (kind) q = q.where('kind', '=', kind);
  const mail = await q.executeTakeFirst();
  if (!mail) throw new Error(`no email to ${to}`);
  // The outbox stores slots for the links' tokens; the mailbox shows them filled, as delivered (ADR 103).
  const shown = asDelivered(mail);
  const link = shown.text.match(/https?:\/\/\S+/)?.[0];
  return { mail: { ...mail, text_body: shown.text, html_body: shown.html ?? null }, link: link ? new URL(link) : undefined };
}
