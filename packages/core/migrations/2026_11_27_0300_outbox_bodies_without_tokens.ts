import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

// Emails written before ADR 103 carry live link tokens and sign-in codes in their bodies; from now on
// the outbox stores a slot in their place and delivery fills it in. Bodies of emails that have left
// the outbox (sent, or failed for good) and hold a `token=` or `code=` link are emptied here, at once,
// as retention empties every delivered body after 7 days. A pending email keeps its body: it has yet
// to go out, and retention empties it once it has. The bodies cannot be brought back.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE outbox_emails SET text_body = '', html_body = NULL
    WHERE status <> 'pending' AND (text_body ~ '(token|code)=' OR html_body ~ '(token|code)=')`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the emptied bodies are gone, and the empty ones are valid rows.
}
