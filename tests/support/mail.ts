import type { Database } from '@tablestay/core/db/connection';

/** The newest email to an address and the first link in it, as the mailbox shows it. */
export async function latestMail(db: Database, to: string, kind?: string) {
  let q = db.selectFrom('outbox_emails').selectAll().where('to_email', '=', to).orderBy('created_at', 'desc').limit(1);
  if (kind) q = q.where('kind', '=', kind);
  const mail = await q.executeTakeFirst();
  if (!mail) throw new Error(`no email to ${to}`);
  const link = mail.text_body.match(/https?:\/\/\S+/)?.[0];
  return { mail, link: link ? new URL(link) : undefined };
}
